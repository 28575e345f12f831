/**
 * VGC team validity for matches (spec part 2 §5 "Deck validity for matches"): a team is usable in a match with exactly
 * 6 Pokémon. A team may be saved with fewer while it is being built (see `schemas/teams.ts`); the name is not checked
 * because an unnamed team is shown as "Unnamed Team". The size constant is `VGC_TEAM_SIZE` in `constants.ts`, shared
 * with the TCG deck size.
 */
import { VGC_TEAM_SIZE } from '../constants.ts';

/** The spec's message when a team of `count` Pokémon cannot be used in a match, or null when it can. */
export function teamSizeProblem(count: number): string | null {
  return count === VGC_TEAM_SIZE ? null : `Deck must have ${VGC_TEAM_SIZE} Pokemon (currently has ${count})`;
}
