/**
 * Tera usage (issue 6: "Tera usage where known"): how often you and your opponents terastallized, with which
 * Pokémon, your game win rate when you did and when you did not, and the Tera types of your brought Pokémon's sets.
 *
 * Definitions:
 * - Counts games (results 'win' and 'loss' only), as every VGC usage figure; every rate is YOUR game win rate.
 * - A game records `teraPokemon` (yours) and `opponentTeraPokemon`, each a name or null. Null cannot tell "did not
 *   terastallize" from "not recorded", so every rate is over the games where that side's Tera was recorded (issue 29:
 *   "opponents terastallized 0 %" counted games nobody noted as "did not"), per side:
 *   - a game that names a Tera Pokémon on that side;
 *   - a game of a match in which another game names one on that side: a player who notes a side's Tera in a match
 *     notes it every game, so a blank there is "did not";
 *   - a game imported from a Showdown replay — its replay link is a Showdown replay (`parseShowdownReplayLink`) and
 *     both sides' brought and lead lists are filled, as the import fills them — whose Tera the replay showed, blank
 *     meaning nobody on that side terastallized; not in a Mega format (issue 29, Pokémon Champions has no Tera, so
 *     its replays say nothing of it: `rules/formatMechanics.ts`).
 *   Other games are left out of that side's Tera figures. `recordedGames` counts the games recorded on either side,
 *   and each side's `recordedGames` (the n the screen shows) its own.
 * - For each side: `terastallized` and `didNot` are the game splits of that side's recorded games with and without a
 *   Tera; `share` = terastallized games / that side's recorded games (null without any); `pokemon` counts the
 *   Tera Pokémon as counted Pokémon (`countedSpecies`, as brought rows in `vgcUsage`: a Tera forme such as
 *   Ogerpon-Wellspring-Tera counts as Ogerpon-Wellspring), `share` there over that side's terastallized games.
 * - `own.types`: the Tera type of your Tera Pokémon's set on the match's saved team (`teamId`, found as move usage
 *   finds sets, `vgcMoveUsage.ts`), when the team is known and the set has a type; `share` over the games with a
 *   type known.
 * - `broughtTeraTypes`: every counted game's brought Pokémon with a known set (no Tera record needed), one row per
 *   Pokémon and set Tera type (the same species may carry different types on two teams): the games brought with it.
 *   Blank types are left out.
 * - Rows sorted by more games, then name A-Z.
 */
import { countedSpecies, countedSpeciesKey } from '../rules/countedSpecies.ts';
import { isMegaFormat } from '../rules/formatMechanics.ts';
import { compareDeckNames } from './matchupTable.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';
import { VgcFactsReader } from './vgcGameFacts.ts';
import type { NameListFacts } from './vgcGameFacts.ts';
import { setFinder } from './vgcMoveUsage.ts';
import { parseShowdownReplayLink } from '../importers/showdown/links.ts';
import type { SetGameLike, SetTeamLike } from './vgcMoveUsage.ts';

export interface TeraGameLike extends SetGameLike {
  teraPokemon?: string | null;
  opponentTeraPokemon?: string | null;
  leadPokemon?: readonly string[] | null;
  opponentLeadPokemon?: readonly string[] | null;
  opponentBroughtPokemon?: readonly string[] | null;
  replayLink?: string | null;
}

export interface TeraMatchLike {
  teamId?: string | null;
  format?: string | null;
  games?: readonly TeraGameLike[] | null;
}

export interface TeraPokemonRow extends GameSplit {
  pokemon: string;
  /** Fraction 0..1 of the side's terastallized games. */
  share: number;
}

export interface TeraTypeRow extends GameSplit {
  teraType: string;
  share: number;
}

export interface TeraSide {
  /** Counted games with this side's Tera recorded (see header): the n of `share`. */
  recordedGames: number;
  terastallized: GameSplit;
  didNot: GameSplit;
  /** Terastallized games / this side's recorded games, null without any. */
  share: number | null;
  pokemon: TeraPokemonRow[];
}

export interface BroughtTeraTypeRow {
  pokemon: string;
  teraType: string;
  games: number;
}

export interface VgcTeraUsage {
  /** Counted games (win or loss). */
  games: number;
  /** Counted games with Tera recorded on either side. */
  recordedGames: number;
  own: TeraSide & { types: TeraTypeRow[] };
  opponent: TeraSide;
  broughtTeraTypes: BroughtTeraTypeRow[];
}

interface WL {
  wins: number;
  losses: number;
}
interface Named extends WL {
  name: string;
}

const named = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function bump<T extends WL>(map: Map<string, T>, key: string, make: () => T, won: boolean) {
  let entry = map.get(key);
  if (!entry) map.set(key, (entry = make()));
  if (won) entry.wins++;
  else entry.losses++;
}

function side() {
  return { yes: { wins: 0, losses: 0 }, no: { wins: 0, losses: 0 }, pokemon: new Map<string, Named>() };
}

function sideResult(s: ReturnType<typeof side>): TeraSide {
  const terastallized = gameSplit(s.yes.wins, s.yes.losses);
  const recordedGames = terastallized.games + s.no.wins + s.no.losses;
  return {
    recordedGames,
    terastallized,
    didNot: gameSplit(s.no.wins, s.no.losses),
    share: recordedGames > 0 ? terastallized.games / recordedGames : null,
    pokemon: [...s.pokemon.values()]
      .map((t) => ({
        pokemon: t.name,
        ...gameSplit(t.wins, t.losses),
        share: (t.wins + t.losses) / terastallized.games,
      }))
      .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon)),
  };
}

/** Which sides a match names a terastallized Pokémon for in some game (see header). */
export interface TeraRecorded {
  own: boolean;
  opponent: boolean;
}

/** The sides whose Tera a match records in every game (see header: a game from a replay may add both). */
export function teraRecorded(games: readonly TeraGameLike[] | null | undefined): TeraRecorded {
  const list = games ?? [];
  return {
    own: list.some((g) => named(g?.teraPokemon) !== ''),
    opponent: list.some((g) => named(g?.opponentTeraPokemon) !== ''),
  };
}

const filled = (names: readonly string[] | null | undefined) => (names ?? []).some((name) => named(name) !== '');

/** True for a game as the Showdown import writes it: a Showdown replay link and both sides' leads and brought. */
export function isShowdownReplayGame(game: TeraGameLike, links: Map<string, boolean>): boolean {
  const link = named(game.replayLink);
  if (!link) return false;
  if (!filled(game.broughtPokemon) || !filled(game.opponentBroughtPokemon)) return false;
  if (!filled(game.leadPokemon) || !filled(game.opponentLeadPokemon)) return false;
  let isReplay = links.get(link);
  if (isReplay === undefined) {
    isReplay = parseShowdownReplayLink(link) !== null;
    if (links.size >= 10_000) links.clear();
    links.set(link, isReplay);
  }
  return isReplay;
}

/** The counted games of one team's matches with one brought list. */
interface BroughtGames {
  team: SetTeamLike;
  brought: NameListFacts;
  games: number;
}

/** A brought name's set species and Tera type on one team, as a `broughtTeraTypes` row key. */
interface TypedSet {
  key: string;
  species: string;
  teraType: string;
}

/** `vgcTeraUsage` match by match, reading the lists through a shared `VgcFactsReader` (the composite feeds it). */
export class VgcTeraUsageTally {
  private readonly teamsById: Map<string, SetTeamLike>;
  private readonly setOf = setFinder();
  private readonly own = side();
  private readonly opponent = side();
  private readonly types = new Map<string, Named>();
  // The games of each team and distinct brought list, in the order first met; `broughtTeraTypes` is summed from them
  // when asked (issue 18: a game adds one entry, not one per Pokémon).
  private readonly broughtLists = new Map<SetTeamLike, Map<NameListFacts, BroughtGames>>();
  private readonly broughtInOrder: BroughtGames[] = [];
  private games = 0;
  private recordedGames = 0;
  // Each set's species and Tera type as a row key, worked out once (issue 18: they were rebuilt for every brought
  // Pokémon of every game).
  private readonly typedSets = new Map<object, TypedSet | null>();
  private readonly baseOf = new Map<string, { key: string; base: string }>();
  // Each brought list's typed sets per team, for this computation (teams may be edited between computations).
  private readonly typedByTeam = new Map<SetTeamLike, Map<NameListFacts, TypedSet[]>>();
  private team: SetTeamLike | undefined;
  private recorded: TeraRecorded = { own: false, opponent: false };
  private replayCounts = true;
  private readonly replayLinks = new Map<string, boolean>();

  constructor(
    private readonly reader: VgcFactsReader,
    teams: readonly SetTeamLike[],
  ) {
    this.teamsById = new Map(teams.map((team) => [team._id, team]));
  }

  /** Starts a match: its team and the sides whose Tera it records (see header); its counted games follow. */
  startMatch(match: TeraMatchLike) {
    this.team = match.teamId ? this.teamsById.get(match.teamId) : undefined;
    this.recorded = teraRecorded(match.games);
    this.replayCounts = !isMegaFormat(match.format);
  }

  /**
   * `startMatch` with the match's team (`teamsById`'s) and `teraRecorded` already worked out by the caller;
   * `megaFormat` when the match's format plays with Mega Evolution instead (see header).
   */
  startKnownMatch(team: SetTeamLike | undefined, recorded: TeraRecorded, megaFormat = false) {
    this.team = team;
    this.recorded = recorded;
    this.replayCounts = !megaFormat;
  }

  /** A counted game (result 'win' or 'loss') of the match last started (`brought`: its brought list's facts). */
  addGame(game: TeraGameLike, won: boolean, brought?: NameListFacts) {
    const team = this.team;
    this.games++;
    if (team) {
      const list = brought ?? this.reader.list(game.broughtPokemon);
      let byList = this.broughtLists.get(team);
      if (!byList) this.broughtLists.set(team, (byList = new Map()));
      let games = byList.get(list);
      if (!games) {
        byList.set(list, (games = { team, brought: list, games: 0 }));
        this.broughtInOrder.push(games);
      }
      games.games++;
    }

    const ownTera = named(game.teraPokemon);
    const opponentTera = named(game.opponentTeraPokemon);
    const replay =
      this.replayCounts &&
      (!this.recorded.own || !this.recorded.opponent) &&
      isShowdownReplayGame(game, this.replayLinks);
    const own = ownTera !== '' || this.recorded.own || replay;
    const opponent = opponentTera !== '' || this.recorded.opponent || replay;
    if (!own && !opponent) return;
    this.recordedGames++;
    if (own) this.addSide(this.own, ownTera, won);
    if (opponent) this.addSide(this.opponent, opponentTera, won);
    const teraType = ownTera && team ? named(this.setOf(team, ownTera)?.teraType) : '';
    if (teraType) bump(this.types, teraType.toLowerCase(), () => ({ name: teraType, wins: 0, losses: 0 }), won);
  }

  private addSide(which: ReturnType<typeof side>, name: string, won: boolean) {
    if (!name) {
      if (won) which.no.wins++;
      else which.no.losses++;
      return;
    }
    if (won) which.yes.wins++;
    else which.yes.losses++;
    let species = this.baseOf.get(name);
    if (!species) {
      const base = countedSpecies(name);
      this.baseOf.set(name, (species = { key: countedSpeciesKey(base), base }));
    }
    const base = species.base;
    bump(which.pokemon, species.key, () => ({ name: base, wins: 0, losses: 0 }), won);
  }

  /** The typed sets of a brought list's names on a team, one per name (a set found twice counts twice). */
  private typedSetsOf(team: SetTeamLike, brought: NameListFacts): TypedSet[] {
    let byList = this.typedByTeam.get(team);
    if (!byList) this.typedByTeam.set(team, (byList = new Map()));
    let typedList = byList.get(brought);
    if (typedList) return typedList;
    typedList = [];
    for (const name of brought.once) {
      const set = this.setOf(team, name);
      if (!set) continue;
      let typed = this.typedSets.get(set);
      if (typed === undefined) {
        const teraType = named(set.teraType);
        const species = countedSpecies(named(set.species));
        typed = teraType
          ? { key: `${countedSpeciesKey(species)}\n${teraType.toLowerCase()}`, species, teraType }
          : null;
        this.typedSets.set(set, typed);
      }
      if (typed) typedList.push(typed);
    }
    byList.set(brought, typedList);
    return typedList;
  }

  /** The `broughtTeraTypes` rows, each named as in its first game (the lists are read in the order first met). */
  private broughtRows(): Map<string, BroughtTeraTypeRow> {
    const rows = new Map<string, BroughtTeraTypeRow>();
    for (const { team, brought, games } of this.broughtInOrder) {
      for (const typed of this.typedSetsOf(team, brought)) {
        const row = rows.get(typed.key) ?? { pokemon: typed.species, teraType: typed.teraType, games: 0 };
        row.games += games;
        rows.set(typed.key, row);
      }
    }
    return rows;
  }

  result(): VgcTeraUsage {
    const { types, recordedGames } = this;
    const typedGames = [...types.values()].reduce((sum, t) => sum + t.wins + t.losses, 0);
    return {
      games: this.games,
      recordedGames,
      own: {
        ...sideResult(this.own),
        types: [...types.values()]
          .map((t) => ({ teraType: t.name, ...gameSplit(t.wins, t.losses), share: (t.wins + t.losses) / typedGames }))
          .sort((a, b) => b.games - a.games || compareDeckNames(a.teraType, b.teraType)),
      },
      opponent: sideResult(this.opponent),
      broughtTeraTypes: [...this.broughtRows().values()].sort(
        (a, b) =>
          b.games - a.games || compareDeckNames(a.pokemon, b.pokemon) || compareDeckNames(a.teraType, b.teraType),
      ),
    };
  }
}

/** Tera usage of these matches (see header); `teams` are the player's saved teams, for the sets' Tera types. */
export function vgcTeraUsage(matches: readonly TeraMatchLike[], teams: readonly SetTeamLike[] = []): VgcTeraUsage {
  const tera = new VgcTeraUsageTally(new VgcFactsReader(), teams);
  for (const match of matches) {
    tera.startMatch(match);
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      tera.addGame(game, game.result === 'win');
    }
  }
  return tera.result();
}
