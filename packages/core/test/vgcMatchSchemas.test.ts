import { describe, expect, it } from 'vitest';
import {
  TIE_GAME_NEEDS_TIME_CALLED,
  BO3_ENDS_AT_TWO_WINS,
  BO3_NEEDS_THIRD_GAME,
  REPLAY_LINK_INVALID,
  VGC_BROUGHT_NOT_IN_TEAM,
  VGC_DUPLICATE_POKEMON,
  VGC_LEADS_NOT_BROUGHT,
  VGC_TEAM_REQUIRED,
  VGC_MEGA_NOT_BROUGHT,
  VGC_TERA_NOT_BROUGHT,
  vgcMatchInputSchema,
} from '../src/index.ts';

const TEAM = ['Calyrex-Shadow', 'Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss', 'Farigiraf'];
const OPPONENT = ['Miraidon', 'Iron Hands', 'Farigiraf', 'Whimsicott', 'Chien-Pao', 'Ogerpon-Hearthflame'];

function body(overrides: Record<string, unknown> = {}) {
  return {
    playerTeam: TEAM,
    opponentTeam: OPPONENT,
    opponentName: 'Rival',
    format: 'VGC 2025 Reg G',
    date: '2025-06-01',
    games: [{ result: 'win' }],
    ...overrides,
  };
}

/** The first message on each path. */
function problems(input: unknown): Record<string, string> {
  const parsed = vgcMatchInputSchema.safeParse(input);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('VGC match input', () => {
  it('moves used (issue 29): null by default, kept trimmed when given, bounded with clear messages', () => {
    const used = [{ pokemon: ' Incineroar ', moves: [' Fake Out ', 'Parting Shot'] }];
    expect(
      vgcMatchInputSchema.parse(body({ games: [{ result: 'win', movesUsed: used }] })).games[0]!.movesUsed,
    ).toEqual([{ pokemon: 'Incineroar', moves: ['Fake Out', 'Parting Shot'] }]);
    const moves = Array.from({ length: 13 }, (_, i) => `Move ${i}`);
    expect(problems(body({ games: [{ result: 'win', movesUsed: [{ pokemon: 'Incineroar', moves }] }] }))).toEqual({
      'games.0.movesUsed.0.moves': 'At most 12 moves used per Pokémon',
    });
    expect(problems(body({ games: [{ result: 'win', movesUsed: 'Fake Out' }] }))).toEqual({
      'games.0.movesUsed': 'Moves used must be a list of Pokémon and their moves',
    });
    expect(
      problems(body({ games: [{ result: 'win', movesUsed: [{ pokemon: 'Incineroar', moves: [' '] }] }] })),
    ).toEqual({
      'games.0.movesUsed.0.moves.0': 'Move names cannot be empty',
    });
  });

  it('accepts a Bo1 with defaults filled in', () => {
    const parsed = vgcMatchInputSchema.parse(body());
    expect(parsed).toMatchObject({ teamId: null, bestOf: 1, replayLink: '', notes: '' });
    expect(parsed.games[0]).toEqual({
      result: 'win',
      wentFirst: null,
      leadPokemon: [],
      opponentLeadPokemon: [],
      broughtPokemon: [],
      opponentBroughtPokemon: [],
      firstKnockout: null,
      teraPokemon: null,
      opponentTeraPokemon: null,
      megaPokemon: null,
      opponentMegaPokemon: null,
      movesUsed: null,
      replayLink: '',
      notes: '',
    });
  });

  it('records Mega Evolution by the rules of Tera (issue 29, Pokémon Champions)', () => {
    const brought = ['Calyrex-Shadow', 'Incineroar', 'Rillaboom', 'Amoonguss'];
    const game = (extra: Record<string, unknown>) => ({ result: 'win', broughtPokemon: brought, ...extra });
    const parsed = vgcMatchInputSchema.parse(body({ games: [game({ megaPokemon: ' Incineroar ' })] })).games[0];
    expect(parsed).toMatchObject({ megaPokemon: 'Incineroar', opponentMegaPokemon: null });
    // Older bodies without the fields read as not recorded.
    expect(vgcMatchInputSchema.parse(body({ games: [{ result: 'win' }] })).games[0]).toMatchObject({
      megaPokemon: null,
      opponentMegaPokemon: null,
    });
    expect(problems(body({ games: [game({ opponentMegaPokemon: 'Whimsicott' })] }))).toEqual({});
    expect(problems(body({ games: [game({ megaPokemon: 'Farigiraf', opponentMegaPokemon: 'Gengar' })] }))).toEqual({
      'games.0.megaPokemon': VGC_MEGA_NOT_BROUGHT,
      'games.0.opponentMegaPokemon': VGC_MEGA_NOT_BROUGHT,
    });
    expect(
      problems(body({ games: [game({ opponentBroughtPokemon: ['Miraidon'], opponentMegaPokemon: 'Whimsicott' })] })),
    ).toEqual({ 'games.0.opponentMegaPokemon': VGC_MEGA_NOT_BROUGHT });
  });

  it("records Tera: yours among your brought, the opponent's among theirs when known, else on their team", () => {
    const brought = ['Calyrex-Shadow', 'Incineroar', 'Rillaboom', 'Amoonguss'];
    const game = (extra: Record<string, unknown>) => ({ result: 'win', broughtPokemon: brought, ...extra });
    expect(
      vgcMatchInputSchema.parse(body({ games: [game({ teraPokemon: ' incineroar ', opponentTeraPokemon: null })] }))
        .games[0],
    ).toMatchObject({ teraPokemon: 'incineroar', opponentTeraPokemon: null });
    // Opponent's brought unknown: any Pokémon of their listed team; with no listed team, any name.
    expect(problems(body({ games: [game({ opponentTeraPokemon: 'Iron Hands' })] }))).toEqual({});
    expect(problems(body({ opponentTeam: [], games: [game({ opponentTeraPokemon: 'Pikachu' })] }))).toEqual({});
    expect(problems(body({ games: [game({ teraPokemon: 'Farigiraf', opponentTeraPokemon: 'Pikachu' })] }))).toEqual({
      'games.0.teraPokemon': VGC_TERA_NOT_BROUGHT,
      'games.0.opponentTeraPokemon': VGC_TERA_NOT_BROUGHT,
    });
    expect(
      problems(
        body({
          games: [game({ opponentBroughtPokemon: ['Miraidon', 'Whimsicott'], opponentTeraPokemon: 'Iron Hands' })],
        }),
      ),
    ).toEqual({ 'games.0.opponentTeraPokemon': VGC_TERA_NOT_BROUGHT });
    // Yours needs a brought list to be among.
    expect(problems(body({ games: [{ result: 'win', teraPokemon: 'Incineroar' }] }))).toEqual({
      'games.0.teraPokemon': VGC_TERA_NOT_BROUGHT,
    });
    expect(problems(body({ games: [game({ teraPokemon: ' ' })] }))['games.0.teraPokemon']).toBe(
      'Pokémon names cannot be empty',
    );
  });

  it('accepts a Bo3 with leads among brought and brought among the teams, ignoring case', () => {
    const game = {
      result: 'win',
      wentFirst: true,
      leadPokemon: ['calyrex-shadow', 'Incineroar'],
      broughtPokemon: ['Calyrex-Shadow', 'Incineroar', 'Rillaboom', 'Amoonguss'],
      opponentLeadPokemon: ['Miraidon', 'Whimsicott'],
      opponentBroughtPokemon: ['Miraidon', 'Whimsicott', 'Iron Hands', 'Farigiraf'],
      firstKnockout: 'player',
      replayLink: 'https://replay.pokemonshowdown.com/gen9vgc2025regg-123',
    };
    const parsed = vgcMatchInputSchema.safeParse(
      body({ bestOf: 3, games: [game, { ...game, result: 'loss' }, { ...game, firstKnockout: 'opponent' }] }),
    );
    expect(parsed.success).toBe(true);
  });

  it('needs a team id or your Pokémon', () => {
    expect(problems(body({ playerTeam: [] }))).toEqual({ playerTeam: VGC_TEAM_REQUIRED });
    expect(problems(body({ playerTeam: [], teamId: 'local_1732_abc' }))).toEqual({});
    expect(problems(body({ teamId: 'not-an-id' }))).toEqual({ teamId: 'Team id must be a server id or a local_ id' });
  });

  it('refuses a seventh Pokémon, a duplicate species and blank names', () => {
    expect(problems(body({ playerTeam: [...TEAM, 'Pikachu'] }))).toEqual({
      playerTeam: 'Your team has at most 6 Pokémon',
    });
    expect(problems(body({ opponentTeam: ['Miraidon', 'miraidon'] }))).toEqual({ opponentTeam: VGC_DUPLICATE_POKEMON });
    expect(problems(body({ playerTeam: ['  '] }))['playerTeam.0']).toBe('Pokémon names cannot be empty');
  });

  it('checks leads, brought and the first knockout of every game', () => {
    const bad = {
      result: 'loss',
      leadPokemon: ['Calyrex-Shadow', 'Incineroar', 'Rillaboom'],
      broughtPokemon: ['Calyrex-Shadow', 'Pikachu'],
      opponentLeadPokemon: ['Koraidon'],
      opponentBroughtPokemon: ['Miraidon'],
      firstKnockout: 'both',
    };
    expect(problems(body({ games: [bad] }))).toEqual({
      'games.0.leadPokemon': 'Your leads has at most 2 Pokémon',
      'games.0.broughtPokemon': VGC_BROUGHT_NOT_IN_TEAM,
      'games.0.opponentLeadPokemon': VGC_LEADS_NOT_BROUGHT,
      'games.0.firstKnockout': 'First knockout must be player or opponent',
    });
  });

  it('accepts a revealed forme for a team-preview wildcard, but not another species', () => {
    const opponentTeam = ['Urshifu-*', 'Rillaboom', 'Incineroar', 'Tornadus', 'Flutter Mane', 'Amoonguss'];
    const game = (brought: string[]) => ({ result: 'win', opponentBroughtPokemon: brought });
    expect(problems(body({ opponentTeam, games: [game(['Urshifu-Rapid-Strike', 'Rillaboom'])] }))).toEqual({});
    expect(problems(body({ opponentTeam, games: [game(['Calyrex-Shadow'])] }))).toEqual({
      'games.0.opponentBroughtPokemon': VGC_BROUGHT_NOT_IN_TEAM,
    });
  });

  it('follows the best-of rules of TCG matches', () => {
    expect(problems(body({ bestOf: 3, games: [{ result: 'win' }, { result: 'loss' }] }))).toEqual({
      games: BO3_NEEDS_THIRD_GAME,
    });
    expect(problems(body({ bestOf: 3, games: [{ result: 'win' }, { result: 'win' }, { result: 'loss' }] }))).toEqual({
      games: BO3_ENDS_AT_TWO_WINS,
    });
    expect(problems(body({ bestOf: 2 }))).toEqual({ bestOf: 'Best-of must be 1 or 3' });
    expect(problems(body({ games: [] }))).toEqual({ games: 'A Bo1 match has exactly one game' });
    expect(problems(body({ games: [{ result: 'draw' }] }))['games.0.result']).toBe(
      'Game result must be win, loss or tie',
    );
    expect(problems(body({ games: [{ result: 'tie' }] }))).toEqual({ games: TIE_GAME_NEEDS_TIME_CALLED });
    expect(problems(body({ games: [{ result: 'tie' }], timeCalled: true }))).toEqual({});
  });

  it('accepts only http(s) replay links, and real dates', () => {
    expect(problems(body({ replayLink: 'javascript:alert(1)' }))).toEqual({ replayLink: REPLAY_LINK_INVALID });
    expect(problems(body({ replayLink: 'http://example.com/replay' }))).toEqual({});
    expect(problems(body({ date: '2025-02-30' }))).toEqual({ date: 'Date must be a valid date (YYYY-MM-DD)' });
    expect(problems(body({ date: '2007-12-31' }))).toEqual({ date: 'Date must be in 2008 or later' });
  });
});
