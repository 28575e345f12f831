/**
 * Italian phrasing of PTCGL game logs (issue 12).
 *
 * Sources: the client's own `blog_loc_*` Italian strings as published by an open-source log parser (every action
 * line below), and a real Italian export published as a test file of a public log reader (the concession ending,
 * which the string bundle does not hold). Lines marked "inferred" were seen in no public source.
 *
 * Decisions:
 * - A mulligan is a *mano perdente* ("losing hand"); a prize card is a *carta Premio*.
 * - `Hai concesso la vittoria all'avversario.` is the exporter's own concession: the named winner is the opponent and
 *   the concession belongs to the other player, which the engine derives.
 * - The prize-out endings are inferred from the client's wording of prize lines (no public Italian log ends on
 *   prizes); `endReasonWords` classifies any other wording containing "Premio".
 */
import type { PtcglPhrases } from '../types.ts';

export const IT_PHRASES: PtcglPhrases = {
  language: 'it',
  setup: ['Allestimento'],
  checkup: ['Controllo Pokémon'],
  turnHeader: ['Turn # {n} - Turno di {player}', 'Turno di {player}'],
  heads: ['testa'],
  tails: ['croce'],
  coinCall: ['{player} ha scelto {call} per il lancio della moneta iniziale.'],
  coinWon: ['{player} ha vinto il lancio della moneta.'],
  goFirst: ['{player} ha deciso di andare per primo.'],
  goSecond: ['{player} ha deciso di andare per secondo.'],
  openingHand: ["{player} ha pescato {n} carte come mano d'apertura."],
  openingGrid: ['{n} carte pescate.'],
  mulliganOne: ['{player} ha dichiarato una mano perdente.'],
  mulliganMany: ['{player} ha dichiarato {n} mani perdenti.', 'Mani perdenti dichiarate da {player}: {n}'],
  mulliganReveal: ['Carte mostrate per la mano perdente: {n}'],
  mulliganBonus: [
    '{player} ha pescato {n} carte in più perché {opponent} ha dichiarato almeno una mano perdente.',
    '{player} ha pescato una carta in più perché {opponent} ha dichiarato almeno una mano perdente.',
  ],
  prizeOne: ['{player} ha preso una carta Premio.'],
  prizeMany: ['{player} ha preso {n} carte Premio.'],
  prizeCardRevealed: ['{card} si aggiunge alla mano di {player}.'],
  prizeCardHidden: ['Una carta si aggiunge alla mano di {player}.'],
  knockedOut: ['{pokemon} di {player} è stato messo KO!'],
  turnEnded: ['{player} ha terminato il proprio turno.'],
  drewCard: ['{player} ha pescato {card}.'],
  drewHidden: ['{player} ha pescato una carta.', '{player} ha pescato {n} carte.'],
  drewPlayed: [
    '{player} ha pescato {n} carte e le ha giocate in panchina.',
    '{player} ha pescato e giocato {card} in panchina.',
    '{player} ha pescato e giocato {card} in posizione attiva.',
    '{player} ha pescato e giocato {card} nello spazio delle carte Stadio.',
    '{player} ha pescato e giocato {card}.',
  ],
  playedToActive: ['{player} ha giocato {card} in posizione attiva.'],
  playedToBench: ['{player} ha giocato {card} in panchina.'],
  playedStadium: ['{player} ha giocato {card} nello spazio delle carte Stadio.'],
  played: ['{player} ha giocato {card}.'],
  attached: [
    '{player} ha assegnato {card} a {target} in posizione attiva.',
    '{player} ha assegnato {card} a {target} in panchina.',
    '{player} ha assegnato {card} a {target}.',
  ],
  // The client names the zone between the two Pokémon: "evolvere Pidgey in panchina in Pidgeotto".
  evolved: [
    '{player} ha fatto evolvere {pokemon} in posizione attiva in {target}.',
    '{player} ha fatto evolvere {pokemon} in panchina in {target}.',
    '{player} ha fatto evolvere {pokemon} in {target}.',
  ],
  used: [
    '{pokemon} di {player} ha usato {attack} su {target} di {opponent}, infliggendo {damage} danni.{rest}',
    '{pokemon} di {player} ha usato {attack}.',
  ],
  retreated: ['{player} ha ritirato {pokemon} in panchina.'],
  nowActive: ['{pokemon} di {player} è ora in posizione attiva.'],
  // Shuffles (issue 30): the deck, the hand, cards shuffled back by count or by name (docs/decisions.md: which are seen).
  shuffled: [
    '{player} ha rimischiato il proprio mazzo.',
    '{player} ha rimischiato la propria mano.',
    '{player} ha rimischiato {n} carte nel proprio mazzo.',
    '{player} ha rimischiato {card} nel proprio mazzo.',
  ],
  discarded: [
    '{player} ha scartato {n} carte.',
    '{player} ha scartato {card}.',
    '{n} carte sono state scartate da {pokemon} di {player}.',
    '{pokemon} di {player} ha fatto scartare {card}.',
  ],
  // inferred (see the header).
  endPrizes: [
    'Tutte le carte Premio sono state prese. {winner} ha vinto.',
    "L'avversario ha preso tutte le sue carte Premio. {winner} ha vinto.",
  ],
  endConcede: ["Hai concesso la vittoria all'avversario. {winner} ha vinto."],
  endDeckOut: [],
  endNoPokemon: [],
  endTimeout: [],
  endWinnerOnly: ['{winner} ha vinto.'],
  timeoutAction: ["{player} non ha effettuato un'azione in tempo."],
  endReasonWords: {
    concede: ['concesso', 'arreso', 'ritirato', 'abbandon'],
    prizes: ['premio'],
    timeout: ['tempo', 'inattiv'],
    deck_out: ['mazzo', 'pescare'],
    no_pokemon: ['pokémon', 'pokemon'],
  },
  // The side of the exporter each ending's winner is on (endSide.ts).
  endWonByOwner: [],
  endWonByOpponent: [
    "L'avversario ha preso tutte le sue carte Premio. {winner} ha vinto.",
    "Hai concesso la vittoria all'avversario. {winner} ha vinto.",
  ],
};
