import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BO1_ONE_GAME,
  BO3_ENDS_AT_TWO_WINS,
  BO3_NEEDS_THIRD_GAME,
  BO3_TWO_OR_THREE_GAMES,
  DECK_ID_INVALID,
  MATCH_DATE_INVALID,
  MATCH_DATE_IN_FUTURE,
  MATCH_DATE_TOO_EARLY,
  MATCH_DECK_REQUIRED,
  OPPONENT_DECK_REQUIRED,
  PRIZES_PER_SIDE_EXCEEDED,
  isLocalId,
  latestAllowedMatchDate,
  tcgGamesProblem,
  tcgMatchDraftSchema,
  tcgMatchInputSchema,
  tcgMatchListQuerySchema,
  tcgMatchSchema,
} from '../src/index.ts';
import { tcgGameSchema } from '../src/schemas/tcgMatches.ts';

type Parsed = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const issues = (r: Parsed) => (r.success ? [] : r.error!.issues.map((i) => [i.path.join('.'), i.message]));
const messages = (r: Parsed) => issues(r).map(([, m]) => m);

const UUID = '3f1c2a9e-8b7d-4c6e-9a1b-2c3d4e5f6a7b';
const win = { result: 'win' } as const;
const loss = { result: 'loss' } as const;
const base = { deckName: 'Charizard ex', opponentDeck: 'Lugia VSTAR', date: '2024-01-05', games: [win] };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2024-06-15T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tcgGameSchema', () => {
  it('needs a result and fills the defaults', () => {
    expect(tcgGameSchema.parse({ result: 'loss' })).toEqual({
      result: 'loss',
      wentFirst: null,
      coinFlipWin: null,
      coinFlipChoice: null,
      playerMulligans: 0,
      opponentMulligans: 0,
      conceded: null,
      notes: '',
    });
    expect(messages(tcgGameSchema.safeParse({}))).toEqual(['Game result must be win, loss or tie']);
    expect(messages(tcgGameSchema.safeParse({ result: 'draw' }))).toEqual(['Game result must be win, loss or tie']);
  });

  it('keeps every field that is given', () => {
    const game = {
      result: 'win',
      wentFirst: false,
      coinFlipWin: true,
      coinFlipChoice: 'second',
      playerMulligans: 2,
      opponentMulligans: 20,
      conceded: 'Opponent',
      notes: '    indented on purpose',
      advancedDetails: {
        firstPrizeTakenBy: 'opponent',
        prizeOrder: ['opponent', 'player', 'player'],
        prizeContents: [' Rare Candy ', 'Boss’s Orders'],
      },
    };
    expect(tcgGameSchema.parse(game)).toEqual({
      ...game,
      advancedDetails: { ...game.advancedDetails, prizeContents: ['Rare Candy', 'Boss’s Orders'] },
    });
  });

  it('bounds mulligans to whole numbers 0..20', () => {
    expect(messages(tcgGameSchema.safeParse({ result: 'win', playerMulligans: 21 }))).toEqual([
      'Your mulligans must be between 0 and 20',
    ]);
    expect(messages(tcgGameSchema.safeParse({ result: 'win', opponentMulligans: -1 }))).toEqual([
      "Opponent's mulligans must be between 0 and 20",
    ]);
    expect(messages(tcgGameSchema.safeParse({ result: 'win', playerMulligans: 1.5 }))).toEqual([
      'Your mulligans must be a whole number',
    ]);
    expect(messages(tcgGameSchema.safeParse({ result: 'win', playerMulligans: '2' }))).toEqual([
      'Your mulligans must be a number',
    ]);
  });

  it('checks the enums and the notes length', () => {
    expect(messages(tcgGameSchema.safeParse({ result: 'win', conceded: 'player' }))).toEqual([
      'Conceded must be Player or Opponent',
    ]);
    expect(messages(tcgGameSchema.safeParse({ result: 'win', coinFlipChoice: 'heads' }))).toEqual([
      'Coin flip choice must be first or second',
    ]);
    expect(messages(tcgGameSchema.safeParse({ result: 'win', wentFirst: 'yes' }))).toEqual([
      'wentFirst must be true, false or null',
    ]);
    expect(tcgGameSchema.safeParse({ result: 'win', notes: 'x'.repeat(10_000) }).success).toBe(true);
    expect(messages(tcgGameSchema.safeParse({ result: 'win', notes: 'x'.repeat(10_001) }))).toEqual([
      'Game notes must be at most 10000 characters',
    ]);
  });

  it('bounds prize details: 6 prizes per side, 12 card names of 100 characters', () => {
    const withPrizes = (advancedDetails: object) => tcgGameSchema.safeParse({ result: 'win', advancedDetails });
    // 6 taken by the winner and 5 by the loser: 11 entries, a normal game.
    const eleven = [...Array(6).fill('player'), ...Array(5).fill('opponent')];
    expect(withPrizes({ prizeOrder: eleven }).success).toBe(true);
    expect(messages(withPrizes({ prizeOrder: [...Array(7).fill('player')] }))).toEqual([PRIZES_PER_SIDE_EXCEEDED]);
    expect(messages(withPrizes({ prizeOrder: [...eleven, 'opponent', 'player'] }))).toContain(
      'Prize order has at most 12 entries',
    );
    expect(messages(withPrizes({ prizeOrder: ['me'] }))).toEqual(['Must be player or opponent']);
    expect(withPrizes({ prizeContents: Array(12).fill('Iono') }).success).toBe(true);
    expect(messages(withPrizes({ prizeContents: Array(13).fill('Iono') }))).toEqual([
      'Prize contents have at most 12 cards',
    ]);
    expect(messages(withPrizes({ prizeContents: ['x'.repeat(101)] }))).toEqual([
      'Prize card name must be at most 100 characters',
    ]);
    expect(tcgGameSchema.parse({ result: 'win', advancedDetails: {} }).advancedDetails).toEqual({
      firstPrizeTakenBy: null,
      prizeOrder: [],
      prizeContents: [],
    });
  });
});

describe('tcgMatchInputSchema: fields', () => {
  it('accepts a minimal Bo1 and fills the defaults, trimming the deck names', () => {
    const r = tcgMatchInputSchema.parse({
      ...base,
      deckName: '  Charizard ex ',
      opponentDeck: ' Lugia VSTAR  ',
      opponentDeckVariant: ' Archeops ',
    });
    expect(r).toMatchObject({
      deckId: null,
      deckName: 'Charizard ex',
      opponentDeck: 'Lugia VSTAR',
      opponentDeckVariant: 'Archeops',
      format: 'Bo1',
      date: '2024-01-05',
      notes: '',
    });
    expect(r.games).toHaveLength(1);
  });

  it('needs the opponent deck', () => {
    for (const opponentDeck of [undefined, '', '   ']) {
      expect(issues(tcgMatchInputSchema.safeParse({ ...base, opponentDeck }))).toEqual([
        ['opponentDeck', OPPONENT_DECK_REQUIRED],
      ]);
    }
    expect(OPPONENT_DECK_REQUIRED).toBe('Opponent deck is required');
    expect(messages(tcgMatchInputSchema.safeParse({ ...base, opponentDeck: 'x'.repeat(101) }))).toEqual([
      'Opponent deck must be at most 100 characters',
    ]);
    expect(tcgMatchInputSchema.safeParse({ ...base, opponentDeck: 'x'.repeat(100) }).success).toBe(true);
  });

  it('needs a deck id or a deck name', () => {
    expect(issues(tcgMatchInputSchema.safeParse({ ...base, deckName: '  ' }))).toEqual([
      ['deckName', MATCH_DECK_REQUIRED],
    ]);
    expect(issues(tcgMatchInputSchema.safeParse({ ...base, deckName: undefined }))).toEqual([
      ['deckName', MATCH_DECK_REQUIRED],
    ]);
    expect(tcgMatchInputSchema.parse({ ...base, deckName: undefined, deckId: UUID })).toMatchObject({
      deckId: UUID,
      deckName: '',
    });
    const localId = 'local_1717171717171_k3j9x';
    expect(tcgMatchInputSchema.parse({ ...base, deckId: localId }).deckId).toBe(localId);
    expect(messages(tcgMatchInputSchema.safeParse({ ...base, deckName: 'x'.repeat(101) }))).toEqual([
      'Deck name must be at most 100 characters',
    ]);
  });

  it('refuses a deck id that is neither a UUID nor a local_ id', () => {
    for (const deckId of ['42', 'local_', 'local_a b', 'LOCAL_123', `${UUID}x`]) {
      expect(issues(tcgMatchInputSchema.safeParse({ ...base, deckId }))).toEqual([['deckId', DECK_ID_INVALID]]);
    }
    expect(isLocalId('local_1717171717171_k3j9x')).toBe(true);
    expect(isLocalId('local_')).toBe(false);
    expect(isLocalId(UUID)).toBe(false);
  });

  it('bounds the match notes but keeps their spaces', () => {
    expect(tcgMatchInputSchema.parse({ ...base, notes: '    T1 Ultra Ball\n' }).notes).toBe('    T1 Ultra Ball\n');
    expect(messages(tcgMatchInputSchema.safeParse({ ...base, notes: 'x'.repeat(10_001) }))).toEqual([
      'Notes must be at most 10000 characters',
    ]);
  });

  it('refuses an unknown format', () => {
    expect(messages(tcgMatchInputSchema.safeParse({ ...base, format: 'Bo5' }))).toEqual(['Format must be Bo1 or Bo3']);
  });
});

describe('tcgMatchInputSchema: date (now is 2024-06-15T12:00Z)', () => {
  it('the latest allowed day is tomorrow in UTC', () => {
    expect(latestAllowedMatchDate()).toBe('2024-06-16');
    expect(latestAllowedMatchDate(new Date('2024-12-31T23:59:59Z'))).toBe('2025-01-01');
  });
  it.each([
    ['2024-06-15', []],
    ['2024-06-16', []],
    ['2024-06-17', [MATCH_DATE_IN_FUTURE]],
    ['2025-06-15', [MATCH_DATE_IN_FUTURE]],
    ['1996-01-01', []],
    ['1995-12-31', [MATCH_DATE_TOO_EARLY]],
    ['0202-01-01', [MATCH_DATE_TOO_EARLY]],
    ['2024-02-30', [MATCH_DATE_INVALID]],
    ['2024-06-15T10:00:00Z', [MATCH_DATE_INVALID]],
    ['15/06/2024', [MATCH_DATE_INVALID]],
    ['', [MATCH_DATE_INVALID]],
    [undefined, [MATCH_DATE_INVALID]],
  ])('%s → %j', (date, expected) => {
    expect(messages(tcgMatchInputSchema.safeParse({ ...base, date }))).toEqual(expected);
  });
  it('a player at UTC+14 logging just after their midnight is accepted', () => {
    // 2024-06-15T10:30Z is 2024-06-16 00:30 in Kiritimati.
    vi.setSystemTime(new Date('2024-06-15T10:30:00Z'));
    expect(tcgMatchInputSchema.safeParse({ ...base, date: '2024-06-16' }).success).toBe(true);
  });
});

describe('tcgMatchInputSchema: games per format', () => {
  const bo3 = (...games: { result: 'win' | 'loss' }[]) => ({ ...base, format: 'Bo3', games });
  it.each([
    ['Bo1 W', { ...base, games: [win] }, []],
    ['Bo1 L', { ...base, games: [loss] }, []],
    ['Bo1 without games', { ...base, games: [] }, [BO1_ONE_GAME]],
    ['Bo1 with the games list missing', { ...base, games: undefined }, [BO1_ONE_GAME]],
    ['Bo1 with two games', { ...base, games: [win, loss] }, [BO1_ONE_GAME]],
    ['Bo3 W W', bo3(win, win), []],
    ['Bo3 L L', bo3(loss, loss), []],
    ['Bo3 W L W', bo3(win, loss, win), []],
    ['Bo3 L W L', bo3(loss, win, loss), []],
    ['Bo3 W L L', bo3(win, loss, loss), []],
    ['Bo3 without games', bo3(), [BO3_TWO_OR_THREE_GAMES]],
    ['Bo3 W', bo3(win), [BO3_TWO_OR_THREE_GAMES]],
    ['Bo3 W L', bo3(win, loss), [BO3_NEEDS_THIRD_GAME]],
    ['Bo3 L W', bo3(loss, win), [BO3_NEEDS_THIRD_GAME]],
    ['Bo3 W W L', bo3(win, win, loss), [BO3_ENDS_AT_TWO_WINS]],
    ['Bo3 L L W', bo3(loss, loss, win), [BO3_ENDS_AT_TWO_WINS]],
    ['Bo3 W L W L', bo3(win, loss, win, loss), [BO3_ENDS_AT_TWO_WINS]],
  ])('%s', (_name, body, expected) => {
    const r = tcgMatchInputSchema.safeParse(body);
    expect(messages(r)).toEqual(expected);
    if (expected.length) expect(issues(r)[0]![0]).toBe('games');
  });

  it('the spec messages are as the brief words them', () => {
    expect(BO1_ONE_GAME).toBe('A Bo1 match has exactly one game');
    expect(BO3_ENDS_AT_TWO_WINS).toBe('A Bo3 match ends when a player wins two games');
    expect(BO3_NEEDS_THIRD_GAME).toBe('A Bo3 match needs a third game after 1-1');
  });

  it('a sixth game is refused by the array bound too', () => {
    expect(messages(tcgMatchInputSchema.safeParse(bo3(win, loss, win, loss, win, loss)))).toContain(
      'A match has at most 5 games',
    );
  });

  it('reports every problem at once, for the form', () => {
    const r = tcgMatchInputSchema.safeParse({ opponentDeck: '', date: '2024-13-01', format: 'Bo3', games: [win] });
    expect(issues(r)).toEqual([
      ['opponentDeck', OPPONENT_DECK_REQUIRED],
      ['date', MATCH_DATE_INVALID],
      ['deckName', MATCH_DECK_REQUIRED],
      ['games', BO3_TWO_OR_THREE_GAMES],
    ]);
  });

  it('a bad game is reported on that game and does not stop the count rule', () => {
    expect(issues(tcgMatchInputSchema.safeParse({ ...base, games: [{}, win] }))).toEqual([
      ['games.0.result', 'Game result must be win, loss or tie'],
      ['games', BO1_ONE_GAME],
    ]);
  });

  it('refuses bodies that are not objects without throwing', () => {
    expect(tcgMatchInputSchema.safeParse(null).success).toBe(false);
    expect(tcgMatchInputSchema.safeParse('match').success).toBe(false);
    expect(tcgMatchInputSchema.safeParse({ ...base, games: 'W' }).success).toBe(false);
  });

  it('tcgGamesProblem is the same rule for the live form', () => {
    expect(tcgGamesProblem('Bo1', ['win'])).toBeNull();
    expect(tcgGamesProblem('Bo3', ['loss', 'win'])).toBe(BO3_NEEDS_THIRD_GAME);
    expect(tcgGamesProblem('Bo3', ['loss', 'win', 'win'])).toBeNull();
  });
});

describe('tcgMatchSchema (response)', () => {
  const stored = {
    _id: UUID,
    createdAt: '2024-01-05T20:00:00.000Z',
    updatedAt: '2024-01-05T20:00:00.000Z',
    importSource: 'ptcgl',
    recordedResult: null,
    timeCalled: false,
    specialResult: null,
    ptcglLogText: 'Turn # 1 - Ash’s Turn',
    group: { _id: UUID, name: 'Regionals' },
    deckId: null,
    deckName: 'Charizard ex',
    opponentDeck: 'Lugia VSTAR',
    opponentDeckVariant: '',
    format: 'Bo3',
    date: '2024-01-05',
    notes: '',
    // A stored, unfinished Bo3 still reads: the cross-field rules are for input only.
    games: [{ result: 'win' }],
    bestOf: 3,
    result: 'win',
    score: '1-0',
  };
  it('parses a stored match, with user and isLocal optional', () => {
    expect(tcgMatchSchema.safeParse(stored).success).toBe(true);
    expect(tcgMatchSchema.safeParse({ ...stored, user: UUID, isLocal: false }).success).toBe(true);
    expect(tcgMatchSchema.safeParse({ ...stored, importSource: null, ptcglLogText: null, group: null }).success).toBe(
      true,
    );
  });
  it('knows ptcgl and limitless as import sources and win, loss, tie as results', () => {
    expect(tcgMatchSchema.safeParse({ ...stored, importSource: 'limitless' }).success).toBe(true);
    expect(tcgMatchSchema.safeParse({ ...stored, importSource: 'other' }).success).toBe(false);
    expect(tcgMatchSchema.safeParse({ ...stored, result: 'draw' }).success).toBe(false);
    expect(tcgMatchSchema.safeParse({ ...stored, result: 'tie' }).success).toBe(true);
  });
  it('answers recordedResult, null or a result (issue 15)', () => {
    const { recordedResult: _omitted, ...withoutIt } = stored;
    expect(tcgMatchSchema.safeParse(withoutIt).success).toBe(false);
    expect(tcgMatchSchema.safeParse({ ...stored, recordedResult: 'tie', games: [] }).success).toBe(true);
    expect(tcgMatchSchema.safeParse({ ...stored, recordedResult: 'draw' }).success).toBe(false);
  });
});

describe('tcgMatchDraftSchema', () => {
  it('accepts an unfinished form with savedAt and isDraft', () => {
    const draft = { savedAt: '2024-06-15T12:00:00Z', isDraft: true, opponentDeck: '', format: 'Bo3', games: [{}] };
    expect(tcgMatchDraftSchema.safeParse(draft).success).toBe(true);
    expect(tcgMatchDraftSchema.safeParse({ savedAt: '2024-06-15T12:00:00Z', isDraft: true }).success).toBe(true);
  });
  it('needs savedAt and isDraft: true', () => {
    expect(tcgMatchDraftSchema.safeParse({ isDraft: true }).success).toBe(false);
    expect(tcgMatchDraftSchema.safeParse({ savedAt: 'x', isDraft: false }).success).toBe(false);
  });
});

describe('tcgMatchListQuerySchema', () => {
  it('defaults: page 1, 15 per page, no search, newest first', () => {
    expect(tcgMatchListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 15,
      search: '',
      searchIn: 'list',
      sort: 'newest',
    });
  });
  it("searches the dialog's fields with searchIn=picker and refuses another scope", () => {
    expect(tcgMatchListQuerySchema.parse({ searchIn: 'picker' }).searchIn).toBe('picker');
    expect(messages(tcgMatchListQuerySchema.safeParse({ searchIn: 'notes' }))).toEqual([
      'searchIn must be list or picker',
    ]);
  });
  it('coerces query strings and trims the search', () => {
    expect(
      tcgMatchListQuerySchema.parse({ page: '3', pageSize: '100', search: '  lugia ', sort: 'z-a', seasonId: UUID }),
    ).toEqual({ page: 3, pageSize: 100, search: 'lugia', searchIn: 'list', sort: 'z-a', seasonId: UUID });
  });
  it('bounds page, page size, search and sort', () => {
    expect(messages(tcgMatchListQuerySchema.safeParse({ page: '0' }))).toEqual(['Page must be at least 1']);
    expect(messages(tcgMatchListQuerySchema.safeParse({ pageSize: '0' }))).toEqual([
      'Page size must be between 1 and 100',
    ]);
    expect(messages(tcgMatchListQuerySchema.safeParse({ pageSize: '101' }))).toEqual([
      'Page size must be between 1 and 100',
    ]);
    expect(messages(tcgMatchListQuerySchema.safeParse({ search: 'x'.repeat(101) }))).toEqual([
      'Search must be at most 100 characters',
    ]);
    expect(messages(tcgMatchListQuerySchema.safeParse({ sort: 'deck' }))).toEqual([
      'Sort must be newest, oldest, a-z, z-a',
    ]);
    expect(tcgMatchListQuerySchema.safeParse({ page: '1.5' }).success).toBe(false);
  });
});
