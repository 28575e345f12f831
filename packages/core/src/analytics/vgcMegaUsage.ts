/**
 * Mega Evolution usage (issue 29, Pokémon Champions: "analytics show Mega usage and results like Tera's"): how often
 * you and your opponents Mega Evolved, with which Pokémon, and your game win rate when you did, when you did not, and
 * when you Mega Evolved a given Pokémon.
 *
 * Definitions (as Tera's, `vgcTeraUsage.ts`):
 * - Counts games (results 'win' and 'loss' only); every rate is YOUR game win rate, with its interval and n.
 * - A game records `megaPokemon` (yours) and `opponentMegaPokemon`, each a name or null; null cannot tell "did not"
 *   from "not recorded", so every rate is over the games where that side's Mega Evolution was recorded, per side:
 *   - a game that names a Mega Evolved Pokémon on that side;
 *   - a game of a match in which another game names one on that side (a player who notes it notes it every game);
 *   - a game imported from a Showdown replay (`isShowdownReplayGame`) of a match in a Mega format
 *     (`rules/formatMechanics.ts`: Pokémon Champions), blank meaning nobody on that side Mega Evolved — the import
 *     reads every Mega Evolution of a replay. Replays of other formats are left out: a Scarlet & Violet battle has no
 *     Mega Evolution to record, and counting it as "did not" would dilute the rate.
 *   Other games are left out of that side's figures. `recordedGames` counts the games recorded on either side.
 * - For each side: `megaEvolved` and `didNot` split that side's recorded games; `share` = Mega games / that side's
 *   recorded games (null without any); `pokemon` rows count the Mega Evolved Pokémon as counted Pokémon
 *   (`countedSpecies`: `Charizard-Mega-Y` typed by hand counts as Charizard), each with your win rate in those games
 *   and `share` over that side's Mega games.
 * - `megaFormatGames`: the counted games of matches in a Mega format, so a screen can tell a Champions-only selection
 *   (where Tera does not exist) from a mixed one.
 * - Rows sorted by more games, then name A-Z.
 *
 * Known limit: a Champions replay imported before the import read Mega Evolution (issue 29) has both fields blank and
 * counts as "did not" on both sides.
 */
import { countedSpecies, countedSpeciesKey } from '../rules/countedSpecies.ts';
import { isMegaFormat } from '../rules/formatMechanics.ts';
import { compareDeckNames } from './matchupTable.ts';
import { gameSplit } from './tcgGameSplits.ts';
import type { GameSplit } from './tcgGameSplits.ts';
import { isShowdownReplayGame } from './vgcTeraUsage.ts';
import type { TeraGameLike } from './vgcTeraUsage.ts';

export interface MegaGameLike extends TeraGameLike {
  megaPokemon?: string | null;
  opponentMegaPokemon?: string | null;
}

export interface MegaMatchLike {
  format?: string | null;
  games?: readonly MegaGameLike[] | null;
}

export interface MegaPokemonRow extends GameSplit {
  pokemon: string;
  /** Fraction 0..1 of the side's Mega games. */
  share: number;
}

export interface MegaSide {
  /** Counted games with this side's Mega Evolution recorded (see header): the n of `share`. */
  recordedGames: number;
  megaEvolved: GameSplit;
  didNot: GameSplit;
  /** Mega games / this side's recorded games, null without any. */
  share: number | null;
  pokemon: MegaPokemonRow[];
}

export interface VgcMegaUsage {
  /** Counted games (win or loss). */
  games: number;
  /** Counted games with Mega Evolution recorded on either side. */
  recordedGames: number;
  /** Counted games of matches in a Mega format. */
  megaFormatGames: number;
  own: MegaSide;
  opponent: MegaSide;
}

/** How a match records Mega Evolution (see header): per side, named in some game; and whether its format is Mega. */
export interface MegaRecorded {
  own: boolean;
  opponent: boolean;
  megaFormat: boolean;
}

const named = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The sides a match names a Mega Evolved Pokémon for in some game, and whether it is played in a Mega format. */
export function megaRecorded(match: MegaMatchLike): MegaRecorded {
  const games = match.games ?? [];
  return {
    own: games.some((g) => named(g?.megaPokemon) !== ''),
    opponent: games.some((g) => named(g?.opponentMegaPokemon) !== ''),
    megaFormat: isMegaFormat(match.format),
  };
}

interface WL {
  wins: number;
  losses: number;
}

function newSide() {
  return { yes: { wins: 0, losses: 0 }, no: { wins: 0, losses: 0 }, pokemon: new Map<string, WL & { name: string }>() };
}
type SideTally = ReturnType<typeof newSide>;

const add = (wl: WL, won: boolean) => (won ? wl.wins++ : wl.losses++);

function sideResult(s: SideTally): MegaSide {
  const megaEvolved = gameSplit(s.yes.wins, s.yes.losses);
  const recordedGames = megaEvolved.games + s.no.wins + s.no.losses;
  return {
    recordedGames,
    megaEvolved,
    didNot: gameSplit(s.no.wins, s.no.losses),
    share: recordedGames > 0 ? megaEvolved.games / recordedGames : null,
    pokemon: [...s.pokemon.values()]
      .map((row) => ({
        pokemon: row.name,
        ...gameSplit(row.wins, row.losses),
        share: (row.wins + row.losses) / megaEvolved.games,
      }))
      .sort((a, b) => b.games - a.games || compareDeckNames(a.pokemon, b.pokemon)),
  };
}

/** `vgcMegaUsage` match by match (the personal analytics' one pass feeds it). */
export class VgcMegaUsageTally {
  private readonly own = newSide();
  private readonly opponent = newSide();
  private games = 0;
  private recordedGames = 0;
  private megaFormatGames = 0;
  private recorded: MegaRecorded = { own: false, opponent: false, megaFormat: false };
  private readonly counted = new Map<string, { key: string; base: string }>();
  private readonly replayLinks = new Map<string, boolean>();

  /** Starts a match (its `megaRecorded`, worked out by the caller or here); its counted games follow. */
  startMatch(match: MegaMatchLike, recorded: MegaRecorded = megaRecorded(match)) {
    this.recorded = recorded;
  }

  /** A counted game (result 'win' or 'loss') of the match last started. */
  addGame(game: MegaGameLike, won: boolean) {
    this.games++;
    const { recorded } = this;
    if (recorded.megaFormat) this.megaFormatGames++;
    const ownMega = named(game.megaPokemon);
    const opponentMega = named(game.opponentMegaPokemon);
    const replay =
      recorded.megaFormat && (!recorded.own || !recorded.opponent) && isShowdownReplayGame(game, this.replayLinks);
    const own = ownMega !== '' || recorded.own || replay;
    const opponent = opponentMega !== '' || recorded.opponent || replay;
    if (!own && !opponent) return;
    this.recordedGames++;
    if (own) this.addSide(this.own, ownMega, won);
    if (opponent) this.addSide(this.opponent, opponentMega, won);
  }

  private addSide(side: SideTally, name: string, won: boolean) {
    if (!name) {
      add(side.no, won);
      return;
    }
    add(side.yes, won);
    let species = this.counted.get(name);
    if (!species) {
      const base = countedSpecies(name);
      this.counted.set(name, (species = { key: countedSpeciesKey(base), base }));
    }
    let row = side.pokemon.get(species.key);
    if (!row) side.pokemon.set(species.key, (row = { name: species.base, wins: 0, losses: 0 }));
    add(row, won);
  }

  result(): VgcMegaUsage {
    return {
      games: this.games,
      recordedGames: this.recordedGames,
      megaFormatGames: this.megaFormatGames,
      own: sideResult(this.own),
      opponent: sideResult(this.opponent),
    };
  }
}

/** Mega Evolution usage of these matches (see header). */
export function vgcMegaUsage(matches: readonly MegaMatchLike[]): VgcMegaUsage {
  const tally = new VgcMegaUsageTally();
  for (const match of matches) {
    tally.startMatch(match);
    for (const game of match.games ?? []) {
      if (game?.result !== 'win' && game?.result !== 'loss') continue;
      tally.addGame(game, game.result === 'win');
    }
  }
  return tally.result();
}
