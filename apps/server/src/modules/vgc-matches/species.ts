import { VGC_BROUGHT_NOT_IN_TEAM, VGC_DUPLICATE_POKEMON, type VgcGame, type VgcMatchInput } from '@trainerlog/core';
import { HttpError } from '../../http/errors.ts';
import { type SpeciesLookup, unknownPokemonMessage } from '../teams/index.ts';

/**
 * Every species a VGC match names — both teams, and each game's leads, brought, Tera and Mega Pokémon on both sides — in the
 * Pokédex spelling, as teams store them (`teams/species.ts`), so the team filter, crowns and statistics compare one
 * spelling.
 *
 * Decisions:
 * - An unknown name is a 400 with one entry per bad name at its path (`opponentTeam.3`, `games.0.leadPokemon.1`):
 *   nothing is stored. The opponent's team is checked too — a typo there would make a second "unique opponent".
 * - Showdown's team-preview wildcard (`Urshifu-*`: the forme is not shown before the battle) is read as the base
 *   species (`Urshifu`).
 * - Two spellings of one species in one list (`Lando-T` and `Landorus-Therian`) are the same Pokémon once spelled
 *   alike: 400 "A Pokémon can appear only once" on that list.
 * - Brought Pokémon must be on the team (the schema checks this against the team as sent; the service checks again
 *   after filling an empty team from a saved one).
 */

const WILDCARD_FORME = /-\s*\*$/;
/** The per-game fields that name one Pokémon or none. */
const SINGLE_FIELDS = ['teraPokemon', 'opponentTeraPokemon', 'megaPokemon', 'opponentMegaPokemon'] as const;

type ListPath = readonly (string | number)[];
type Issue = { path: string; message: string };

const pathText = (path: ListPath) => path.join('.');

export function matchSpeciesError(errors: Issue[]): HttpError {
  return new HttpError(400, errors[0]!.message, { errors });
}

/** Brought Pokémon missing from the player's team, per game, as schema-style issues. */
export function broughtOutsideTeam(team: readonly string[], games: readonly VgcGame[]): Issue[] {
  const members = new Set(team.map((name) => name.toLowerCase()));
  if (members.size === 0) return [];
  return games.flatMap((game, index) =>
    game.broughtPokemon.some((name) => !members.has(name.toLowerCase()))
      ? [{ path: `games.${index}.broughtPokemon`, message: VGC_BROUGHT_NOT_IN_TEAM }]
      : [],
  );
}

/** The match's species in the Pokédex spelling, or a 400 listing every unknown or repeated name. */
export async function canonicalMatchSpecies(
  lookup: SpeciesLookup,
  input: VgcMatchInput,
): Promise<Pick<VgcMatchInput, 'playerTeam' | 'opponentTeam' | 'games'>> {
  const lists: [ListPath, readonly string[]][] = [
    [['playerTeam'], input.playerTeam],
    [['opponentTeam'], input.opponentTeam],
    ...input.games.flatMap((game, index) =>
      (['leadPokemon', 'opponentLeadPokemon', 'broughtPokemon', 'opponentBroughtPokemon'] as const).map(
        (field): [ListPath, readonly string[]] => [['games', index, field], game[field]],
      ),
    ),
    // Tera and Mega Pokémon (one name or none) as lists of one; an unknown one is reported at `games.N.teraPokemon`.
    ...input.games.flatMap((game, index) =>
      SINGLE_FIELDS.map((field): [ListPath, readonly string[]] => [
        ['games', index, field],
        game[field] ? [game[field]] : [],
      ]),
    ),
  ];
  const looked = new Map<string, Promise<string | null>>();
  const nameOf = (name: string) => {
    const query = name.replace(WILDCARD_FORME, '').trim();
    let found = looked.get(query);
    if (!found) looked.set(query, (found = query ? lookup.speciesName(query) : Promise.resolve(null)));
    return found;
  };
  const resolved = await Promise.all(lists.map(([, names]) => Promise.all(names.map(nameOf))));
  const errors: Issue[] = [];
  const canonical = new Map<string, string[]>();
  lists.forEach(([path, names], listIndex) => {
    const spelled = resolved[listIndex]!;
    names.forEach((name, index) => {
      if (!spelled[index]) {
        const single = (SINGLE_FIELDS as readonly unknown[]).includes(path[2]);
        errors.push({ path: pathText(single ? path : [...path, index]), message: unknownPokemonMessage(name) });
      }
    });
    const known = spelled.filter((name): name is string => name !== null);
    if (new Set(known.map((name) => name.toLowerCase())).size !== known.length) {
      errors.push({ path: pathText(path), message: VGC_DUPLICATE_POKEMON });
    }
    canonical.set(pathText(path), known);
  });
  if (errors.length > 0) throw matchSpeciesError(errors);
  const listAt = (...path: ListPath) => canonical.get(pathText(path))!;
  return {
    playerTeam: listAt('playerTeam'),
    opponentTeam: listAt('opponentTeam'),
    games: input.games.map((game, index) => ({
      ...game,
      leadPokemon: listAt('games', index, 'leadPokemon'),
      opponentLeadPokemon: listAt('games', index, 'opponentLeadPokemon'),
      broughtPokemon: listAt('games', index, 'broughtPokemon'),
      opponentBroughtPokemon: listAt('games', index, 'opponentBroughtPokemon'),
      teraPokemon: listAt('games', index, 'teraPokemon')[0] ?? null,
      opponentTeraPokemon: listAt('games', index, 'opponentTeraPokemon')[0] ?? null,
      megaPokemon: listAt('games', index, 'megaPokemon')[0] ?? null,
      opponentMegaPokemon: listAt('games', index, 'opponentMegaPokemon')[0] ?? null,
    })),
  };
}
