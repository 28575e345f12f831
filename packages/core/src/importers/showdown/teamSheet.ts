/**
 * Open team sheets in a Showdown battle log (issue 13): `|showteam|p1|<packed team>`, sent when both players agree to
 * open team sheets (VGC Bo3 and tournaments).
 *
 * The packed format is Showdown's (sim/teams.ts `Teams.pack`): Pokémon joined by `]`, each
 * `NICKNAME|SPECIES|ITEM|ABILITY|MOVES|NATURE|EVS|GENDER|IVS|SHINY|LEVEL|HAPPINESS,POKEBALL,HIDDENPOWERTYPE,
 * GIGANTAMAX,DYNAMAXLEVEL,TERATYPE`. @pkmn/protocol does not unpack teams (that is @pkmn/sets, not a core
 * dependency), so the fields are split here.
 *
 * Decisions:
 * - An empty SPECIES means the nickname is the species; the nickname is then ''.
 * - Item, ability and move ids (`FocusSash`, `SunnyDay`) become display names through @pkmn/dex, else stay as
 *   written. An ability slot (`0`, `1`, `H`, `S`) is looked up in the species' abilities.
 * - An empty LEVEL is 100 (Showdown's default), as Showdown's own unpacking does.
 */
import { Dex } from '@pkmn/dex';
import type { ShowdownSheetPokemon } from './types.ts';

const MAX_SHEET_POKEMON = 24;

function displayName(id: string, table: { get(name: string): { exists: boolean; name: string } }): string {
  const trimmed = id.trim();
  if (trimmed === '') return '';
  const found = table.get(trimmed);
  return found.exists ? found.name : trimmed;
}

function abilityName(written: string, species: string): string {
  const slot = written.trim();
  if (['0', '1', 'H', 'S'].includes(slot)) {
    const abilities = Dex.species.get(species).abilities;
    const name = slot === '0' ? abilities[0] : slot === '1' ? abilities[1] : slot === 'H' ? abilities.H : abilities.S;
    return name ?? '';
  }
  return displayName(slot, Dex.abilities);
}

function readPokemon(packed: string): ShowdownSheetPokemon | null {
  const fields = packed.split('|');
  const nicknameText = (fields[0] ?? '').trim();
  const speciesText = (fields[1] ?? '').trim() || nicknameText;
  if (speciesText === '') return null;
  const species = displayName(speciesText, Dex.species);
  const nickname = nicknameText === '' || nicknameText === speciesText || nicknameText === species ? '' : nicknameText;
  const moves = (fields[4] ?? '')
    .split(',')
    .map((move) => displayName(move, Dex.moves))
    .filter((move) => move !== '');
  const gender = (fields[7] ?? '').trim();
  const level = Number.parseInt(fields[10] ?? '', 10);
  const misc = (fields[11] ?? '').split(',');
  return {
    species,
    nickname,
    item: displayName(fields[2] ?? '', Dex.items),
    ability: abilityName(fields[3] ?? '', speciesText),
    moves,
    teraType: displayName(misc[5] ?? '', Dex.types),
    gender: gender === 'M' || gender === 'F' ? gender : null,
    level: Number.isFinite(level) && level > 0 ? level : 100,
  };
}

/** The Pokémon of one packed team; empty when nothing in it names a species. */
export function readPackedTeam(packed: string): ShowdownSheetPokemon[] {
  const sheet: ShowdownSheetPokemon[] = [];
  for (const part of packed.split(']')) {
    if (sheet.length >= MAX_SHEET_POKEMON) break;
    const pokemon = readPokemon(part);
    if (pokemon) sheet.push(pokemon);
  }
  return sheet;
}
