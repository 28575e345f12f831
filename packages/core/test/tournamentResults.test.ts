/**
 * Results as tournaments record them (issue 29): tie games and `timeCalled`, and the special results (`specialResult`
 * id | bye | no-show) — the input rules with their messages, the one reading of the match result, and what every
 * place that counts reads of them (records, groups, analytics, CSV).
 */
import { describe, expect, it } from 'vitest';
import {
  analyticsQuerySchema,
  analyticsResult,
  BO3_ENDS_AT_TWO_WINS,
  BO3_NEEDS_THIRD_GAME,
  groupStats,
  matchOutcome,
  matchResultProblem,
  matchScore,
  matchTally,
  NO_SHOW_NEEDS_RESULT,
  record,
  recordedResultOf,
  SPECIAL_RESULT_CONFLICT,
  SPECIAL_RESULT_NO_GAMES,
  SPECIAL_RESULT_NO_TIME_CALLED,
  tcgGamesProblem,
  tcgMatchesToCsv,
  tcgMatchInputSchema,
  tcgPersonalAnalytics,
  TIE_GAME_NEEDS_TIME_CALLED,
  TIME_CALLED_NEEDS_GAMES,
  vgcMatchesToCsv,
  vgcMatchInputSchema,
} from '../src/index.ts';
import { csvResult } from '../src/rules/matchResult.ts';

const g = (...results: string[]) => results.map((result) => ({ result }));
const base = { deckName: 'Charizard ex', opponentDeck: 'Lugia VSTAR', date: '2026-03-02' };
const issues = (body: object) => {
  const parsed = tcgMatchInputSchema.safeParse({ ...base, ...body });
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the input rules (tcgMatchInputSchema, vgcMatchInputSchema)', () => {
  it('a Bo3 at 1-1 is saved when time was called, and refused without it', () => {
    expect(issues({ format: 'Bo3', games: g('win', 'loss'), timeCalled: true })).toEqual([]);
    expect(issues({ format: 'Bo3', games: g('win', 'loss') })).toEqual([['games', BO3_NEEDS_THIRD_GAME]]);
  });

  it('time called lets a Bo3 end after one game or with a tied game, never past two wins', () => {
    expect(issues({ format: 'Bo3', games: g('win'), timeCalled: true })).toEqual([]);
    expect(issues({ format: 'Bo3', games: g('win', 'loss', 'tie'), timeCalled: true })).toEqual([]);
    expect(issues({ format: 'Bo3', games: g('tie'), timeCalled: true })).toEqual([]);
    expect(issues({ format: 'Bo3', games: [], timeCalled: true })).toEqual([['games', TIME_CALLED_NEEDS_GAMES]]);
    expect(issues({ format: 'Bo3', games: g('win', 'win', 'tie'), timeCalled: true })).toEqual([
      ['games', BO3_ENDS_AT_TWO_WINS],
    ]);
  });

  it('a tie game needs time called, in a Bo1 as in a Bo3', () => {
    expect(issues({ games: g('tie') })).toEqual([['games', TIE_GAME_NEEDS_TIME_CALLED]]);
    expect(issues({ format: 'Bo3', games: g('win', 'loss', 'tie') })).toEqual([['games', TIE_GAME_NEEDS_TIME_CALLED]]);
    expect(issues({ games: g('tie'), timeCalled: true })).toEqual([]);
  });

  it('special results have no games and no time called; a no-show says who did not show', () => {
    expect(issues({ specialResult: 'id', games: [] })).toEqual([]);
    expect(issues({ specialResult: 'bye', games: [] })).toEqual([]);
    expect(issues({ specialResult: 'no-show', recordedResult: 'win' })).toEqual([]);
    expect(issues({ specialResult: 'no-show', recordedResult: 'loss' })).toEqual([]);
    expect(issues({ specialResult: 'bye', games: g('win') })).toEqual([['games', SPECIAL_RESULT_NO_GAMES]]);
    expect(issues({ specialResult: 'id', timeCalled: true })).toEqual([['games', SPECIAL_RESULT_NO_TIME_CALLED]]);
    expect(issues({ specialResult: 'no-show' })).toEqual([['specialResult', NO_SHOW_NEEDS_RESULT]]);
    expect(issues({ specialResult: 'no-show', recordedResult: 'tie' })).toEqual([
      ['specialResult', NO_SHOW_NEEDS_RESULT],
    ]);
    expect(issues({ specialResult: 'id', recordedResult: 'win' })).toEqual([
      ['specialResult', SPECIAL_RESULT_CONFLICT],
    ]);
    expect(issues({ specialResult: 'bye', recordedResult: 'win' })).toEqual([]);
    expect(issues({ specialResult: 'draw' })[0]).toEqual([
      'specialResult',
      'Special result must be id, bye, no-show or null',
    ]);
  });

  it('defaults: timeCalled false, specialResult null', () => {
    const parsed = tcgMatchInputSchema.parse({ ...base, games: g('win') });
    expect(parsed.timeCalled).toBe(false);
    expect(parsed.specialResult).toBeNull();
    expect(tcgMatchInputSchema.safeParse({ ...base, games: g('win'), timeCalled: 'yes' }).success).toBe(false);
  });

  it('VGC follows the same rules', () => {
    const vgc = { playerTeam: ['Miraidon'], date: '2026-03-02' };
    const ok = (body: object) => vgcMatchInputSchema.safeParse({ ...vgc, ...body }).success;
    expect(ok({ bestOf: 3, games: g('win', 'loss'), timeCalled: true })).toBe(true);
    expect(ok({ games: g('tie'), timeCalled: true })).toBe(true);
    expect(ok({ games: g('tie') })).toBe(false);
    expect(ok({ specialResult: 'bye' })).toBe(true);
    expect(ok({ specialResult: 'bye', games: g('win') })).toBe(false);
  });

  it('matchResultProblem is the one rule the forms show live', () => {
    const fields = { timeCalled: false, specialResult: null, recordedResult: null };
    expect(matchResultProblem(3, { ...fields, results: ['win', 'loss'] })).toBe(BO3_NEEDS_THIRD_GAME);
    expect(matchResultProblem(3, { ...fields, timeCalled: true, results: ['win', 'loss'] })).toBeNull();
    expect(tcgGamesProblem('Bo3', ['win', 'loss'], true)).toBeNull();
  });
});

describe('the match result (rules/matchResult.ts)', () => {
  it('time called: by games won, tie games counting for neither side', () => {
    expect(matchOutcome({ timeCalled: true, games: g('win', 'loss') })).toBe('tie');
    expect(matchOutcome({ timeCalled: true, games: g('win', 'tie') })).toBe('win');
    expect(matchOutcome({ timeCalled: true, games: g('loss') })).toBe('loss');
    // Only tied games: a tie, tallied 1-1 like a recorded tie so that it is counted, never "nothing counted".
    expect(matchTally({ timeCalled: true, games: g('tie') })).toEqual({ wins: 1, losses: 1 });
    expect(matchOutcome({ timeCalled: true, games: g('tie') })).toBe('tie');
  });

  it('special results: an ID is a tie, a bye a win, a no-show its recorded win or loss', () => {
    expect(recordedResultOf({ specialResult: 'id' })).toBe('tie');
    expect(recordedResultOf({ specialResult: 'bye' })).toBe('win');
    expect(recordedResultOf({ specialResult: 'no-show', recordedResult: 'loss' })).toBe('loss');
    expect(matchOutcome({ specialResult: 'id', games: [] })).toBe('tie');
    expect(matchOutcome({ specialResult: 'bye', games: [] })).toBe('win');
    expect(matchScore({ specialResult: 'id' })).toBe('ID');
    expect(matchScore({ specialResult: 'bye' })).toBe('Bye');
    expect(matchScore({ specialResult: 'no-show', recordedResult: 'win' })).toBe('No-show');
  });
});

describe('every place that counts reads them', () => {
  const tieAtTime = { format: 'Bo3', timeCalled: true, games: g('win', 'loss') };
  const id = { specialResult: 'id', recordedResult: 'tie', games: [] };
  const bye = { specialResult: 'bye', recordedResult: 'win', games: [] };
  const noShowWin = { specialResult: 'no-show', recordedResult: 'win', games: [] };
  const won = { games: g('win') };

  it('dashboard records: W-L-T, an ID a tie, a bye a win', () => {
    expect(record([tieAtTime, id, bye, noShowWin, won])).toEqual({
      wins: 3,
      losses: 0,
      ties: 2,
      matches: 5,
      winRate: 60,
    });
  });

  it('groups: W-L-T with the special results counted as the tournament counts them', () => {
    const stats = groupStats([tieAtTime, id, bye, won], []);
    expect(stats).toMatchObject({ wins: 2, losses: 0, ties: 2, matches: 4 });
  });

  it('analytics leave IDs and byes out and count a tie at time as a tie under the convention', () => {
    expect(analyticsResult(id)).toBeNull();
    expect(analyticsResult(bye)).toBeNull();
    expect(analyticsResult(noShowWin)).toBe('win');
    expect(analyticsResult(tieAtTime)).toBe('tie');
    const matches = [tieAtTime, id, bye, won].map((m, i) => ({
      ...m,
      _id: `m${i}`,
      date: '2026-03-02',
      createdAt: '2026-03-02T10:00:00.000Z',
      deckName: 'Charizard ex',
      opponentDeck: 'Lugia VSTAR',
    }));
    const overall = (convention: string) =>
      tcgPersonalAnalytics(matches, { query: analyticsQuerySchema.parse({ convention }) }).overview.overall;
    expect(overall('loss')).toMatchObject({ wins: 1, losses: 0, ties: 1 });
    expect(overall('loss').rate).toBe(0.5);
    expect(overall('exclude').rate).toBe(1);
  });

  it('CSV: Tie and the special results in matchResult, a tie game as Tie / T', () => {
    const csvTcg = tcgMatchesToCsv([
      { _id: 'a', opponentDeck: 'Lugia', date: '2026-03-02', ...tieAtTime, games: g('win', 'loss', 'tie') },
      { _id: 'b', opponentDeck: 'Lugia', date: '2026-03-02', format: 'Bo3', ...id },
      { _id: 'c', opponentDeck: 'Bye', date: '2026-03-02', format: 'Bo3', ...bye },
      { _id: 'd', opponentDeck: 'Lugia', date: '2026-03-02', format: 'Bo3', ...noShowWin },
    ]);
    const rows = csvTcg.split('\r\n').slice(1).filter(Boolean);
    expect(rows.map((row) => row.split(',')[6])).toEqual(['Tie', 'ID', 'Bye', 'No-show (Win)']);
    expect(rows[0]!.split(',').slice(16, 17)).toEqual(['Tie']);
    expect(csvResult({ specialResult: 'no-show', recordedResult: 'loss' })).toBe('No-show (Loss)');
    const csvVgc = vgcMatchesToCsv([{ date: '2026-03-02', bestOf: 3, timeCalled: true, games: g('win', 'tie') }]);
    expect(csvVgc.split('\r\n')[1]).toContain(',Win,');
    expect(csvVgc.split('\r\n')[1]).toContain(',T,');
  });
});
