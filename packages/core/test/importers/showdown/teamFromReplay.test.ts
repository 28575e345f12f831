import { describe, expect, it } from 'vitest';
import { teamInputSchema } from '../../../src/schemas/teams.ts';
import { previewShowdownImport, previewShowdownReadings } from '../../../src/importers/showdown/proposal.ts';
import { teamFromShowdownGame } from '../../../src/importers/showdown/teamFromReplay.ts';
import type { ShowdownReplayReading, ShowdownSheetPokemon } from '../../../src/importers/showdown/types.ts';
import { regIGame } from './fixtures.ts';
import { ALICE_PREVIEW, BOB_PREVIEW, makeReading } from './importReadings.ts';

const gameOf = (reading: ShowdownReplayReading, playerName: string | null = 'Alice') =>
  previewShowdownReadings([{ reading }], { playerName }).games[0]!;

const sheetPokemon = (species: string, over: Partial<ShowdownSheetPokemon> = {}): ShowdownSheetPokemon => ({
  species,
  nickname: '',
  item: 'Leftovers',
  ability: 'Pressure',
  moves: ['Protect', 'Tailwind'],
  teraType: 'fairy',
  gender: null,
  level: 50,
  ...over,
});

describe('teamFromShowdownGame', () => {
  it('saves your six, wildcards resolved, species only without a team sheet', () => {
    const team = teamFromShowdownGame(gameOf(makeReading()));
    expect(team.name).toMatch(/^Team from .+/);
    expect(team.format).toBe('gen9vgc2025regi');
    expect(team.pokemon.map((p) => p.species)).toEqual(['Urshifu-Rapid-Strike', ...ALICE_PREVIEW.slice(1)]);
    expect(team.pokemon[1]).toMatchObject({ item: '', ability: '', moves: [], teraType: '', level: 50 });
    expect(teamInputSchema.parse(team)).toEqual(team);
  });

  it("fills each Pokémon from the open team sheet, cut to the team schema's limits", () => {
    const sheet = [
      sheetPokemon('Urshifu-Rapid-Strike', {
        nickname: 'Fishy',
        gender: 'M',
        moves: ['Surging Strikes', 'Close Combat', 'Aqua Jet', 'Detect', 'Extra'],
      }),
      sheetPokemon('Incineroar', { nickname: 'a@b', teraType: 'Unknown', level: 0, gender: 'F' }),
      sheetPokemon('Rillaboom', { nickname: 'Rillaboom', item: 'x'.repeat(80), moves: ['  ', 'Fake Out'] }),
    ];
    const team = teamFromShowdownGame(
      gameOf(
        makeReading({
          teamPreview: { p1: ['Urshifu-*', 'Incineroar', 'Rillaboom'], p2: [] },
          teamSheets: { p1: sheet, p2: null },
        }),
      ),
    );
    expect(team.pokemon[0]).toMatchObject({
      species: 'Urshifu-Rapid-Strike',
      nickname: 'Fishy',
      item: 'Leftovers',
      ability: 'Pressure',
      teraType: 'Fairy',
      gender: 'M',
      level: 50,
      moves: ['Surging Strikes', 'Close Combat', 'Aqua Jet', 'Detect'],
      nature: '',
    });
    expect(team.pokemon[1]).toMatchObject({ nickname: '', teraType: '', level: 50, gender: 'F' });
    expect(team.pokemon[2]).toMatchObject({ nickname: '', item: 'x'.repeat(60), moves: ['Fake Out'] });
    expect(teamInputSchema.parse(team)).toEqual(team);
  });

  it("saves the opponent's team under their name", () => {
    const sheet = BOB_PREVIEW.map((species) => sheetPokemon(species));
    const team = teamFromShowdownGame(gameOf(makeReading({ teamSheets: { p1: null, p2: sheet } })), 'opponent');
    expect(team.name).toMatch(/^Bob's team/);
    expect(team.pokemon.map((p) => [p.species, p.item])).toEqual(BOB_PREVIEW.map((s) => [s, 'Leftovers']));
    expect(teamInputSchema.safeParse(team).success).toBe(true);
  });

  it('has no Pokémon when your side is unknown', () => {
    const team = teamFromShowdownGame(gameOf(makeReading(), null));
    expect(team.pokemon).toEqual([]);
    expect(teamInputSchema.safeParse(team).success).toBe(true);
  });

  it('saves a team from a replay with an open team sheet, read by the reader', () => {
    const sheet =
      'Cat|Incineroar|SafetyGoggles|H|FakeOut,PartingShot,FlareBlitz,KnockOff|Careful|252,,4,,252,|M|||50|,,,,,Grass]' +
      'Urshifu-Rapid-Strike||MysticWater|UnseenFist|SurgingStrikes,CloseCombat,AquaJet,Detect|||||||,,,,,Water';
    const lines = regIGame();
    lines.splice(lines.indexOf('|start'), 0, `|showteam|p2|${sheet}`);
    const [game] = previewShowdownImport([{ text: lines.join('\n') }], { playerName: 'Bob' }).games;
    const team = teamFromShowdownGame(game!);
    expect(team.format).toBe('gen9vgc2025regi');
    expect(team.pokemon.map((p) => p.species)).toEqual([
      'Calyrex-Shadow',
      'Incineroar',
      'Urshifu-Rapid-Strike',
      'Rillaboom',
      'Amoonguss',
      'Raging Bolt',
    ]);
    expect(team.pokemon[1]).toMatchObject({
      nickname: 'Cat',
      item: 'Safety Goggles',
      moves: ['Fake Out', 'Parting Shot', 'Flare Blitz', 'Knock Off'],
      teraType: 'Grass',
      gender: 'M',
    });
    // An empty level on the sheet is Showdown's 100.
    expect(team.pokemon[2]).toMatchObject({ item: 'Mystic Water', teraType: 'Water', level: 100 });
    expect(team.pokemon[0]).toMatchObject({ item: '', moves: [] });
    expect(teamInputSchema.parse(team)).toEqual(team);
  });
});
