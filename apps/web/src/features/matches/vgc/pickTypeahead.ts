/**
 * Typing a Pokémon's first letters in a row of picks (issue 28: keyboard entry of leads and brought). Letters build
 * up while typed in quick succession; a pause starts again. Names compare by their letters and digits only, without
 * accents or case, so "mrm" is Mr. Mime and "urshifur" Urshifu-Rapid-Strike.
 */

/** Letters typed this long after the previous one start a new name. */
export const TYPEAHEAD_RESET_MS = 1000;

export interface TypeaheadState {
  text: string;
  /** The previous key's event time stamp. */
  at: number;
  /** The Pokémon these letters already toggled: more of its letters do nothing ("inc" toggles Incineroar once). */
  toggled: number | null;
}

export const NO_TYPEAHEAD: TypeaheadState = { text: '', at: -Infinity, toggled: null };

const letters = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The indices of the names that start with `text`, in order. */
export function namesStartingWith(names: readonly string[], text: string): number[] {
  const typed = letters(text);
  if (typed === '') return [];
  return names.flatMap((name, index) => (letters(name).startsWith(typed) ? [index] : []));
}

export interface TypeaheadStep {
  state: TypeaheadState;
  /** The Pokémon to focus, or null when nothing changes. */
  focus: number | null;
  /** Whether to toggle it: the letters name exactly one Pokémon. */
  toggle: boolean;
}

/**
 * One letter typed at `at` (an event time stamp): the names starting with the letters so far. One name: it is
 * focused and toggled, and its further letters do nothing. Several: the first is focused, waiting for more letters
 * (or Space/Enter). None: the letter alone starts a new name, so "i" right after "f" still reaches Incineroar.
 */
export function typeaheadStep(names: readonly string[], state: TypeaheadState, key: string, at: number): TypeaheadStep {
  const fresh = at - state.at > TYPEAHEAD_RESET_MS;
  let text = (fresh ? '' : state.text) + key;
  let found = namesStartingWith(names, text);
  if (!fresh && state.toggled !== null && found.length === 1 && found[0] === state.toggled) {
    return { state: { ...state, text, at }, focus: null, toggle: false };
  }
  if (found.length === 0 && text !== key) {
    text = key;
    found = namesStartingWith(names, text);
  }
  if (found.length === 0) return { state: NO_TYPEAHEAD, focus: null, toggle: false };
  const toggle = found.length === 1;
  return { state: { text, at, toggled: toggle ? found[0]! : null }, focus: found[0]!, toggle };
}
