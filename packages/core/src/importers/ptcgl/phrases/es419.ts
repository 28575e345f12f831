/**
 * Latin-American Spanish (es-419) phrasing of PTCGL game logs (issue 12).
 *
 * Definitions: the client's Latin-American Spanish writes the simple past (`robó`, `tomó`, `ganó`) and calls the
 * deck `mazo` (`barajó su mazo.`), where Spain's Spanish (es.ts) writes the perfect tense and `baraja`.
 *
 * Sources: the client's own `blog_loc_*` Latin-American strings (locale `es_la`) as published by an open-source log
 * parser (every action line below); real exports quoted by public tools for the endings, which the string bundle
 * does not hold (`El rival se rindió.`, `Te rendiste.`, `Todas las cartas de Premio tomadas.`); and the older
 * single-Spanish client, whose simple-past sentences this locale kept (`Turn # N -` headers, `pasa a estar en el
 * Puesto Activo`, `… en el Puesto Activo evolucione a …`). Lines marked "inferred" were seen in no public source.
 *
 * Decisions:
 * - Old single-Spanish logs (before the 2025 split) are read with this table, since their verbs are this locale's,
 *   but report `es`: they call the deck `baraja` (`barajó su baraja`), Spain's word (prepare.ts).
 * - `Te rendiste.` is the exporter's own concession: the named winner is the opponent; the engine derives who
 *   conceded as the other player.
 * - The hidden prize line is `Se añadió Una carta a la mano de X.` (the client's "a card" word, capitalised).
 */
import type { PtcglPhrases } from '../types.ts';

export const ES_419_PHRASES: PtcglPhrases = {
  language: 'es-419',
  setup: ['Preparación'],
  checkup: ['Chequeo Pokémon'],
  turnHeader: ['Turn # {n} - Turno de {player}', 'Turno de {player}'],
  heads: ['cara'],
  tails: ['cruz'],
  coinCall: ['{player} eligió {call} para el lanzamiento de moneda inicial.'],
  coinWon: ['{player} ganó el lanzamiento de moneda.'],
  goFirst: ['{player} decidió empezar en primer lugar.'],
  goSecond: ['{player} decidió empezar en segundo lugar.'],
  openingHand: ['{player} robó {n} cartas de la mano inicial.'],
  openingGrid: ['{n} cartas robadas.'],
  mulliganOne: ['{player} declaró un mulligan.'],
  mulliganMany: ['{player} declaró {n} mulligans.', '{player} declaró {n} mulligan(s).'],
  mulliganReveal: ['Cartas mostradas por el mulligan número {n}'],
  mulliganBonus: [
    '{player} robó {n} cartas más porque {opponent} declaró al menos un mulligan.',
    '{player} robó una carta más porque {opponent} declaró al menos un mulligan.',
  ],
  prizeOne: ['{player} tomó una carta de Premio.'],
  prizeMany: ['{player} tomó {n} cartas de Premio.'],
  prizeCardRevealed: ['Se añadió {card} a la mano de {player}.'],
  prizeCardHidden: ['Se añadió Una carta a la mano de {player}.'],
  knockedOut: ['¡El {pokemon} de {player} quedó Fuera de Combate!'],
  turnEnded: ['{player} terminó su turno.'],
  drewCard: ['{player} robó {card}.'],
  drewHidden: ['{player} robó una carta.', '{player} robó {n} cartas.'],
  drewPlayed: [
    '{player} robó {n} cartas y las puso en juego en la Banca.',
    '{player} robó {card} y lo puso en juego en la Banca.',
    '{player} robó {card} y lo colocó en el Puesto Activo.',
    '{player} robó la carta de Estadio {card} y la puso en juego.',
    '{player} robó y jugó {card}.',
  ],
  playedToActive: ['{player} puso en juego a {card} en el Puesto Activo.'],
  playedToBench: ['{player} puso en juego a {card} en la Banca.'],
  playedStadium: ['{player} puso en juego la carta de Estadio {card}.'],
  played: ['{player} jugó {card}.'],
  attached: [
    '{player} unió {card} al {target} en el Puesto Activo.',
    '{player} unió {card} al {target} en la Banca.',
    '{player} unió {card} a {target}.',
  ],
  evolved: [
    '{player} hizo que el {pokemon} del Puesto Activo evolucione a {target}.',
    '{player} hizo que el {pokemon} en el Puesto Activo evolucione a {target}.',
    '{player} hizo que el {pokemon} en Banca evolucione a {target}.',
    '{player} hizo que {pokemon} evolucione a {target}.',
  ],
  used: [
    'El {pokemon} de {player} infligió {damage} puntos de daño usando {attack} contra el {target} de {opponent}.{rest}',
    'El {pokemon} de {player} usó {attack}.',
  ],
  retreated: ['{player} retiró a {pokemon} a la Banca.'],
  nowActive: [
    'El {pokemon} de {player} ahora está en el Puesto Activo.',
    'El {pokemon} de {player} pasa a estar en el Puesto Activo.',
  ],
  // Shuffles (issue 30): the deck, the hand, cards shuffled back by count or by name (docs/decisions.md: which are seen).
  shuffled: [
    '{player} barajó su mazo.',
    '{player} barajó su baraja.',
    '{player} barajó su mano.',
    '{player} barajó {n} cartas en su mazo.',
    '{player} barajó {card} en su mazo.',
  ],
  discarded: [
    '{player} descartó {n} cartas.',
    '{player} descartó {card}.',
    'Se descartaron {n} cartas del {pokemon} de {player}.',
    'Se descartó {card} del {pokemon} de {player}.',
  ],
  endPrizes: [
    'Todas las cartas de Premio tomadas. {winner} ganó.',
    // inferred: the loser's view, after the English "Opponent took all of their Prize cards."
    'El rival tomó todas sus cartas de Premio. {winner} ganó.',
  ],
  endConcede: ['El rival se rindió. {winner} ganó.', 'Te rendiste. {winner} ganó.'],
  endDeckOut: [],
  // inferred: the Spain-Spanish no-Pokémon sentence, which both locales share word for word.
  endNoPokemon: ['El rival no tiene Pokémon en juego. {winner} ganó.'],
  endTimeout: [],
  endWinnerOnly: ['{winner} ganó.'],
  timeoutAction: ['{player} no realizó una acción a tiempo.'],
  endReasonWords: {
    concede: ['rindió', 'rendiste', 'rendir', 'abandon'],
    prizes: ['premio'],
    timeout: ['tiempo', 'inactiv'],
    deck_out: ['mazo', 'robar'],
    no_pokemon: ['pokémon', 'pokemon'],
  },
  // The side of the exporter each ending's winner is on (endSide.ts).
  endWonByOwner: ['El rival se rindió. {winner} ganó.', 'El rival no tiene Pokémon en juego. {winner} ganó.'],
  endWonByOpponent: ['El rival tomó todas sus cartas de Premio. {winner} ganó.', 'Te rendiste. {winner} ganó.'],
};
