/**
 * Showdown team export ("paste") and PokePaste text: reading it into team Pokémon and writing it back.
 *
 * Read by hand rather than with @pkmn/sets so that core stays small in the browser, and so that every line is
 * accounted for: a line the reader does not understand is reported with its number, never dropped in silence.
 *
 * Decisions:
 * - A set is a block of lines separated by blank lines; its first line is `Nickname (Species) (M) @ Item` or any
 *   part of it. A block that starts with a set line (`Ability:`, `- Move`, `Jolly Nature`…) continues the set before
 *   it, so a paste copied with blank lines between every line still reads; before any set, such a line is reported.
 * - `(M)`/`(F)` at the end of the first line is the gender; any other last parenthesis is the species and what stands
 *   before it the nickname. A nickname equal to the species is no nickname.
 * - Without a `Level:` line the level is 50 (a VGC paste). `formatShowdownPaste` always writes `Level:` so Showdown,
 *   which assumes 100 without it, reads the same team.
 * - `- Hidden Power [Fire]` is stored as the move `Hidden Power Fire` (Showdown's name for it) and written back in
 *   brackets.
 * - Happiness, Pokeball, Dynamax Level, Gigantamax and `Hidden Power:` lines mean nothing in current VGC: they are
 *   accepted and not kept. Any other unknown line, a bad value, a fifth move or a seventh set is a problem; the rest
 *   of the set is kept.
 * - A PokePaste/Showdown team header (`=== [gen9vgc2024regg] Team Name ===`) gives the team's name and format. A
 *   second header starts another team: it is reported and what follows is not imported.
 * - Written pastes have no trailing spaces (Showdown adds two per line for Markdown; readers ignore them).
 * - Pokémon Champions (issue 29): `SPs: 32 HP / 2 Def / 32 Spe` (also `Stat Points:`) are the Pokémon's stat points
 *   (at most 32 a stat, 66 in all: `schemas/teams.ts`), kept as `statPoints` and written back as an `SPs:` line. A
 *   team whose header names a Champions format (`rules/formatMechanics.ts`) and whose `EVs:` line stays within those
 *   limits wrote its stat points as EVs (some exporters do): they are read as stat points. Anywhere else an `EVs:`
 *   line is EVs, as Showdown reads it.
 */
import { VGC_TEAM_SIZE } from '../constants.ts';
import {
  DEFAULT_EVS,
  emptyTeamPokemon,
  EV_MAX_PER_STAT,
  EV_MAX_TOTAL,
  EV_TOTAL_EXCEEDED,
  IV_MAX,
  NATURES,
  STAT_KEYS,
  STAT_LABELS,
  STAT_POINTS_MAX_PER_STAT,
  STAT_POINTS_MAX_TOTAL,
  STAT_POINTS_TOTAL_EXCEEDED,
  TEAM_MAX_MOVES,
  TEAM_MOVE_MAX_LENGTH,
  TEAM_SPECIES_MAX_LENGTH,
  TEAM_TEXT_MAX_LENGTH,
  TERA_TYPES,
  teamPokemonInputSchema,
} from '../schemas/teams.ts';
import type { StatKey, StatTable, TeamPokemonInput } from '../schemas/teams.ts';
import { formatMechanic } from '../rules/formatMechanics.ts';

const statTotal = (stats: StatTable) => STAT_KEYS.reduce((sum, stat) => sum + stats[stat], 0);

export interface PasteProblem {
  /** 1-based line number in the pasted text. */
  line: number;
  /** The line as pasted, trimmed. */
  text: string;
  message: string;
}

export interface ParsedPaste {
  /** From a team header; '' when there is none. */
  name: string;
  format: string;
  pokemon: TeamPokemonInput[];
  problems: PasteProblem[];
}

export const PASTE_UNKNOWN_LINE = 'Unknown line: not part of a Showdown set';
export const PASTE_LINE_BEFORE_SET = 'This line comes before the first Pokémon';
export const PASTE_MISSING_SPECIES = 'Missing species: this set is not imported';
export const PASTE_TOO_MANY_POKEMON = `A team has at most ${VGC_TEAM_SIZE} Pokémon: this set is not imported`;
export const PASTE_TOO_MANY_MOVES = `A Pokémon has at most ${TEAM_MAX_MOVES} moves: this move is not imported`;
export const PASTE_SECOND_TEAM = 'Only one team is imported at a time: this team and what follows are not imported';
export const PASTE_EVS_UNREADABLE = 'EVs must be written like 252 HP / 4 Atk / 252 Spe';
export const PASTE_IVS_UNREADABLE = 'IVs must be written like 0 Atk / 30 Spe';
export const PASTE_SPS_UNREADABLE = 'Stat points must be written like 32 HP / 2 Def / 32 Spe';

const STAT_ALIASES: Record<string, StatKey> = {
  hp: 'hp',
  atk: 'atk',
  attack: 'atk',
  def: 'def',
  defense: 'def',
  spa: 'spa',
  spatk: 'spa',
  spattack: 'spa',
  specialattack: 'spa',
  spd: 'spd',
  spdef: 'spd',
  spdefense: 'spd',
  specialdefense: 'spd',
  spe: 'spe',
  speed: 'spe',
};
/** Lines Showdown writes that a VGC team does not keep. */
const IGNORED_KEYS = new Set([
  'happiness',
  'friendship',
  'pokeball',
  'poke ball',
  'ball',
  'dynamax level',
  'gigantamax',
  'hidden power',
]);
const SET_KEYS = new Set([
  'ability',
  'level',
  'shiny',
  'tera type',
  'tera',
  'evs',
  'ivs',
  'sps',
  'stat points',
  'nature',
  ...IGNORED_KEYS,
]);

const TEAM_HEADER = /^===\s*(?:\[([^\]]*)\]\s*)?(.*?)\s*===$/;
const MOVE_LINE = /^[-~•]\s*(.*)$/;
const KEY_VALUE_LINE = /^([A-Za-z][A-Za-z .]*?)\s*:\s*(.*)$/;
const NATURE_LINE = /^([A-Za-z]+)\s+Nature$/i;
const HIDDEN_POWER_BRACKETS = /^Hidden Power\s*\[\s*([A-Za-z]+)\s*\]$/i;

interface SetDraft {
  headerLine: number;
  headerText: string;
  pokemon: TeamPokemonInput;
  /** A set that is reported as a whole (no species, one too many) takes its lines with it. */
  skipped: boolean;
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function choice<T extends string>(choices: readonly T[], value: string): T | undefined {
  return choices.find((c) => c.toLowerCase() === value.trim().toLowerCase());
}

function isSetLine(line: string): boolean {
  if (MOVE_LINE.test(line) || NATURE_LINE.test(line)) return true;
  const keyValue = KEY_VALUE_LINE.exec(line);
  return !!keyValue && SET_KEYS.has(keyValue[1]!.toLowerCase().replace(/\s+/g, ' '));
}

/** `Nickname (Species) (M) @ Item`, any part optional but the species. */
function readFirstLine(line: string): { species: string; nickname: string; gender: 'M' | 'F' | null; item: string } {
  let rest = line;
  let item = '';
  const withItem = /^(.*?)\s*@\s*([^@]*)$/.exec(rest);
  if (withItem) {
    rest = withItem[1]!;
    item = withItem[2]!.trim();
  }
  let gender: 'M' | 'F' | null = null;
  const withGender = /^(.*?)\s*\(\s*([MF])\s*\)$/i.exec(rest);
  if (withGender) {
    rest = withGender[1]!;
    gender = withGender[2]!.toUpperCase() as 'M' | 'F';
  }
  let species = rest.trim();
  let nickname = '';
  const withSpecies = /^(.*?)\s*\(([^()]*)\)$/.exec(rest);
  if (withSpecies) {
    nickname = withSpecies[1]!.trim();
    species = withSpecies[2]!.trim();
  }
  if (nickname.toLowerCase() === species.toLowerCase()) nickname = '';
  return { species, nickname, gender, item };
}

/** `252 HP / 4 Atk / 252 Spe` into a stat table over `base`; a message when it cannot be read or is out of range. */
function readStats(
  value: string,
  kind: 'EVs' | 'IVs' | 'Stat points',
  base: StatTable,
): { stats: StatTable; problem?: undefined } | { problem: string } {
  const max = kind === 'EVs' ? EV_MAX_PER_STAT : kind === 'IVs' ? IV_MAX : STAT_POINTS_MAX_PER_STAT;
  const unreadable =
    kind === 'EVs' ? PASTE_EVS_UNREADABLE : kind === 'IVs' ? PASTE_IVS_UNREADABLE : PASTE_SPS_UNREADABLE;
  const stats = { ...base };
  const seen = new Set<StatKey>();
  for (const part of value.split('/')) {
    const match = /^(\d+)\s*([A-Za-z. ]+)$/.exec(part.trim());
    const stat = match ? STAT_ALIASES[match[2]!.toLowerCase().replace(/[. ]/g, '')] : undefined;
    if (!match || !stat) return { problem: unreadable };
    if (seen.has(stat)) return { problem: `${kind} give ${STAT_LABELS[stat]} twice` };
    seen.add(stat);
    const amount = Number(match[1]);
    if (amount > max) return { problem: `${kind} must be between 0 and ${max} per stat` };
    stats[stat] = amount;
  }
  if (kind === 'EVs' && STAT_KEYS.reduce((sum, stat) => sum + stats[stat], 0) > EV_MAX_TOTAL) {
    return { problem: EV_TOTAL_EXCEEDED };
  }
  if (kind === 'Stat points' && statTotal(stats) > STAT_POINTS_MAX_TOTAL)
    return { problem: STAT_POINTS_TOTAL_EXCEEDED };
  return { stats };
}

function limitMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** Applies one set line (not the first) to the set; returns a problem message, or null when the line is fine. */
function applySetLine(set: TeamPokemonInput, line: string): string | null {
  const move = MOVE_LINE.exec(line);
  if (move) {
    const hiddenPower = HIDDEN_POWER_BRACKETS.exec(move[1]!.trim());
    const name = hiddenPower ? `Hidden Power ${capitalized(hiddenPower[1]!)}` : move[1]!.trim();
    if (name === '') return 'Empty move';
    if (name.length > TEAM_MOVE_MAX_LENGTH) return limitMessage('A move', TEAM_MOVE_MAX_LENGTH);
    if (set.moves.length >= TEAM_MAX_MOVES) return PASTE_TOO_MANY_MOVES;
    set.moves.push(name);
    return null;
  }
  const natureLine = NATURE_LINE.exec(line);
  const keyValue = natureLine ? null : KEY_VALUE_LINE.exec(line);
  const key = natureLine ? 'nature' : keyValue?.[1]!.toLowerCase().replace(/\s+/g, ' ');
  const value = (natureLine ? natureLine[1]! : (keyValue?.[2] ?? '')).trim();
  if (!key || !SET_KEYS.has(key)) return PASTE_UNKNOWN_LINE;
  if (IGNORED_KEYS.has(key)) return null;
  switch (key) {
    case 'ability':
      if (value === '') return 'Ability is empty';
      if (value.length > TEAM_TEXT_MAX_LENGTH) return limitMessage('Ability', TEAM_TEXT_MAX_LENGTH);
      set.ability = value;
      return null;
    case 'level': {
      const level = /^\d+$/.test(value) ? Number(value) : NaN;
      if (!(level >= 1 && level <= 100)) return 'Level must be a whole number between 1 and 100';
      set.level = level;
      return null;
    }
    case 'shiny':
      if (/^(yes|true)$/i.test(value)) set.shiny = true;
      else if (/^(no|false)$/i.test(value)) set.shiny = false;
      else return 'Shiny must be Yes or No';
      return null;
    case 'tera type':
    case 'tera': {
      const teraType = choice(TERA_TYPES, value);
      if (!teraType) return `Unknown Tera type "${value}"`;
      set.teraType = teraType;
      return null;
    }
    case 'nature': {
      const nature = choice(NATURES, value);
      if (!nature) return `Unknown nature "${value}"`;
      set.nature = nature;
      return null;
    }
    case 'sps':
    case 'stat points': {
      const read = readStats(value, 'Stat points', set.statPoints ?? { ...DEFAULT_EVS });
      if (read.problem !== undefined) return read.problem;
      set.statPoints = read.stats;
      return null;
    }
    default: {
      const kind = key === 'evs' ? 'EVs' : 'IVs';
      const read = readStats(value, kind, kind === 'EVs' ? set.evs : set.ivs);
      if (read.problem !== undefined) return read.problem;
      if (kind === 'EVs') set.evs = read.stats;
      else set.ivs = read.stats;
      return null;
    }
  }
}

/** Begins a set at its first line; a set that cannot be imported is reported here and marked skipped. */
function startSet(
  line: string,
  lineNumber: number,
  setCount: number,
  report: (line: number, text: string, message: string) => void,
): SetDraft {
  const first = readFirstLine(line);
  const set: SetDraft = {
    headerLine: lineNumber,
    headerText: line,
    pokemon: emptyTeamPokemon(first.species),
    skipped: false,
  };
  if (setCount > VGC_TEAM_SIZE) {
    set.skipped = true;
    report(lineNumber, line, PASTE_TOO_MANY_POKEMON);
  } else if (first.species === '') {
    set.skipped = true;
    report(lineNumber, line, PASTE_MISSING_SPECIES);
  } else if (first.species.length > TEAM_SPECIES_MAX_LENGTH) {
    set.skipped = true;
    report(lineNumber, line, `${limitMessage('Species', TEAM_SPECIES_MAX_LENGTH)}: this set is not imported`);
  } else {
    set.pokemon.gender = first.gender;
    if (first.nickname.includes('@') || first.nickname.length > TEAM_TEXT_MAX_LENGTH) {
      report(lineNumber, line, 'Nickname is too long or contains @: it is not imported');
    } else {
      set.pokemon.nickname = first.nickname;
    }
    if (first.item.length > TEAM_TEXT_MAX_LENGTH) {
      report(lineNumber, line, `${limitMessage('Item', TEAM_TEXT_MAX_LENGTH)}: it is not imported`);
    } else {
      set.pokemon.item = first.item;
    }
  }
  return set;
}

/** Reads a Showdown or PokePaste team. Never throws; whatever is not understood is in `problems`. */
export function parseShowdownPaste(text: string): ParsedPaste {
  const result: ParsedPaste = { name: '', format: '', pokemon: [], problems: [] };
  const sets: SetDraft[] = [];
  let current: SetDraft | null = null;
  let blockStart = true;
  let setCount = 0;
  let teamHeaderSeen = false;
  const report = (line: number, lineText: string, message: string) =>
    result.problems.push({ line, text: lineText, message });

  const lines = (text ?? '').replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index++) {
    const lineNumber = index + 1;
    const line = lines[index]!.replace(/\s+/g, ' ').trim();
    if (line === '') {
      blockStart = true;
      continue;
    }
    const teamHeader = TEAM_HEADER.exec(line);
    if (teamHeader) {
      if (teamHeaderSeen || setCount > 0) {
        report(lineNumber, line, PASTE_SECOND_TEAM);
        break;
      }
      teamHeaderSeen = true;
      result.format = (teamHeader[1] ?? '').trim();
      result.name = teamHeader[2]!.trim();
      blockStart = true;
      continue;
    }
    if (blockStart && !isSetLine(line)) {
      blockStart = false;
      setCount++;
      current = startSet(line, lineNumber, setCount, report);
      if (!current.skipped) sets.push(current);
      continue;
    }
    blockStart = false;
    if (!current) {
      report(lineNumber, line, PASTE_LINE_BEFORE_SET);
      continue;
    }
    if (current.skipped) continue;
    const problem = applySetLine(current.pokemon, line);
    if (problem) report(lineNumber, line, problem);
  }

  const champions = formatMechanic(result.format)?.game === 'Pokémon Champions';
  for (const set of sets) {
    const { evs } = set.pokemon;
    // Stat points written as EVs in a Champions team (see header).
    const total = statTotal(evs);
    if (champions && !set.pokemon.statPoints && total > 0 && total <= STAT_POINTS_MAX_TOTAL) {
      if (STAT_KEYS.every((stat) => evs[stat] <= STAT_POINTS_MAX_PER_STAT)) {
        set.pokemon.statPoints = { ...evs };
        set.pokemon.evs = { ...DEFAULT_EVS };
      }
    }
    // The line checks above keep every value within the schema; this is the guard that the two never drift apart.
    const checked = teamPokemonInputSchema.safeParse(set.pokemon);
    if (checked.success) result.pokemon.push(checked.data);
    else for (const issue of checked.error.issues) report(set.headerLine, set.headerText, issue.message);
  }
  result.problems.sort((a, b) => a.line - b.line);
  return result;
}

function statLine(label: 'EVs' | 'IVs' | 'SPs', stats: StatTable, omitted: number): string | null {
  const parts = STAT_KEYS.filter((stat) => stats[stat] !== omitted).map(
    (stat) => `${stats[stat]} ${STAT_LABELS[stat]}`,
  );
  return parts.length > 0 ? `${label}: ${parts.join(' / ')}` : null;
}

function formatSet(pokemon: TeamPokemonInput): string {
  let first =
    pokemon.nickname && pokemon.nickname !== pokemon.species
      ? `${pokemon.nickname} (${pokemon.species})`
      : pokemon.species;
  if (pokemon.gender) first += ` (${pokemon.gender})`;
  if (pokemon.item) first += ` @ ${pokemon.item}`;
  const lines = [first];
  if (pokemon.ability) lines.push(`Ability: ${pokemon.ability}`);
  lines.push(`Level: ${pokemon.level}`);
  if (pokemon.shiny) lines.push('Shiny: Yes');
  if (pokemon.teraType) lines.push(`Tera Type: ${pokemon.teraType}`);
  const evs = statLine('EVs', pokemon.evs, 0);
  if (evs) lines.push(evs);
  const statPoints = pokemon.statPoints ? statLine('SPs', pokemon.statPoints, 0) : null;
  if (statPoints) lines.push(statPoints);
  if (pokemon.nature) lines.push(`${pokemon.nature} Nature`);
  const ivs = statLine('IVs', pokemon.ivs, IV_MAX);
  if (ivs) lines.push(ivs);
  for (const move of pokemon.moves) {
    const hiddenPower = /^Hidden Power ([A-Za-z]+)$/.exec(move);
    lines.push(`- ${hiddenPower ? `Hidden Power [${hiddenPower[1]}]` : move}`);
  }
  return lines.join('\n');
}

/**
 * Writes Pokémon as a Showdown export (the text Showdown's Import/Export and PokePaste take). With a name or a format,
 * a team header line comes first.
 */
export function formatShowdownPaste(
  pokemon: readonly TeamPokemonInput[],
  team: { name?: string; format?: string } = {},
): string {
  const name = (team.name ?? '').trim();
  const format = (team.format ?? '').trim();
  const blocks = pokemon.map(formatSet);
  // A name that starts with a bracket gets an empty format in front, or it would be read back as the format.
  const bracket = format || name.startsWith('[') ? `[${format}] ` : '';
  if (name || format) blocks.unshift(`=== ${bracket}${name}`.trimEnd() + ' ===');
  return blocks.length > 0 ? `${blocks.join('\n\n')}\n` : '';
}
