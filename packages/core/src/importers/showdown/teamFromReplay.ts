/**
 * "Save the replay's team as a new team" (issue 13): a team input (schemas/teams.ts `teamInputSchema`) from one
 * side of an imported replay.
 *
 * Decisions:
 * - The Pokémon are the side's six as the preview shows them (team preview, wildcards resolved where the battle
 *   revealed the forme; without a team preview, what the battle showed). A wildcard nothing resolved stays as it
 *   was shown (`Urshifu-*`): guessing a forme would save a wrong Pokémon, and the team builder lets the player pick.
 * - With an open team sheet (`|showteam|`) each Pokémon gets its item, ability, moves, Tera type, gender, level and
 *   nickname from it; without one, species only (`emptyTeamPokemon`). Natures, EVs and IVs are never shown by a
 *   replay, so they keep the schema's defaults.
 * - Every text is cut to the schema's limits and an unknown Tera type or level is dropped, so the result always
 *   passes `teamInputSchema`: a replay is someone else's data and must never make the save fail.
 * - Name: `Team from <format label>` for yours, `<opponent>'s team (<format label>)` for the opponent's; format: the
 *   replay's format id (`gen9vgc2025regi`), which is how teams built from a Showdown paste are labelled too.
 * - An unknown side (the preview could not tell which player you are) gives a team with no Pokémon.
 */
import {
  emptyTeamPokemon,
  TEAM_DEFAULT_LEVEL,
  TEAM_FORMAT_MAX_LENGTH,
  TEAM_MAX_MOVES,
  TEAM_MOVE_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
  TEAM_SPECIES_MAX_LENGTH,
  TEAM_TEXT_MAX_LENGTH,
  TERA_TYPES,
  type TeamInput,
  type TeamPokemonInput,
} from '../../schemas/teams.ts';
import { sameShowdownSpecies, showdownSpeciesId } from './teamMatch.ts';
import type { ShowdownGamePreview, ShowdownSheetPokemon } from './types.ts';

const cut = (value: string | null | undefined, max: number) => (value ?? '').trim().slice(0, max).trim();

/** The sheet entry for a species: the same name first, else the same Pokémon by the import's rules. */
function sheetEntry(species: string, sheet: readonly ShowdownSheetPokemon[]): ShowdownSheetPokemon | undefined {
  return (
    sheet.find((p) => showdownSpeciesId(p.species) === showdownSpeciesId(species)) ??
    sheet.find((p) => sameShowdownSpecies(p.species, species))
  );
}

function teamPokemon(species: string, sheet: ShowdownSheetPokemon | undefined): TeamPokemonInput {
  const pokemon = emptyTeamPokemon(cut(species, TEAM_SPECIES_MAX_LENGTH));
  if (!sheet) return pokemon;
  const nickname = cut(sheet.nickname, TEAM_TEXT_MAX_LENGTH);
  const teraType = TERA_TYPES.find((type) => type.toLowerCase() === sheet.teraType.trim().toLowerCase());
  return {
    ...pokemon,
    // `@` would be read as the item separator when the team is exported as a paste (schemas/teams.ts).
    nickname: nickname.includes('@') || nickname === pokemon.species ? '' : nickname,
    item: cut(sheet.item, TEAM_TEXT_MAX_LENGTH),
    ability: cut(sheet.ability, TEAM_TEXT_MAX_LENGTH),
    teraType: teraType ?? '',
    gender: sheet.gender === 'M' || sheet.gender === 'F' ? sheet.gender : null,
    level: Number.isInteger(sheet.level) && sheet.level >= 1 && sheet.level <= 100 ? sheet.level : TEAM_DEFAULT_LEVEL,
    moves: sheet.moves
      .map((move) => cut(move, TEAM_MOVE_MAX_LENGTH))
      .filter((move) => move !== '')
      .slice(0, TEAM_MAX_MOVES),
  };
}

/** A new team from one side of a previewed replay (see header); passes `teamInputSchema`. */
export function teamFromShowdownGame(game: ShowdownGamePreview, side: 'player' | 'opponent' = 'player'): TeamInput {
  const { reading, me } = game;
  const showdownSide = me === null ? null : side === 'player' ? me : me === 'p1' ? 'p2' : 'p1';
  const six = side === 'player' ? game.playerTeam : game.opponentTeam;
  const sheet = showdownSide ? (reading.teamSheets[showdownSide] ?? []) : [];
  const label = game.formatLabel || reading.formatId || 'Showdown replay';
  const opponent = game.opponentName.trim() || 'Opponent';
  const name = side === 'player' ? `Team from ${label}` : `${opponent}'s team (${label})`;
  return {
    name: cut(name, TEAM_NAME_MAX_LENGTH),
    format: cut(reading.formatId, TEAM_FORMAT_MAX_LENGTH),
    pokemon: showdownSide
      ? six
          .filter((s) => s.trim() !== '')
          .slice(0, 6)
          .map((species) => teamPokemon(species, sheetEntry(species, sheet)))
      : [],
  };
}
