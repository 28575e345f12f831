/**
 * Brazilian-Portuguese phrasing of PTCGL game logs (issue 12), from the client's `blog_loc_*` strings as published
 * by open-source log parsers and from real exported logs. A mulligan is *comprar uma nova mão*; old exports keep the
 * English `Turn # N - ` before `Turno de X`.
 */
import type { PtcglPhrases } from '../types.ts';

export const PT_BR_PHRASES: PtcglPhrases = {
  language: 'pt-BR',
  setup: ['Preparação'],
  checkup: ['Checape Pokémon'],
  turnHeader: ['Turn # {n} - Turno de {player}', 'Turno # {n} - Turno de {player}', 'Turno de {player}'],
  heads: ['cara'],
  tails: ['coroa'],
  coinCall: ['{player} escolheu {call} para a jogada inicial de moeda.'],
  coinWon: ['{player} venceu a jogada de moeda.'],
  goFirst: ['{player} decidiu jogar primeiro.'],
  goSecond: ['{player} decidiu ser o segundo a jogar.'],
  openingHand: ['{player} comprou {n} cartas para a mão inicial.'],
  openingGrid: ['{n} cartas compradas.'],
  mulliganOne: ['{player} comprou uma nova mão.'],
  mulliganMany: ['{player} comprou {n} novas mãos.', 'Compras de mão inicial de {player}: {n}.'],
  mulliganReveal: ['Cartas reveladas de compras de nova mão inicial: {n}.'],
  mulliganBonus: [
    '{player} comprou {n} mais cartas porque {opponent} comprou pelo menos 1 nova mão.',
    '{player} comprou mais {n} cartas porque {opponent} comprou pelo menos 1 nova mão.',
    '{player} comprou mais {n} carta porque {opponent} comprou pelo menos 1 nova mão.',
  ],
  prizeOne: ['{player} pegou uma carta de Prêmio.'],
  prizeMany: ['{player} pegou {n} cartas de Prêmio.'],
  prizeCardRevealed: ['{card} foi adicionada à mão de {player}.', '{card} foi adicionado à mão de {player}.'],
  prizeCardHidden: ['Uma carta foi adicionada à mão de {player}.'],
  knockedOut: ['{pokemon} de {player} foi Nocauteado!', '{pokemon} de {player} foi Nocauteada!'],
  turnEnded: ['{player} encerrou seu turno.'],
  drewCard: ['{player} comprou {card}.'],
  drewHidden: ['{player} comprou uma carta.', '{player} comprou {n} cartas.'],
  drewPlayed: [
    '{player} comprou {n} cartas e as jogou no Banco.',
    '{player} comprou {card} e a jogou no Banco.',
    '{player} comprou {card} e a jogou no Campo Ativo.',
    '{player} comprou {card} e a jogou como Estádio.',
    '{player} comprou e jogou {card}.',
  ],
  playedToActive: ['{player} jogou {card} no Campo Ativo.'],
  playedToBench: ['{player} jogou {card} no Banco.'],
  playedStadium: ['{player} jogou {card} como Estádio.'],
  played: ['{player} jogou {card}.'],
  attached: [
    '{player} ligou {card} a {target} no Campo Ativo.',
    '{player} ligou {card} a {target} no Banco.',
    '{player} ligou {card} a {target}.',
  ],
  evolved: [
    '{player} evoluiu {pokemon} para {target} no Campo Ativo.',
    '{player} evoluiu {pokemon} para {target} no Banco.',
    '{player} evoluiu {pokemon} para {target}.',
  ],
  used: [
    '{pokemon} de {player} usou {attack} em {target} de {opponent} para causar {damage} pontos de dano.{rest}',
    '{pokemon} de {player} usou {attack}.',
  ],
  retreated: ['{player} recuou {pokemon} para o Banco.'],
  nowActive: ['{pokemon} de {player} agora está no Campo Ativo.'],
  // Shuffles (issue 30): the deck, the hand, cards shuffled back by count or by name (docs/decisions.md: which are seen).
  shuffled: [
    '{player} embaralhou o próprio baralho.',
    '{player} embaralhou a própria mão.',
    '{player} embaralhou {n} cartas no baralho dele.',
    '{player} embaralhou {card} no baralho dele.',
  ],
  discarded: [
    '{player} descartou {n} cartas.',
    '{player} descartou {card}.',
    '{n} cartas foram descartadas de {pokemon} de {player}.',
    '{card} foi descartada de {pokemon} de {player}.',
  ],
  endPrizes: ['Todas as cartas de Prêmio foram pegas. {winner} venceu.'],
  endConcede: ['O oponente se rendeu. {winner} venceu.'],
  endDeckOut: [],
  endNoPokemon: [],
  endTimeout: [],
  endWinnerOnly: ['{winner} venceu.'],
  timeoutAction: ['{player} não tomou sua ação a tempo.'],
  endReasonWords: {
    concede: ['rendeu', 'desistiu', 'abandonou'],
    prizes: ['prêmio', 'premio'],
    timeout: ['tempo', 'inativ'],
    deck_out: ['baralho', 'comprar'],
    no_pokemon: ['pokémon', 'pokemon'],
  },
  // The side of the exporter each ending's winner is on (endSide.ts).
  endWonByOwner: ['O oponente se rendeu. {winner} venceu.'],
  endWonByOpponent: [],
};
