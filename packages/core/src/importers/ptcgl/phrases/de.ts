/**
 * German phrasing of PTCGL game logs (issue 12), from the client's `blog_loc_*` strings as published by open-source
 * log parsers and from real exported logs. A mulligan is a *Neustart*; old exports keep the English `Turn # N - `
 * before `Zug von X`.
 */
import type { PtcglPhrases } from '../types.ts';

export const DE_PHRASES: PtcglPhrases = {
  language: 'de',
  setup: ['Vorbereitung'],
  checkup: ['Pokémon-Check'],
  turnHeader: ['Turn # {n} - Zug von {player}', 'Zug # {n} - Zug von {player}', 'Zug von {player}'],
  heads: ['Kopf'],
  tails: ['Zahl'],
  coinCall: ['{player} hat {call} für den Münzwurf am Anfang gewählt.'],
  coinWon: ['{player} hat den Münzwurf gewonnen.'],
  goFirst: ['{player} möchte als Erster dran sein.'],
  goSecond: ['{player} möchte als Zweiter dran sein.'],
  openingHand: ['{player} hat für die Starthand {n} Karten gezogen.'],
  openingGrid: ['{n} gezogene Karten'],
  mulliganOne: ['{player} hat einen Neustart gemacht.'],
  mulliganMany: ['{player} hat {n} Neustarts gemacht.', '{player} hat {n} Neustart(s) gemacht.'],
  mulliganReveal: ['Enthüllte Karten vom Neustart: {n}'],
  mulliganBonus: [
    '{player} hat {n} zusätzliche Karten gezogen, weil {opponent} mindestens 1 Neustart hatte.',
    '{player} hat {n} zusätzliche Karte gezogen, weil {opponent} mindestens 1 Neustart hatte.',
  ],
  prizeOne: ['{player} hat eine Preiskarte aufgenommen.'],
  prizeMany: ['{player} hat {n} Preiskarten aufgenommen.'],
  prizeCardRevealed: ['{card} wurde zu der Hand von {player} hinzugefügt.'],
  prizeCardHidden: ['Eine Karte wurde zu der Hand von {player} hinzugefügt.'],
  knockedOut: ['{pokemon} von {player} wurde kampfunfähig gemacht!'],
  turnEnded: ['{player} hat den eigenen Zug beendet.'],
  drewCard: ['{player} hat {card} gezogen.'],
  drewHidden: ['{player} hat eine Karte gezogen.', '{player} hat {n} Karten gezogen.'],
  drewPlayed: [
    '{player} hat {n} Karten gezogen und auf die Bank gespielt.',
    '{player} hat {card} gezogen und auf die Bank gelegt.',
    '{player} hat {card} gezogen und in die Aktive Position gelegt.',
    '{player} hat {card} gezogen und auf das Stadion-Feld gespielt.',
    '{player} hat {card} gezogen und gespielt.',
  ],
  playedToActive: ['{player} hat {card} in die Aktive Position gelegt.'],
  playedToBench: ['{player} hat {card} auf die Bank gelegt.'],
  playedStadium: ['{player} hat {card} auf das Stadion-Feld gespielt.'],
  played: ['{player} hat {card} gespielt.'],
  attached: [
    '{player} hat {card} an {target} in der Aktiven Position angelegt.',
    '{player} hat {card} an {target} auf der Bank angelegt.',
    '{player} hat {card} an {target} angelegt.',
  ],
  evolved: [
    '{player} hat {pokemon} in der Aktiven Position zu {target} entwickelt.',
    '{player} hat {pokemon} auf der Bank zu {target} entwickelt.',
    '{player} hat {pokemon} zu {target} entwickelt.',
  ],
  used: [
    '{pokemon} von {player} hat {attack} gegen {target} von {opponent} für {damage} Schadenspunkte eingesetzt.{rest}',
    '{pokemon} von {player} hat {attack} eingesetzt.',
  ],
  retreated: ['{player} hat {pokemon} auf die Bank zurückgezogen.'],
  nowActive: ['{pokemon} von {player} ist jetzt in der Aktiven Position.'],
  // Shuffles (issue 30): the deck, the hand, cards shuffled back by count or by name (docs/decisions.md: which are seen).
  shuffled: [
    '{player} hat das eigene Deck gemischt.',
    '{player} hat die eigenen Handkarten gemischt.',
    '{player} hat {n} Karten in das eigene Deck gemischt.',
    '{player} hat {card} in das eigene Deck gemischt.',
  ],
  discarded: [
    // A card discarded by the player's own effect, as newer exports write it (`Ann hat Nestball von Ann auf den
    // Ablagestapel von Ann gelegt.`).
    '{player} hat {n} Karten von {player} auf den Ablagestapel von {player} gelegt.',
    '{player} hat {card} von {player} auf den Ablagestapel von {player} gelegt.',
    '{player} hat {n} Karten auf den Ablagestapel gelegt.',
    '{player} hat {card} auf den Ablagestapel gelegt.',
    '{n} Karten wurden von {pokemon} von {player} auf den Ablagestapel gelegt.',
    '{pokemon} von {player} hat {card} auf den Ablagestapel gelegt.',
  ],
  endPrizes: ['Alle Preiskarten genommen. {winner} hat gewonnen.'],
  // `Du hast aufgegeben.` (seen in a real log) is the exporter's own concession: the named winner is the opponent.
  endConcede: ['Der Gegner hat aufgegeben. {winner} hat gewonnen.', 'Du hast aufgegeben. {winner} hat gewonnen.'],
  endDeckOut: [],
  endNoPokemon: [],
  endTimeout: [],
  endWinnerOnly: ['{winner} hat gewonnen.'],
  timeoutAction: ['{player} hat nicht schnell genug gehandelt.'],
  endReasonWords: {
    concede: ['aufgegeben', 'aufgeben', 'kapituliert'],
    prizes: ['preiskarte'],
    timeout: ['zeit', 'inaktiv', 'rechtzeitig', 'schnell genug'],
    deck_out: ['deck', 'ziehen', 'gezogen'],
    no_pokemon: ['pokémon', 'pokemon'],
  },
  // The side of the exporter each ending's winner is on (endSide.ts).
  endWonByOwner: ['Der Gegner hat aufgegeben. {winner} hat gewonnen.'],
  endWonByOpponent: ['Du hast aufgegeben. {winner} hat gewonnen.'],
};
