/**
 * Species comparison for the Showdown replay import (issue 13): which saved team a replay's six is, which side of a
 * replay is yours when only your teams tell, and a side's six with what the battle revealed filled in.
 *
 * Decisions:
 * - Names compare by Showdown id (lower-case letters and digits: `Urshifu-Rapid-Strike` → `urshifurapidstrike`), so
 *   spelling details (`Chien-Pao`/`Chien Pao`, case) never split one species in two.
 * - A team-preview wildcard (`Urshifu-*`) matches any forme of its base species: that is all the preview showed.
 * - A bare species (`Ogerpon`) matches any of its formes: a saved team or a log that writes only the species says
 *   nothing against the forme. Two different formes never match (`Ogerpon-Wellspring` is not `Ogerpon-Hearthflame`).
 * - The overlap of two lists pairs names one to one, exact names first, so a bare or wildcard name cannot take the
 *   partner of an exact one.
 * - A team is "the same" from SHOWDOWN_TEAM_MIN_OVERLAP (4) of 6 species: a player often changes a Pokémon or two
 *   between events and still thinks of it as the same team, while two different teams rarely share four.
 * - Ties between saved teams go to the first in the list the caller gives (its order is the player's).
 */
import { baseSpeciesName, isFormName } from '../../rules/pokemonNames.ts';
import { showdownUserId } from '../../schemas/showdownImport.ts';
import { VGC_TEAM_MAX } from '../../schemas/vgcMatches.ts';
import type { ShowdownTeamChoice } from './types.ts';

export const SHOWDOWN_TEAM_MIN_OVERLAP = 4;

/** Showdown's id of a species name (the same rule as user ids: lower-case letters and digits). */
export const showdownSpeciesId = (name: string): string => showdownUserId(name);

/** A team-preview wildcard such as `Urshifu-*`. */
export const isShowdownWildcard = (name: string): boolean => /-\*\s*$/.test(name);

const baseId = (name: string) => showdownSpeciesId(baseSpeciesName(name));
const isExactForme = (name: string) => !isShowdownWildcard(name) && isFormName(name);

/** Whether two names can be the same Pokémon of a team (see header). */
export function sameShowdownSpecies(a: string, b: string): boolean {
  const wildA = isShowdownWildcard(a);
  const wildB = isShowdownWildcard(b);
  if (!wildA && !wildB && showdownSpeciesId(a) === showdownSpeciesId(b)) return showdownSpeciesId(a) !== '';
  const base = baseId(a);
  if (base === '' || base !== baseId(b)) return false;
  // Same base species: the same Pokémon unless both name a (different) forme.
  return !isExactForme(a) || !isExactForme(b);
}

const sameExactly = (a: string, b: string) =>
  !isShowdownWildcard(a) && !isShowdownWildcard(b) && showdownSpeciesId(a) === showdownSpeciesId(b);

/** How many names of `six` are on `team`, each team name used once (see header). */
export function showdownTeamOverlap(six: readonly string[], team: readonly string[]): number {
  const free = [...team];
  const take = (name: string, same: (a: string, b: string) => boolean) => {
    const at = free.findIndex((other) => same(name, other));
    if (at < 0) return false;
    free.splice(at, 1);
    return true;
  };
  const loose = six.filter((name) => !take(name, sameExactly));
  return six.length - loose.length + loose.filter((name) => take(name, sameShowdownSpecies)).length;
}

/** The saved team that overlaps `six` most, from SHOWDOWN_TEAM_MIN_OVERLAP; ties → the first. Null without one. */
export function bestShowdownTeam(
  six: readonly string[],
  teams: readonly ShowdownTeamChoice[],
): { team: ShowdownTeamChoice; overlap: number } | null {
  let best: { team: ShowdownTeamChoice; overlap: number } | null = null;
  for (const team of teams) {
    const overlap = showdownTeamOverlap(
      six,
      team.pokemon.map((p) => p.species),
    );
    if (overlap >= SHOWDOWN_TEAM_MIN_OVERLAP && overlap > (best?.overlap ?? 0)) best = { team, overlap };
  }
  return best;
}

/** The largest overlap of `six` with any of the teams (0 without teams). */
export function bestShowdownOverlap(six: readonly string[], teams: readonly ShowdownTeamChoice[]): number {
  return Math.max(
    0,
    ...teams.map((team) =>
      showdownTeamOverlap(
        six,
        team.pokemon.map((p) => p.species),
      ),
    ),
  );
}

/**
 * A six as shown (team preview) with what the battle revealed put in: a wildcard becomes the forme that was brought
 * or listed on the open team sheet, and a bare species its forme when the battle names one (so that every brought
 * Pokémon is on the team, which the match form checks). Unrevealed names stay as shown.
 */
export function resolveShowdownSix(six: readonly string[], revealed: readonly string[]): string[] {
  const out = [...six];
  out.forEach((name, i) => {
    if (isExactForme(name) || revealed.some((r) => sameExactly(r, name))) return;
    const forme = revealed.find(
      (r) =>
        !isShowdownWildcard(r) &&
        baseId(r) === baseId(name) &&
        (isShowdownWildcard(name) || isFormName(r)) &&
        !out.some((kept) => sameExactly(kept, r)),
    );
    if (forme !== undefined) out[i] = forme;
  });
  return out;
}

/** How precisely a name says the Pokémon: a wildcard < a bare species < a forme. */
const precision = (name: string) => (isShowdownWildcard(name) ? 0 : isFormName(name) ? 2 : 1);

/**
 * The union of several sixes (a match's games, a team sheet and the brought Pokémon) keeping first-seen order, at
 * most six; where two lists name one Pokémon differently the more precise name is kept (`Urshifu-*` gives way to
 * `Urshifu-Rapid-Strike`).
 */
export function mergeShowdownSixes(lists: readonly (readonly string[])[]): string[] {
  const out: string[] = [];
  for (const list of lists) {
    for (const name of list) {
      if (name.trim() === '') continue;
      const at = out.findIndex((kept) => sameShowdownSpecies(kept, name));
      if (at < 0) {
        if (out.length < VGC_TEAM_MAX) out.push(name);
      } else if (precision(name) > precision(out[at]!)) {
        out[at] = name;
      }
    }
  }
  return out;
}
