/**
 * The shapes of the Showdown replay import (issue 13): what `readShowdownReplay` reads from one replay (its JSON or
 * its bare battle log), and what the import proposes from several. Pure data: the server answers them as JSON and
 * the browser computes the same ones for guests.
 *
 * Species are Showdown species names (`Urshifu-Rapid-Strike`, `Ogerpon-Hearthflame`, `Calyrex-Shadow`), never
 * nicknames, and never battle-only formes: a Mega, a Tera forme, a Crowned hero, Ogerpon's Tera mask, Palafin-Hero,
 * Terapagos-Terastal and the like are named after the species the player brought (`Charizard`,
 * `Ogerpon-Hearthflame`, `Zacian`, `Terapagos`). A team-preview wildcard (`Urshifu-*`) stays a wildcard in
 * `teamPreview` (that is what was shown) and is resolved to the real forme wherever the battle revealed it.
 */

export type ShowdownSide = 'p1' | 'p2';
export type PerSide<T> = { p1: T; p2: T };

/** How a battle ended, as the log says it. */
export type ShowdownEndReason =
  /** The last Pokémon of a side fainted (`|win|` after the faints). */
  | 'knockout'
  /** `{name} forfeited.` */
  | 'forfeit'
  /** `{name} lost due to inactivity.` (the battle timer). */
  | 'inactivity'
  /** `|tie` */
  | 'tie'
  /** A `|win|` with no other cue (a moderator's decision, an unknown message). */
  | 'other';

export interface ShowdownTera {
  /** The species that terastallized (see header: the brought species, not its Tera forme). */
  species: string;
  /** The Tera type (`Fire`, `Stellar`…). */
  type: string;
}

/** A Mega Evolution (issue 29, Pokémon Champions and earlier Mega generations). */
export interface ShowdownMega {
  /** The species that Mega Evolved (see header: the brought species, `Charizard`, not its Mega forme). */
  species: string;
  /** The Mega forme it became (`Charizard-Mega-Y`); '' when the log did not show it. */
  forme: string;
  /** The Mega Stone (`Charizardite Y`); '' when the log did not name it. */
  item: string;
}

/** The moves one Pokémon chose in a battle (see readShowdownReplay.ts), each once, in the order first used. */
export interface ShowdownMovesUsed {
  /** The brought species (see header). */
  species: string;
  moves: string[];
}

/** One Pokémon of an open team sheet (`|showteam|`), with names as the games write them. */
export interface ShowdownSheetPokemon {
  species: string;
  /** '' when the Pokémon has no nickname (or the nickname is the species). */
  nickname: string;
  item: string;
  ability: string;
  moves: string[];
  /** '' when the sheet does not say. */
  teraType: string;
  gender: 'M' | 'F' | null;
  level: number;
}

/** A line the reader could not make sense of, or a fact it had to leave out; never a throw. */
export interface ShowdownReplayProblem {
  /** 1-based line of the battle log; 0 for the input as a whole. */
  line: number;
  /** The line as written (trimmed, at most 200 characters). */
  text: string;
  message: string;
}

/** Showdown's best-of-3 series a game belongs to (`|uhtml|bestof|…Game N of a best-of-3…`). */
export interface ShowdownSeries {
  /** The series room without its password: `gen9vgc2026regfbo3-2493139848`. */
  seriesId: string;
  /** 1, 2 or 3. */
  game: number;
  /** 3 for a best-of-3. */
  of: number;
}

export interface ShowdownReplayReading {
  /** False when the input is not a Showdown replay or battle log at all; `notAReplayReason` says why. */
  isReplay: boolean;
  notAReplayReason: string | null;
  /**
   * A fingerprint of the battle itself (the protocol lines of the battle, without chat, joins, timers and
   * timestamps), the same whether the replay came as JSON, as a bare log or from a downloaded replay page: the key
   * that refuses a second import of one battle. '' when the input is not a replay.
   */
  fingerprint: string;
  /** The replay's id from the JSON (`gen9vgc2024regg-2162538254`), without a private password; null for a bare log. */
  replayId: string | null;
  /** A private replay's password, when the JSON carries it. */
  password: string | null;
  /** The `|tier|` label (`[Gen 9] VGC 2024 Reg G`), else the JSON's `format`; '' when neither says. */
  format: string;
  /** The JSON's `formatid`, else derived from the replay id or the tier label (`gen9vgc2024regg`); '' when unknown. */
  formatId: string;
  gen: number | null;
  /** `|gametype|`: doubles, singles, triples, multi, freeforall; null when the log does not say. */
  gameType: string | null;
  /**
   * The most field positions one side filled (1 singles, 2 doubles, 3 triples; 0 before any switch): tells doubles
   * apart in old logs without `|gametype|`.
   */
  activeSlots?: number;
  rated: boolean;
  /** Unix seconds: the JSON's `uploadtime`, else the battle's first `|t:|`; null when neither is there. */
  uploadTime: number | null;
  /** Unix seconds of the battle's first `|t:|`. */
  startTime: number | null;
  /** The last `|turn|` number (0 when the battle ended before turn 1). */
  turns: number;
  players: PerSide<string>;
  /** The six species shown at team preview, in order, as shown (wildcards kept). */
  teamPreview: PerSide<string[]>;
  /** Species that entered the field (switch, drag, replace), in order of first entry, resolved (see header). */
  brought: PerSide<string[]>;
  /** The two species on the field when the battle started. */
  leads: PerSide<string[]>;
  /** The winner's name as the players' list writes it; null for a tie or a log cut before the end. */
  winner: string | null;
  tie: boolean;
  forfeitedBy: string | null;
  endReason: ShowdownEndReason | null;
  /** The first Pokémon to faint, and whose it was. */
  firstFaint: { side: ShowdownSide; species: string } | null;
  /** Every faint in order, with the turn it happened on. */
  faints: { side: ShowdownSide; species: string; turn: number }[];
  /** Who terastallized what, per side; null when that side did not. */
  tera: PerSide<ShowdownTera | null>;
  /** Who Mega Evolved what, per side; null when that side did not (see readShowdownReplay.ts). */
  mega: PerSide<ShowdownMega | null>;
  /** The moves each side's Pokémon chose, per Pokémon that moved. */
  movesUsed: PerSide<ShowdownMovesUsed[]>;
  /** The open team sheets (`|showteam|`), per side; null when the battle showed none. */
  teamSheets: PerSide<ShowdownSheetPokemon[] | null>;
  /** The best-of-3 series this game is part of; null for a single game. */
  series: ShowdownSeries | null;
  /** CONTRACT (issue 30). Every switch, chosen move, Terastallization, Mega Evolution, faint and forfeit in order. */
  timeline: ShowdownTimelineEvent[];
  problems: ShowdownReplayProblem[];
}

/**
 * What happened in one timeline event (issue 30): 'switch' is any entry onto the field (`|switch|`, `|drag|`,
 * `|replace|`), 'move' a move the Pokémon chose (as in `movesUsed`), 'mega' its Mega Evolution (from whichever of
 * `|-mega|` and the forme change comes first), 'forfeit' the side that forfeited (no Pokémon).
 */
export type ShowdownTimelineAction = 'switch' | 'move' | 'tera' | 'mega' | 'faint' | 'forfeit';

/** One event of a battle's timeline (issue 30), kept short. */
export interface ShowdownTimelineEvent {
  /** The last `|turn|` number before the event (0 for the leads and anything before turn 1), as `faints[].turn`. */
  turn: number;
  side: ShowdownSide;
  action: ShowdownTimelineAction;
  /** The Pokémon as `brought` names it (formes kept, an Illusion's entries its user's); null only for 'forfeit'. */
  pokemon: string | null;
  /** The move, for 'move' only. */
  move?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// The import built on the reader (proposal.ts, importPlan.ts).

/** A saved team the import may link a match to (the player's teams, server or browser). */
export interface ShowdownTeamChoice {
  _id: string;
  name: string;
  format: string;
  pokemon: readonly { species: string }[];
}

export interface ShowdownPreviewOptions {
  /** The name the player chose as theirs in the preview. */
  playerName?: string | null;
  /** The player's remembered Showdown names (profile settings). */
  myShowdownNames?: readonly string[];
  teams?: readonly ShowdownTeamChoice[];
  /** Keys (`showdownReplayKey`) of the replays this player imported before. */
  importedKeys?: ReadonlySet<string>;
}

/** One game of a VGC match from your side, as the logging form records it (schemas/vgcMatches.ts `VgcGame`). */
export interface ShowdownGameFields {
  /**
   * 'tie' when the battle ended in `|tie` (Pokémon Champions: the overall timer ran out); null when the replay does
   * not decide (a log cut before the end) or your side is unknown.
   */
  result: 'win' | 'loss' | 'tie' | null;
  leadPokemon: string[];
  opponentLeadPokemon: string[];
  broughtPokemon: string[];
  opponentBroughtPokemon: string[];
  firstKnockout: 'player' | 'opponent' | null;
  teraPokemon: string | null;
  opponentTeraPokemon: string | null;
  megaPokemon: string | null;
  opponentMegaPokemon: string | null;
  /** The moves your Pokémon chose (`movesUsed`); null when your side is unknown. */
  movesUsed: { pokemon: string; moves: string[] }[] | null;
  /** The Pokémon of each side that fainted (issue 30), once each, in order; empty when your side is unknown. */
  faintedPokemon?: string[];
  opponentFaintedPokemon?: string[];
  replayLink: string;
}

export interface ShowdownGamePreview {
  /** Position of the replay in the request's `replays` (0-based); matches refer to games by it. */
  index: number;
  /** What makes this replay the same one when imported again: `log:<fingerprint>` (one battle, whatever its form); '' for a non-replay. */
  key: string;
  /** The canonical replay link; '' when the replay was pasted as a bare log without a link. */
  replayLink: string;
  reading: ShowdownReplayReading;
  /** Your side; null when nothing tells (the preview asks "Choose which player you are"). */
  me: ShowdownSide | null;
  meSource: 'chosen' | 'showdown-name' | 'team' | null;
  opponentName: string;
  /** Your and the opponent's six (wildcards resolved where the battle revealed them); empty when your side is unknown. */
  playerTeam: string[];
  opponentTeam: string[];
  fields: ShowdownGameFields;
  /** YYYY-MM-DD (UTC) of the upload time, else of the battle's start; null when the replay has neither. */
  date: string | null;
  /** The format label for the match (`VGC 2025 Reg I`), from the format id. */
  formatLabel: string;
  /** Your saved team that matches your six best; null without one. */
  teamId: string | null;
  /** Why this replay cannot be imported (not a replay, not VGC doubles); such a game is in no proposed match. */
  problem: string | null;
  alreadyImported: boolean;
  /** Index of an earlier copy of the same replay in this import. */
  duplicateOf: number | null;
}

export interface ShowdownMatchProposal {
  /** Game indices, in play order. */
  games: number[];
  bestOf: 1 | 3;
  opponentName: string;
  format: string;
  /** YYYY-MM-DD of the first game; null when no game says. */
  date: string | null;
  teamId: string | null;
  playerTeam: string[];
  opponentTeam: string[];
}

export interface ShowdownImportPreview {
  games: ShowdownGamePreview[];
  matches: ShowdownMatchProposal[];
}
