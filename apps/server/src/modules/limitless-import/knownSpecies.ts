/**
 * The species of a VGC import plan in the Pokédex's spelling (issue 15). Core reads Limitless's species names as well
 * as it can, but a Pokémon newer than the Pokédex, or a spelling Limitless invents, is a name the VGC match and team
 * services refuse — and one such name must not block a whole tournament, nor surface as an error at a path of the
 * match service's (`matches.3.opponentTeam.2`) that the import screen has no field for.
 *
 * Decisions:
 * - Opponents' teams: a name the Pokédex does not know is left out of the team and written in the match notes
 *   ("Not recognised: …"), so the match imports with what is known and nothing Limitless said is lost.
 * - The player's own team (the new team, or the list's species with 'none'): an unknown name is refused at `list`
 *   with the Pokédex's message — the player can use one of their saved teams instead.
 */
import type { LimitlessImportPlan } from '@trainerlog/core';
import { fieldErrors } from '../../http/errors.ts';
import { type SpeciesLookup, unknownPokemonMessage } from '../teams/index.ts';

async function namesOf(lookup: SpeciesLookup, names: readonly string[]): Promise<Map<string, string | null>> {
  const distinct = [...new Set(names)];
  const found = await Promise.all(distinct.map((name) => lookup.speciesName(name)));
  return new Map(distinct.map((name, index) => [name, found[index] ?? null]));
}

export async function withKnownSpecies(lookup: SpeciesLookup, plan: LimitlessImportPlan): Promise<LimitlessImportPlan> {
  if (plan.game !== 'vgc') return plan;
  const own = [
    ...(plan.newTeam?.pokemon.map((member) => member.species) ?? []),
    ...plan.vgcMatches.flatMap((match) => (match.teamId ? [] : match.playerTeam)),
  ];
  const names = await namesOf(lookup, [...own, ...plan.vgcMatches.flatMap((match) => match.opponentTeam)]);
  const unknownOwn = [...new Set(own.filter((name) => !names.get(name)))];
  if (unknownOwn.length > 0) {
    throw fieldErrors(unknownOwn.map((name) => ({ path: 'list', message: unknownPokemonMessage(name) })));
  }
  const known = (name: string) => names.get(name) ?? name;
  return {
    ...plan,
    newTeam: plan.newTeam && {
      ...plan.newTeam,
      pokemon: plan.newTeam.pokemon.map((member) => ({ ...member, species: known(member.species) })),
    },
    vgcMatches: plan.vgcMatches.map((match) => {
      const missing = match.opponentTeam.filter((name) => !names.get(name));
      return {
        ...match,
        playerTeam: match.playerTeam.map(known),
        opponentTeam: match.opponentTeam.filter((name) => names.get(name)).map(known),
        notes:
          missing.length > 0
            ? `${match.notes}${match.notes ? '\n' : ''}Not recognised: ${missing.join(', ')}`
            : match.notes,
      };
    }),
  };
}
