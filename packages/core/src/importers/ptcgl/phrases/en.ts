/**
 * English phrasing of PTCGL game logs (issue 12), from the client's own `blog_loc_*` strings as published by
 * open-source log parsers and from real exported logs.
 *
 * Decisions: every ending is written `[reason]. [winner] wins.`; the reasons confirmed in real logs are listed in the
 * `end*` keys (prizes: `All Prize cards taken.`, `Opponent took all of their Prize cards.`, the sweep `Knocked Out all
 * your opponent's Pokémon in play and took all your Prize cards.`; concede: `Opponent conceded.`, `You conceded.`;
 * deck out: `Opponent's deck ran out of cards.`; no Pokémon: `No Benched Pokémon for backup.`, `Knocked Out with no
 * Benched Pokémon.`; timeout: `Opponent was inactive for too long.`), and unseen wordings are classified by
 * `endReasonWords` (see types.ts). Old exports prefix turn headings with `Turn # N - `.
 */
import type { PtcglPhrases } from '../types.ts';

export const EN_PHRASES: PtcglPhrases = {
  language: 'en',
  setup: ['Setup'],
  checkup: ['Pokémon Checkup'],
  turnHeader: ["Turn # {n} - {player}'s Turn", "{player}'s Turn"],
  heads: ['heads'],
  tails: ['tails'],
  coinCall: ['{player} chose {call} for the opening coin flip.'],
  coinWon: ['{player} won the coin toss.'],
  goFirst: ['{player} decided to go first.'],
  goSecond: ['{player} decided to go second.'],
  openingHand: ['{player} drew {n} cards for the opening hand.'],
  openingGrid: ['{n} drawn cards.'],
  mulliganOne: ['{player} took a mulligan.'],
  mulliganMany: ['{player} took {n} mulligans.', '{player} took {n} mulligan(s).'],
  mulliganReveal: ['Cards revealed from Mulligan {n}'],
  mulliganBonus: [
    '{player} drew {n} more cards because {opponent} took at least 1 mulligan.',
    '{player} drew {n} more card because {opponent} took at least 1 mulligan.',
  ],
  prizeOne: ['{player} took a Prize card.'],
  prizeMany: ['{player} took {n} Prize cards.'],
  prizeCardRevealed: ["{card} was added to {player}'s hand."],
  prizeCardHidden: ["A card was added to {player}'s hand."],
  knockedOut: ["{player}'s {pokemon} was Knocked Out!"],
  turnEnded: ['{player} ended their turn.'],
  drewCard: ['{player} drew {card}.'],
  drewHidden: ['{player} drew a card.', '{player} drew {n} cards.'],
  drewPlayed: [
    '{player} drew {n} cards and played them to the Bench.',
    '{player} drew {card} and played it to the Bench.',
    '{player} drew {card} and played it to the Active Spot.',
    '{player} drew {card} and played it to the Stadium spot.',
    '{player} drew and played {card}.',
  ],
  playedToActive: ['{player} played {card} to the Active Spot.'],
  playedToBench: ['{player} played {card} to the Bench.'],
  playedStadium: ['{player} played {card} to the Stadium spot.'],
  played: ['{player} played {card}.'],
  attached: [
    '{player} attached {card} to {target} in the Active Spot.',
    '{player} attached {card} to {target} on the Bench.',
    '{player} attached {card} to {target}.',
  ],
  evolved: [
    '{player} evolved {pokemon} to {target} in the Active Spot.',
    '{player} evolved {pokemon} to {target} on the Bench.',
    '{player} evolved {pokemon} to {target}.',
  ],
  used: [
    "{player}'s {pokemon} used {attack} on {opponent}'s {target} for {damage} damage.{rest}",
    "{player}'s {pokemon} used {attack}.",
  ],
  retreated: ['{player} retreated {pokemon} to the Bench.'],
  nowActive: ["{player}'s {pokemon} is now in the Active Spot."],
  // Shuffles (issue 30): the deck, the hand, cards shuffled back by count or by name (docs/decisions.md: which are seen).
  shuffled: [
    '{player} shuffled their deck.',
    '{player} shuffled their hand.',
    '{player} shuffled {n} cards into their deck.',
    '{player} shuffled {card} into their deck.',
  ],
  discarded: [
    '{player} discarded {n} cards.',
    '{player} discarded {card}.',
    "{n} cards were discarded from {player}'s {pokemon}.",
    "{card} was discarded from {player}'s {pokemon}.",
  ],
  endPrizes: [
    'All Prize cards taken. {winner} wins.',
    'Opponent took all of their Prize cards. {winner} wins.',
    "Knocked Out all your opponent's Pokémon in play and took all your Prize cards. {winner} wins.",
  ],
  // `You conceded.` is the exporter's own concession: the named winner is the opponent.
  endConcede: ['Opponent conceded. {winner} wins.', 'You conceded. {winner} wins.', '{loser} conceded. {winner} wins.'],
  endDeckOut: ["Opponent's deck ran out of cards. {winner} wins."],
  endNoPokemon: [
    'No Benched Pokémon for backup. {winner} wins.',
    'Knocked Out with no Benched Pokémon. {winner} wins.',
  ],
  endTimeout: ['Opponent was inactive for too long. {winner} wins.'],
  endWinnerOnly: ['{winner} wins.'],
  timeoutAction: ["{player} didn't take an action in time."],
  endReasonWords: {
    concede: ['conceded', 'concede', 'resigned', 'forfeit'],
    prizes: ['prize'],
    timeout: ['time', 'inactive', 'idle'],
    deck_out: ['deck', 'draw', 'out of cards', 'no cards'],
    no_pokemon: ['pokémon', 'pokemon'],
  },
  // The side of the exporter each ending's winner is on (endSide.ts).
  endWonByOwner: [
    'Opponent conceded. {winner} wins.',
    "Opponent's deck ran out of cards. {winner} wins.",
    'Opponent was inactive for too long. {winner} wins.',
    "Knocked Out all your opponent's Pokémon in play and took all your Prize cards. {winner} wins.",
  ],
  endWonByOpponent: ['You conceded. {winner} wins.', 'Opponent took all of their Prize cards. {winner} wins.'],
};
