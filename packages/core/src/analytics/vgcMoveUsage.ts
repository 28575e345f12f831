/**
 * The VGC analytics' Moves figures (issue 29): move usage from the moves seen used in replays (vgcMovesUsed.ts), and
 * apart from it, labelled as such, the moves on the team sheets of the Pokémon you brought — what they could use,
 * never shown as usage rates (issue 29: "The Moves section shows 100% for every move because it reads the team sheet").
 *
 * Team-sheet definitions:
 * - The sheet of a game's Pokémon is its set on the saved team the match was logged with (`teamId`; the team as it is
 *   now). Only counted games (result 'win' or 'loss') with a brought list count. `gamesWithKnownSets` counts those
 *   whose team is known, `gamesWithoutKnownSets` those whose team is not (typed Pokémon, a deleted team, a browser
 *   team the server never saw).
 * - A brought name finds its set by species ignoring case, else as the same counted Pokémon (`countedSpecies`:
 *   `Calyrex Shadow` finds `Calyrex-Shadow`, never `Calyrex-Ice`), else by base species when exactly one team member
 *   has it (a stored `Urshifu` from Showdown's `Urshifu-*` preview finds `Urshifu-Rapid-Strike`). A name with no set
 *   on the team is left out.
 * - One row per Pokémon, keyed by the set's species as a counted Pokémon (`countedSpeciesKey`), shown as counted;
 *   `games` the games it was brought with a known set. `moves`: every move of its sets (trimmed, once per set ignoring
 *   case) with the games brought with a set listing it — more than one number only when its sets differed (two
 *   teams, say). Moves sorted by more games, then A-Z; rows by more games, then name A-Z.
 */
import { countedSpecies, countedSpeciesKey } from '../rules/countedSpecies.ts';
import { baseSpeciesName } from '../rules/pokemonNames.ts';
import type { GameLike } from '../rules/matchResult.ts';
import { compareDeckNames } from './matchupTable.ts';
import { VgcFactsReader } from './vgcGameFacts.ts';
import type { NameListFacts } from './vgcGameFacts.ts';
import { VgcMovesUsedTally } from './vgcMovesUsed.ts';
import type { MovesUsedGameLike, VgcMovesUsed } from './vgcMovesUsed.ts';

export interface SetPokemonLike {
  species?: string | null;
  moves?: readonly string[] | null;
  teraType?: string | null;
}

/** A saved team as the VGC analytics read it: its id and its Pokémon's sets. */
export interface SetTeamLike {
  _id: string;
  pokemon?: readonly SetPokemonLike[] | null;
}

export interface SetGameLike extends GameLike {
  broughtPokemon?: readonly string[] | null;
}

export interface SetMatchLike {
  teamId?: string | null;
  games?: readonly SetGameLike[] | null;
}

export interface TeamSheetMove {
  move: string;
  /** Counted games the Pokémon was brought with a set listing this move. */
  games: number;
}

export interface TeamSheetPokemon {
  pokemon: string;
  /** Counted games it was brought with a known set. */
  games: number;
  moves: TeamSheetMove[];
}

export interface VgcTeamSheetMoves {
  gamesWithKnownSets: number;
  gamesWithoutKnownSets: number;
  pokemon: TeamSheetPokemon[];
}

/** The Moves figures: usage from replays, and the team-sheet view apart (see header). */
export interface VgcMoveUsage extends VgcMovesUsed {
  teamSheets: VgcTeamSheetMoves;
}

const clean = (name: unknown) => String(name ?? '').trim();
const WILDCARD = /-\s*\*$/;

/** The set of `name` on the team (see header), or null. */
export function teamSetOf<P extends SetPokemonLike>(team: { pokemon?: readonly P[] | null }, name: string): P | null {
  const wanted = clean(name).toLowerCase();
  if (!wanted) return null;
  const members = (team.pokemon ?? []).filter((p) => clean(p?.species) !== '');
  const exact = members.find((p) => clean(p.species).toLowerCase() === wanted);
  if (exact) return exact;
  // A preview wildcard (`Urshifu-*`) names no forme: only the base species step below may find its set.
  if (!WILDCARD.test(clean(name))) {
    const counted = countedSpeciesKey(clean(name));
    const sameCounted = members.filter((p) => countedSpeciesKey(clean(p.species)) === counted);
    if (sameCounted.length === 1) return sameCounted[0]!;
  }
  const base = baseSpeciesName(clean(name)).toLowerCase();
  const sameBase = members.filter((p) => baseSpeciesName(clean(p.species)).toLowerCase() === base);
  return sameBase.length === 1 ? sameBase[0]! : null;
}

/** `teamSetOf` remembered per team and name, for one pass over many games (teams are not changed meanwhile). */
export function setFinder(): <P extends SetPokemonLike>(
  team: { pokemon?: readonly P[] | null },
  name: string,
) => P | null {
  const found = new Map<object, Map<string, SetPokemonLike | null>>();
  return <P extends SetPokemonLike>(team: { pokemon?: readonly P[] | null }, name: string): P | null => {
    let byName = found.get(team);
    if (!byName) found.set(team, (byName = new Map()));
    if (!byName.has(name)) byName.set(name, teamSetOf(team, name));
    return byName.get(name) as P | null;
  };
}

/** The brought names of a game, once each ignoring case. */
export function broughtOnce(names: readonly string[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names ?? []) {
    const name = clean(raw);
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
}

interface WL {
  wins: number;
  losses: number;
}

type MoveRow = { name: string; wins: number; losses: number; sets: Map<SetPokemonLike, WL> };

/** The counted games of one team's matches with one brought list. */
interface BroughtGames extends WL {
  team: SetTeamLike;
  brought: NameListFacts;
}

/** A brought list's sets on one team, once per set species (the sets a game counts). */
interface BroughtSet {
  set: SetPokemonLike;
  key: string;
  species: string;
}

/** The team-sheet view match by match, reading the lists through a shared `VgcFactsReader` (the composite feeds it). */
export class VgcTeamSheetMovesTally {
  private readonly teamsById: Map<string, SetTeamLike>;
  private readonly setOf = setFinder();
  // The games of each team and distinct brought list, in the order first met; the rows are summed from them when
  // asked (issue 18: a game adds one entry, not one per Pokémon and set).
  private readonly lists = new Map<SetTeamLike, Map<NameListFacts, BroughtGames>>();
  private readonly listsInOrder: BroughtGames[] = [];
  // Each brought list's sets per team, for this computation (teams may be edited between computations).
  private readonly setsByTeam = new Map<SetTeamLike, Map<NameListFacts, BroughtSet[]>>();
  private gamesWithKnownSets = 0;
  private gamesWithoutKnownSets = 0;

  constructor(
    private readonly reader: VgcFactsReader,
    teams: readonly SetTeamLike[],
  ) {
    this.teamsById = new Map(teams.map((team) => [team._id, team]));
  }

  /** The match's saved team, whose sets its games read (undefined when not one of the teams given). */
  teamOf(match: { teamId?: string | null }): SetTeamLike | undefined {
    return match.teamId ? this.teamsById.get(match.teamId) : undefined;
  }

  /** A counted game (result 'win' or 'loss') of a match logged with `team`. */
  addGame(team: SetTeamLike | undefined, game: SetGameLike, won: boolean) {
    this.addBrought(team, this.reader.list(game.broughtPokemon), won);
  }

  /** A counted game by its brought list's facts. */
  addBrought(team: SetTeamLike | undefined, brought: NameListFacts, won: boolean) {
    if (brought.once.length === 0) return;
    if (!team) {
      this.gamesWithoutKnownSets++;
      return;
    }
    this.gamesWithKnownSets++;
    let byList = this.lists.get(team);
    if (!byList) this.lists.set(team, (byList = new Map()));
    let games = byList.get(brought);
    if (!games) {
      byList.set(brought, (games = { team, brought, wins: 0, losses: 0 }));
      this.listsInOrder.push(games);
    }
    if (won) games.wins++;
    else games.losses++;
  }

  /**
   * Per Pokémon (set species, lower case): its record and the record of each distinct set it was brought with. The
   * lists are read in the order first met, so names and sets come in the order of their first game.
   */
  private rows(): Map<string, MoveRow> {
    const rows = new Map<string, MoveRow>();
    for (const games of this.listsInOrder) {
      for (const { set, key, species } of this.broughtSets(games.team, games.brought)) {
        let row = rows.get(key);
        if (!row) rows.set(key, (row = { name: species, wins: 0, losses: 0, sets: new Map() }));
        let tally = row.sets.get(set);
        if (!tally) row.sets.set(set, (tally = { wins: 0, losses: 0 }));
        row.wins += games.wins;
        row.losses += games.losses;
        tally.wins += games.wins;
        tally.losses += games.losses;
      }
    }
    return rows;
  }

  private broughtSets(team: SetTeamLike, brought: NameListFacts): BroughtSet[] {
    let byList = this.setsByTeam.get(team);
    if (!byList) this.setsByTeam.set(team, (byList = new Map()));
    let sets = byList.get(brought);
    if (sets) return sets;
    sets = [];
    const keys = new Set<string>();
    for (const name of brought.once) {
      const set = this.setOf(team, name);
      if (!set) continue;
      const species = countedSpecies(clean(set.species));
      const key = countedSpeciesKey(species);
      if (keys.has(key)) continue;
      keys.add(key);
      sets.push({ set, key, species });
    }
    byList.set(brought, sets);
    return sets;
  }

  result(): VgcTeamSheetMoves {
    return {
      gamesWithKnownSets: this.gamesWithKnownSets,
      gamesWithoutKnownSets: this.gamesWithoutKnownSets,
      pokemon: sheetRows(this.rows()),
    };
  }
}

/** Move usage from replays and the team-sheet view of these matches (see header). */
export function vgcMoveUsage(
  matches: readonly (SetMatchLike & { games?: readonly (SetGameLike & MovesUsedGameLike)[] | null })[],
  teams: readonly SetTeamLike[],
): VgcMoveUsage {
  const reader = new VgcFactsReader();
  const sheets = new VgcTeamSheetMovesTally(reader, teams);
  const used = new VgcMovesUsedTally(reader);
  for (const match of matches) {
    const team = sheets.teamOf(match);
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      const brought = reader.list(game.broughtPokemon);
      sheets.addBrought(team, brought, game.result === 'win');
      used.addGame(game, game.result === 'win', brought);
    }
  }
  return { ...used.result(), teamSheets: sheets.result() };
}

function sheetRows(rows: Map<string, MoveRow>): TeamSheetPokemon[] {
  return [...rows.values()]
    .map((row): TeamSheetPokemon => {
      // Each move: the games of every set that has it.
      const moves = new Map<string, TeamSheetMove>();
      for (const [set, tally] of row.sets) {
        for (const move of broughtOnce(set.moves)) {
          const key = move.toLowerCase();
          const counter = moves.get(key) ?? { move, games: 0 };
          counter.games += tally.wins + tally.losses;
          moves.set(key, counter);
        }
      }
      return {
        pokemon: row.name,
        games: row.wins + row.losses,
        moves: [...moves.values()].sort((a, b) => b.games - a.games || compareDeckNames(a.move, b.move)),
      };
    })
    .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon));
}
