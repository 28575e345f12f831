/**
 * Spanish (Spain, `es`) phrasing of PTCGL game logs (issue 12).
 *
 * Definitions: the client ships two Spanish locales. Spain's (`es`) writes the perfect tense (`ha robado una
 * carta.`, `ha barajado su baraja.`) and *coger* for Prize cards; Latin America's (`es-419`, es419.ts) writes the
 * simple past (`robó`, `tomó`, `ganó`) and `mazo` for the deck. The single Spanish client before the 2025 split
 * wrote the simple past with `baraja` (`barajó su baraja.`): such logs are read with es419.ts and reported as `es`
 * (prepare.ts).
 *
 * Sources: the client's own `blog_loc_*` Spain-Spanish strings as published by an open-source log parser (every
 * action line below); the ending sentences, which the string bundle does not hold, from Spain-Spanish lines quoted
 * by public log readers (`El rival se ha rendido.`, `Todas las cartas de Premio cogidas.`, `El rival no tiene Pokémon
 * en juego.`). Lines marked "inferred" were seen in no public source.
 *
 * Decisions: every Pokémon sentence carries its article (`El Miraidon de X …`, `al Lugia V`), so the templates do;
 * the attack line names the damage before the attack (`ha infligido 180 puntos de daño usando …`).
 */
import type { PtcglPhrases } from '../types.ts';

export const ES_PHRASES: PtcglPhrases = {
  language: 'es',
  setup: ['Preparación'],
  checkup: ['Chequeo Pokémon'],
  turnHeader: ['Turn # {n} - Turno de {player}', 'Turno de {player}'],
  heads: ['cara'],
  tails: ['cruz'],
  coinCall: ['{player} ha elegido {call} para el lanzamiento de moneda inicial.'],
  coinWon: ['{player} ha ganado el lanzamiento de moneda.'],
  goFirst: ['{player} ha decidido empezar en primer lugar.'],
  goSecond: ['{player} ha decidido empezar en segundo lugar.'],
  openingHand: ['{player} ha robado {n} cartas de la mano inicial.'],
  openingGrid: ['{n} cartas robadas.'],
  mulliganOne: ['{player} ha declarado un mulligan.'],
  mulliganMany: ['{player} ha declarado {n} mulligans.', '{player} ha declarado {n} mulligan(s).'],
  mulliganReveal: ['Cartas mostradas por el mulligan número {n}'],
  mulliganBonus: [
    '{player} ha robado {n} cartas más porque {opponent} ha declarado al menos un mulligan.',
    '{player} ha robado una carta más porque {opponent} ha declarado al menos un mulligan.',
  ],
  prizeOne: ['{player} ha cogido una carta de Premio.'],
  prizeMany: ['{player} ha cogido {n} cartas de Premio.'],
  prizeCardRevealed: ['Se ha añadido {card} a la mano de {player}.'],
  prizeCardHidden: ['Se ha añadido Una carta a la mano de {player}.'],
  knockedOut: ['¡El {pokemon} de {player} ha quedado Fuera de Combate!'],
  turnEnded: ['{player} ha terminado su turno.'],
  drewCard: ['{player} ha robado {card}.'],
  drewHidden: ['{player} ha robado una carta.', '{player} ha robado {n} cartas.'],
  drewPlayed: [
    '{player} ha robado {n} cartas y las ha puesto en juego en la Banca.',
    '{player} ha robado {card} y lo ha puesto en juego en la Banca.',
    '{player} ha robado {card} y lo ha colocado en el Puesto Activo.',
    '{player} ha robado la carta de Estadio {card} y la ha puesto en juego.',
    '{player} ha robado y jugado {card}.',
  ],
  playedToActive: ['{player} ha puesto en juego a {card} en el Puesto Activo.'],
  playedToBench: ['{player} ha puesto en juego a {card} en la Banca.'],
  playedStadium: ['{player} ha puesto en juego la carta de Estadio {card}.'],
  played: ['{player} ha jugado {card}.'],
  attached: [
    '{player} ha unido {card} al {target} en el Puesto Activo.',
    '{player} ha unido {card} al {target} en la Banca.',
    '{player} ha unido {card} a {target}.',
  ],
  evolved: [
    '{player} ha hecho que el {pokemon} del Puesto Activo evolucione a {target}.',
    '{player} ha hecho que el {pokemon} en Banca evolucione a {target}.',
    '{player} ha hecho que {pokemon} evolucione a {target}.',
  ],
  used: [
    'El {pokemon} de {player} ha infligido {damage} puntos de daño usando {attack} contra el {target} de {opponent}.{rest}',
    'El {pokemon} de {player} ha usado {attack}.',
  ],
  retreated: ['{player} ha retirado a {pokemon} a la Banca.'],
  nowActive: ['El {pokemon} de {player} pasa a estar en el Puesto Activo.'],
  // Shuffles (issue 30): the deck, the hand, cards shuffled back by count or by name (docs/decisions.md: which are seen).
  shuffled: [
    '{player} ha barajado su baraja.',
    '{player} ha barajado su mano.',
    '{player} ha barajado {n} cartas en su baraja.',
    '{player} ha barajado {card} en su baraja.',
  ],
  discarded: [
    '{player} ha descartado {n} cartas.',
    '{player} ha descartado {card}.',
    'Se han descartado {n} cartas del {pokemon} de {player}.',
    'Se ha descartado {card} del {pokemon} de {player}.',
  ],
  endPrizes: [
    'Todas las cartas de Premio cogidas. {winner} ha ganado.',
    // inferred: the loser's view, after the English "Opponent took all of their Prize cards."
    'El rival ha cogido todas sus cartas de Premio. {winner} ha ganado.',
  ],
  endConcede: [
    'El rival se ha rendido. {winner} ha ganado.',
    // inferred: the exporter's own concession, after the Latin-American "Te rendiste."
    'Te has rendido. {winner} ha ganado.',
  ],
  endDeckOut: [],
  endNoPokemon: ['El rival no tiene Pokémon en juego. {winner} ha ganado.'],
  endTimeout: [],
  endWinnerOnly: ['{winner} ha ganado.'],
  timeoutAction: ['{player} no ha actuado a tiempo.'],
  endReasonWords: {
    concede: ['rendido', 'rendir', 'abandon'],
    prizes: ['premio'],
    timeout: ['tiempo', 'inactiv'],
    deck_out: ['baraja', 'robar'],
    no_pokemon: ['pokémon', 'pokemon'],
  },
  // The side of the exporter each ending's winner is on (endSide.ts).
  endWonByOwner: [
    'El rival se ha rendido. {winner} ha ganado.',
    'El rival no tiene Pokémon en juego. {winner} ha ganado.',
  ],
  endWonByOpponent: [
    'El rival ha cogido todas sus cartas de Premio. {winner} ha ganado.',
    'Te has rendido. {winner} ha ganado.',
  ],
};
