/**
 * French phrasing of PTCGL game logs (issue 12).
 *
 * Sources: the client's own `blog_loc_*` French strings as published by an open-source log parser (every action
 * line below), and real French exports published with public log readers (2025-26 client; the ending sentences,
 * which the string bundle does not hold). Lines marked "inferred" were seen in no public source.
 *
 * Decisions:
 * - A mulligan is a *misère*; the client writes the KO line with a space before `!` (`a été mis K.O. !`), and the
 *   reader folds spaces but keeps that one, so both spacings are listed.
 * - The hidden prize line is `La carte Une carte a été ajoutée …` (sic): the client puts its "a card" word into the
 *   revealed-card sentence.
 * - The all-Pokémon-knocked-out ending has a doubled full stop in the client (`récupérées.. X gagne.`); it counts
 *   as `prizes`, as the contract says, and both stops are listed.
 * - Endings naming "the opponent" (`L'adversaire …`) name only the winner; who conceded is the other player.
 */
import type { PtcglPhrases } from '../types.ts';

export const FR_PHRASES: PtcglPhrases = {
  language: 'fr',
  // "Mise en place" is the older client's heading, as public readers of older French logs still look for it.
  setup: ['Préparation', 'Mise en place'],
  checkup: ['Contrôle Pokémon'],
  turnHeader: ['Turn # {n} - Tour de {player}', 'Tour de {player}'],
  heads: ['face'],
  tails: ['pile'],
  coinCall: ['{player} a choisi {call} pour le lancer de pièce initial.'],
  coinWon: ['{player} a gagné le lancer de pièce.'],
  goFirst: ['{player} a décidé de jouer en premier.'],
  goSecond: ['{player} a décidé de jouer en second.'],
  openingHand: ['{player} a pioché {n} cartes pour sa main de départ.'],
  openingGrid: ['{n} cartes piochées.'],
  mulliganOne: ['{player} a déclaré une misère.'],
  mulliganMany: ['{player} a déclaré {n} misères.', '{player} a déclaré {n} misère(s).'],
  mulliganReveal: ['Cartes montrées à la suite de la misère {n}.'],
  mulliganBonus: [
    '{player} a pioché {n} cartes supplémentaires car {opponent} a déclaré au moins une misère.',
    '{player} a pioché une carte supplémentaire car {opponent} a déclaré au moins une misère.',
  ],
  prizeOne: ['{player} a récupéré une carte Récompense.'],
  prizeMany: ['{player} a récupéré {n} cartes Récompense.'],
  prizeCardRevealed: ['La carte {card} a été ajoutée à la main de {player}.'],
  prizeCardHidden: ['La carte Une carte a été ajoutée à la main de {player}.'],
  knockedOut: ['{pokemon} de {player} a été mis K.O. !', '{pokemon} de {player} a été mis K.O.!'],
  turnEnded: ['{player} a mis fin à son tour.'],
  drewCard: ['{player} a pioché {card}.'],
  drewHidden: ['{player} a pioché une carte.', '{player} a pioché {n} cartes.'],
  drewPlayed: [
    '{player} a pioché {n} cartes et les a jouées sur le Banc.',
    "{player} a pioché la carte {card} et l'a jouée sur le Banc.",
    "{player} a pioché la carte {card} et l'a jouée sur le Poste Actif.",
    "{player} a pioché la carte {card} et l'a jouée comme Stade.",
    '{player} a pioché et joué {card}.',
  ],
  playedToActive: ['{player} a joué {card} sur le Poste Actif.'],
  playedToBench: ['{player} a joué {card} sur le Banc.'],
  playedStadium: ['{player} a joué {card} comme Stade.'],
  played: ['{player} a joué {card}.'],
  attached: [
    '{player} a attaché {card} à {target} sur le Poste Actif.',
    '{player} a attaché {card} à {target} sur le Banc.',
    '{player} a attaché {card} à {target}.',
  ],
  evolved: [
    '{player} a fait évoluer {pokemon} en {target} sur le Poste Actif.',
    '{player} a fait évoluer {pokemon} en {target} sur le Banc.',
    '{player} a fait évoluer {pokemon} en {target}.',
  ],
  used: [
    '{pokemon} de {player} a utilisé {attack} sur {target} de {opponent} et a infligé {damage} dégâts.{rest}',
    '{pokemon} de {player} a utilisé {attack}.',
  ],
  retreated: ['{player} a fait battre en retraite {pokemon} sur le Banc.'],
  nowActive: ['{pokemon} de {player} est maintenant sur le Poste Actif.'],
  // Shuffles (issue 30): the deck, the hand, cards shuffled back by count or by name (docs/decisions.md: which are seen).
  shuffled: [
    '{player} a mélangé son deck.',
    '{player} a mélangé sa main.',
    '{player} a mélangé {n} cartes avec son deck.',
    '{player} a mélangé {card} avec son deck.',
  ],
  discarded: [
    '{player} a défaussé {n} cartes.',
    '{player} a défaussé {card}.',
    '{n} cartes ont été défaussées de {pokemon} de {player}.',
    'La carte {card} a été défaussée de {pokemon} de {player}.',
  ],
  endPrizes: [
    'Toutes les cartes Récompense ont été récupérées. {winner} gagne.',
    "L'adversaire a récupéré toutes ses cartes Récompense. {winner} gagne.",
    "L'adversaire a mis K.O. tous vos Pokémon en jeu, et toutes ses cartes Récompense ont été récupérées.. {winner} gagne.",
  ],
  endConcede: ["L'adversaire a concédé la partie. {winner} gagne."],
  endDeckOut: [],
  endNoPokemon: [],
  endTimeout: [],
  endWinnerOnly: ['{winner} gagne.'],
  timeoutAction: ["{player} n'a pas agi à temps."],
  endReasonWords: {
    concede: ['concédé', 'abandon'],
    prizes: ['récompense'],
    timeout: ['temps', 'inactif'],
    deck_out: ['deck', 'piocher'],
    no_pokemon: ['pokémon', 'pokemon'],
  },
  // The side of the exporter each ending's winner is on (endSide.ts).
  endWonByOwner: ["L'adversaire a concédé la partie. {winner} gagne."],
  endWonByOpponent: [
    "L'adversaire a récupéré toutes ses cartes Récompense. {winner} gagne.",
    "L'adversaire a mis K.O. tous vos Pokémon en jeu, et toutes ses cartes Récompense ont été récupérées.. {winner} gagne.",
  ],
};
