import {
  emptyTeamPokemon,
  TEAM_MAX_MOVES,
  teamInputSchema,
  type TeamInput,
  type TeamPokemonInput,
} from '@trainerlog/core';

/**
 * The builder's working copy: a Pokémon always has four move boxes (empty ones are dropped on save) and a level
 * that may be mid-edit (''), so typing never fights the form.
 */
export interface SlotDraft extends Omit<TeamPokemonInput, 'moves' | 'level'> {
  /** Stable React key for a slot that has no stored id yet. */
  key: string;
  moves: string[];
  level: number | string;
}

export interface TeamDraft {
  name: string;
  format: string;
  slots: SlotDraft[];
}

let nextKey = 0;
const slotKey = () => `slot-${++nextKey}`;

export function emptySlot(species = ''): SlotDraft {
  const { level, ...fields } = emptyTeamPokemon(species);
  return { ...fields, key: slotKey(), level, moves: Array.from({ length: TEAM_MAX_MOVES }, () => '') };
}

export function draftFrom(input: TeamInput): TeamDraft {
  return {
    name: input.name,
    format: input.format,
    slots: input.pokemon.map((p) => ({
      ...p,
      key: slotKey(),
      moves: [...p.moves, ...Array.from({ length: TEAM_MAX_MOVES - p.moves.length }, () => '')],
      evs: { ...p.evs },
      ivs: { ...p.ivs },
      ...(p.statPoints ? { statPoints: { ...p.statPoints } } : {}),
    })),
  };
}

/** What the builder sends to teamInputSchema: the draft without its keys and empty move boxes. */
export function draftBody(draft: TeamDraft) {
  return {
    name: draft.name,
    format: draft.format,
    pokemon: draft.slots.map(({ key: _key, moves, level, ...rest }) => ({
      ...rest,
      level: level === '' ? Number.NaN : Number(level),
      moves: moves.map((m) => m.trim()).filter((m) => m !== ''),
    })),
  };
}

/** Field errors keyed `name`, `format`, `pokemon.2.species`, `pokemon.0.evs`: the first message for each. */
export type TeamFormErrors = Record<string, string>;

export function errorKey(path: readonly PropertyKey[]): string {
  return path[0] === 'pokemon' ? path.slice(0, 3).map(String).join('.') : String(path[0] ?? '');
}

/** The server's field errors (`pokemon.2.species: Unknown Pokémon "Pikachuu"`) placed like the form's own. */
export function serverFormErrors(errors: readonly { path: string; message: string }[]): TeamFormErrors {
  const result: TeamFormErrors = {};
  for (const { path, message } of errors) {
    const key = errorKey(path.split('.'));
    if (!result[key]) result[key] = message;
  }
  return result;
}

export function validateDraft(draft: TeamDraft): { data: TeamInput; errors?: undefined } | { errors: TeamFormErrors } {
  const parsed = teamInputSchema.safeParse(draftBody(draft));
  if (parsed.success) return { data: parsed.data };
  const errors: TeamFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = errorKey(issue.path);
    if (!errors[key]) errors[key] = issue.message;
  }
  return { errors };
}
