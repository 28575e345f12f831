import { describe, expect, it } from 'vitest';
import { teamDisplayName, teamInputSchema, teamSchema } from '../src/index.ts';
import {
  EV_TOTAL_EXCEEDED,
  NATURE_INVALID,
  NICKNAME_NO_AT,
  SPECIES_REQUIRED,
  TERA_TYPE_INVALID,
  UNNAMED_TEAM,
  teamPokemonInputSchema,
} from '../src/schemas/teams.ts';

type Parsed = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const issues = (r: Parsed) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('teamPokemonInputSchema', () => {
  it('fills a bare species with VGC defaults', () => {
    expect(teamPokemonInputSchema.parse({ species: '  Amoonguss ' })).toEqual({
      species: 'Amoonguss',
      nickname: '',
      item: '',
      ability: '',
      teraType: '',
      nature: '',
      gender: null,
      shiny: false,
      level: 50,
      moves: [],
      evs: { hp: 0, atk: 0, def: 0, spa: 0, spd: 0, spe: 0 },
      ivs: { hp: 31, atk: 31, def: 31, spa: 31, spd: 31, spe: 31 },
    });
  });

  it('fills the stats not given and writes Tera type and nature as the games do', () => {
    const parsed = teamPokemonInputSchema.parse({
      species: 'Rillaboom',
      teraType: 'fire',
      nature: 'ADAMANT',
      evs: { hp: 252, atk: 252 },
      ivs: { spe: 0 },
    });
    expect(parsed.teraType).toBe('Fire');
    expect(parsed.nature).toBe('Adamant');
    expect(parsed.evs).toEqual({ hp: 252, atk: 252, def: 0, spa: 0, spd: 0, spe: 0 });
    expect(parsed.ivs).toEqual({ hp: 31, atk: 31, def: 31, spa: 31, spd: 31, spe: 0 });
  });

  it('requires a species of at most 60 characters', () => {
    expect(issues(teamPokemonInputSchema.safeParse({ species: '   ' }))).toEqual([['species', SPECIES_REQUIRED]]);
    expect(issues(teamPokemonInputSchema.safeParse({}))).toEqual([['species', SPECIES_REQUIRED]]);
    expect(issues(teamPokemonInputSchema.safeParse({ species: 'x'.repeat(61) }))).toEqual([
      ['species', 'Species must be at most 60 characters'],
    ]);
  });

  it('explains every bad field at once', () => {
    const result = teamPokemonInputSchema.safeParse({
      species: 'Incineroar',
      nickname: 'a@b',
      teraType: 'Plastic',
      nature: 'Silly',
      gender: 'X',
      level: 0,
      moves: ['Fake Out', '', 'Knock Off', 'm'.repeat(41)],
      evs: { hp: 253, atk: -1, spe: 1.5 },
      ivs: { spe: 32 },
    });
    expect(issues(result)).toEqual([
      ['nickname', NICKNAME_NO_AT],
      ['teraType', TERA_TYPE_INVALID],
      ['nature', NATURE_INVALID],
      ['gender', 'Gender must be M, F or null'],
      ['level', 'Level must be between 1 and 100'],
      ['moves.1', 'A move cannot be empty'],
      ['moves.3', 'Each move must be at most 40 characters'],
      ['evs.hp', 'HP EV must be between 0 and 252'],
      ['evs.atk', 'Atk EV must be between 0 and 252'],
      ['evs.spe', 'Spe EV must be a whole number'],
      ['ivs.spe', 'Spe IV must be between 0 and 31'],
    ]);
  });

  it('refuses a fifth move', () => {
    const moves = ['Fake Out', 'Knock Off', 'Parting Shot', 'Protect', 'Flare Blitz'];
    expect(issues(teamPokemonInputSchema.safeParse({ species: 'Incineroar', moves }))).toEqual([
      ['moves', 'A Pokémon has at most 4 moves'],
    ]);
  });

  it('refuses more than 510 EVs in all', () => {
    const evs = { hp: 252, atk: 252, spe: 8 };
    expect(issues(teamPokemonInputSchema.safeParse({ species: 'Kingambit', evs }))).toEqual([
      ['evs', EV_TOTAL_EXCEEDED],
    ]);
    expect(teamPokemonInputSchema.safeParse({ species: 'Kingambit', evs: { ...evs, spe: 6 } }).success).toBe(true);
  });
});

describe('teamInputSchema', () => {
  it('accepts an empty, unnamed team being built', () => {
    expect(teamInputSchema.parse({ name: '   ' })).toEqual({ name: '', format: '', pokemon: [] });
  });

  it('refuses a seventh Pokémon and over-long texts', () => {
    const seven = Array.from({ length: 7 }, () => ({ species: 'Pikachu' }));
    expect(
      issues(teamInputSchema.safeParse({ name: 'n'.repeat(101), format: 'f'.repeat(61), pokemon: seven })),
    ).toEqual([
      ['name', 'Team name must be at most 100 characters'],
      ['format', 'Format must be at most 60 characters'],
      ['pokemon', 'A team has at most 6 Pokémon'],
    ]);
  });
});

describe('teamSchema', () => {
  it('reads a stored team whose Pokémon carry ids', () => {
    const pokemon = { ...teamPokemonInputSchema.parse({ species: 'Pelipper', teraType: 'Ghost' }), id: 'p1' };
    const team = {
      _id: 'local_1700000000000_abc',
      name: '',
      format: 'gen9vgc2025regh',
      pokemon: [pokemon],
      isLocal: true,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(teamSchema.parse(team)).toEqual(team);
    expect(teamSchema.safeParse({ ...team, pokemon: [{ ...pokemon, id: undefined }] }).success).toBe(false);
  });
});

describe('teamDisplayName', () => {
  it('shows a blank name as Unnamed Team', () => {
    expect(teamDisplayName('  ')).toBe(UNNAMED_TEAM);
    expect(teamDisplayName(null)).toBe('Unnamed Team');
    expect(teamDisplayName(' Rain ')).toBe('Rain');
  });
});
