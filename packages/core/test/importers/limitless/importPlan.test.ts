import { describe, expect, it } from 'vitest';
import {
  LIMITLESS_MESSAGES,
  limitlessImportRequestSchema,
  type LimitlessImportRequestBody,
  type LimitlessReview,
} from '../../../src/schemas/limitless.ts';
import { MATCH_DATE_IN_FUTURE } from '../../../src/schemas/tcgMatches.ts';
import { buildLimitlessReview, type LimitlessContext } from '../../../src/importers/limitless/review.ts';
import { limitlessDateTooFar, planLimitlessImport } from '../../../src/importers/limitless/importPlan.ts';
import {
  context,
  DECK_IDS,
  TCG_ID,
  source,
  TEAM_IDS,
  tcgDetailsJson,
  tcgPairingsJson,
  tcgStandingsJson,
  VGC_ID,
  vgcDetailsJson,
  vgcPairingsJson,
  vgcStandingsJson,
} from './fixtures.ts';

function reviewOf(game: 'tcg' | 'vgc', username: string, ctx: LimitlessContext, details: object = {}): LimitlessReview {
  const src =
    game === 'tcg'
      ? source({ ...tcgDetailsJson, ...details }, tcgStandingsJson, tcgPairingsJson)
      : source({ ...vgcDetailsJson, ...details }, vgcStandingsJson, vgcPairingsJson);
  const answer = buildLimitlessReview(src, username, ctx);
  if (!answer.ok) throw new Error(answer.message);
  return answer.review;
}

function plan(
  game: 'tcg' | 'vgc',
  username: string,
  list: LimitlessImportRequestBody['list'],
  over: { date?: string; ctx?: Partial<LimitlessContext>; details?: object } = {},
) {
  const ctx = context(over.ctx);
  const request = limitlessImportRequestSchema.parse({
    tournamentId: game === 'tcg' ? TCG_ID : VGC_ID,
    player: username,
    list,
    date: over.date,
  });
  return planLimitlessImport(reviewOf(game, username, ctx, over.details), request, ctx);
}

function ok(result: ReturnType<typeof plan>) {
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.plan;
}

describe('planLimitlessImport (TCG)', () => {
  it('saves the list as a new deck and makes one match per imported round', () => {
    const p = ok(plan('tcg', 'ash', { action: 'new' }));
    expect(p.game).toBe('tcg');
    expect(p.newDeck).toMatchObject({
      name: 'Dragapult ex',
      description: 'Imported from Limitless: Trainer Log Weekly #12 (2024-03-02)',
      category: 'Uncategorized',
      pokemonSprite: 'dragapult',
      secondaryPokemonSprite: 'pidgeot',
    });
    expect(p.newDeck!.cards[0]).toEqual({
      id: 'text:TWM-128-Dreepy',
      name: 'Dreepy',
      supertype: 'Pokémon',
      subtypes: [],
      count: 4,
      setCode: 'TWM',
      number: '128',
      imageUrl: null,
    });
    expect(p.newTeam).toBeNull();
    expect(p.existingListId).toBeNull();
    expect(p.vgcMatches).toEqual([]);
    expect(
      p.tcgMatches.map((m) => [
        m.deckId,
        m.deckName,
        m.opponentDeck,
        m.format,
        m.games.map((g) => g.result),
        m.recordedResult,
        m.specialResult,
      ]),
    ).toEqual([
      [null, 'Dragapult ex', 'Gardevoir ex', 'Bo1', ['win'], null, null],
      [null, 'Dragapult ex', 'Rogue Brew', 'Bo1', [], 'tie', null],
      [null, 'Dragapult ex', 'Unknown', 'Bo1', ['loss'], null, null],
      // Issue 29: the bye is a match of its own, a win without games.
      [null, 'Dragapult ex', 'Bye', 'Bo1', [], 'win', 'bye'],
      [null, 'Dragapult ex', 'Raging Bolt ex', 'Bo3', [], 'win', null],
      [null, 'Dragapult ex', 'Charizard ex', 'Bo3', [], 'loss', null],
    ]);
    expect(p.tcgMatches.every((m) => m.date === '2024-03-02' && m.importSource === 'limitless')).toBe(true);
    expect(p.tcgMatches.map((m) => m.notes)).toEqual([
      'Limitless: Trainer Log Weekly #12 · Round 1, table 1 · vs Misty Waterflower (misty)',
      'Limitless: Trainer Log Weekly #12 · Round 2, table 1 · vs Brock (brock)',
      'Limitless: Trainer Log Weekly #12 · Round 3, table 1 · vs Gary Oak (gary) · double loss',
      'Limitless: Trainer Log Weekly #12 · Round 4 · bye',
      'Limitless: Trainer Log Weekly #12 · Top 4, table 1 · vs José Martínez (josé_m)',
      'Limitless: Trainer Log Weekly #12 · Finals, table 1 · vs Cynthia (cynthia)',
    ]);
    expect(p.tcgOpponentCategoryIds).toEqual([undefined, 'cat-ogerpon', undefined, undefined, undefined, 'cat-zard']);
  });

  it('names the group after the tournament and writes the history entry', () => {
    const p = ok(plan('tcg', 'ash', { action: 'new', name: '  Pult  ' }, { date: '2024-03-03' }));
    expect(p.newDeck!.name).toBe('Pult');
    expect(p.tcgMatches.every((m) => m.deckName === 'Pult' && m.date === '2024-03-03')).toBe(true);
    expect(p.group).toEqual({
      name: 'Trainer Log Weekly #12',
      description: `Limitless tournament on 2024-03-03 · Ash Ketchum (ash) placed 2nd of 8 players · record 2-2-1 · https://play.limitlesstcg.com/tournament/${TCG_ID}/standings`,
      type: 'tcg',
    });
    expect(p.history).toEqual({
      tournamentId: TCG_ID,
      game: 'tcg',
      name: 'Trainer Log Weekly #12',
      format: 'STANDARD',
      date: '2024-03-03',
      players: 8,
      username: 'ash',
      playerName: 'Ash Ketchum',
      placing: 2,
      wins: 2,
      losses: 2,
      ties: 1,
      matchCount: 6,
    });
    const long = ok(
      plan('tcg', 'ash', { action: 'none' }, { details: { name: `${'Very long tournament '.repeat(8)}end` } }),
    );
    expect(long.group.name).toHaveLength(100);
  });

  it('plays the matches with an existing deck, or with none under the archetype’s name', () => {
    const existing = ok(plan('tcg', 'ash', { action: 'existing', id: DECK_IDS.lugia }));
    expect(existing.newDeck).toBeNull();
    expect(existing.existingListId).toBe(DECK_IDS.lugia);
    expect(existing.tcgMatches.every((m) => m.deckId === DECK_IDS.lugia && m.deckName === 'Lugia')).toBe(true);
    const none = ok(plan('tcg', 'ash', { action: 'none' }));
    expect(none.tcgMatches.every((m) => m.deckId === null && m.deckName === 'Dragapult ex')).toBe(true);
    expect(ok(plan('tcg', 'gary', { action: 'none' })).tcgMatches[0]!.deckName).toBe('Limitless deck');
  });

  it('refuses a list that is not there, a deck that is not the player’s and a date far from the tournament', () => {
    expect(plan('tcg', 'misty', { action: 'new' })).toEqual({
      ok: false,
      errors: [{ path: 'list.action', message: LIMITLESS_MESSAGES.noListToSave }],
    });
    expect(plan('tcg', 'ash', { action: 'existing', id: 'someone-elses-deck' })).toEqual({
      ok: false,
      errors: [{ path: 'list.id', message: LIMITLESS_MESSAGES.deckRequired }],
    });
    expect(plan('tcg', 'ash', { action: 'none' }, { date: '2024-03-01' }).ok).toBe(true);
    expect(plan('tcg', 'ash', { action: 'none' }, { date: '2024-03-04' })).toEqual({
      ok: false,
      errors: [{ path: 'date', message: limitlessDateTooFar('2024-03-02') }],
    });
  });

  it('refuses a player with nothing to import', () => {
    const onlyBye = [{ round: 1, phase: 1, player1: 'ash', player2: 'misty' }];
    const ctx = context();
    const answer = buildLimitlessReview(source(tcgDetailsJson, tcgStandingsJson, onlyBye), 'ash', ctx);
    expect(answer).toMatchObject({ ok: true, review: { matchCount: 0 } });
    if (!answer.ok) return;
    const request = limitlessImportRequestSchema.parse({
      tournamentId: TCG_ID,
      player: 'ash',
      list: { action: 'none' },
    });
    expect(planLimitlessImport(answer.review, request, ctx)).toEqual({
      ok: false,
      errors: [{ path: 'player', message: LIMITLESS_MESSAGES.noRounds }],
    });
  });

  it('reports a match the match schema refuses as an error, once per path', () => {
    const future = plan('tcg', 'ash', { action: 'none' }, { details: { date: '2999-01-01T10:00:00Z' } });
    expect(future).toEqual({ ok: false, errors: [{ path: 'date', message: MATCH_DATE_IN_FUTURE }] });
  });
});

describe('planLimitlessImport (VGC)', () => {
  it('saves the team list as a new team and makes VGC matches with both teams', () => {
    const p = ok(plan('vgc', 'red', { action: 'new' }));
    expect(p.newDeck).toBeNull();
    expect(p.tcgMatches).toEqual([]);
    expect(p.newTeam).toMatchObject({ name: 'Saffron Doubles Cup', format: 'SVF' });
    expect(p.newTeam!.pokemon.map((x) => [x.species, x.teraType])).toEqual([
      ['Urshifu-Rapid-Strike', 'Water'],
      ['Incineroar', 'Ghost'],
      ['Flutter Mane', 'Fairy'],
      ['Rillaboom', 'Fire'],
      ['Calyrex-Shadow', 'Normal'],
      ['Amoonguss', ''],
    ]);
    expect(p.newTeam!.pokemon[0]).toMatchObject({ item: 'Choice Scarf', ability: 'Unseen Fist', level: 50 });
    const species = ['Urshifu-Rapid-Strike', 'Incineroar', 'Flutter Mane', 'Rillaboom', 'Calyrex-Shadow', 'Amoonguss'];
    expect(p.vgcMatches).toEqual([
      {
        teamId: null,
        playerTeam: species,
        opponentTeam: ['Miraidon', 'Iron Hands'],
        opponentName: 'Blue',
        format: 'SVF',
        bestOf: 3,
        date: '2024-05-10',
        replayLink: '',
        notes: 'Limitless: Saffron Doubles Cup · Round 1, table 1 · vs Blue (blue)',
        games: [],
        recordedResult: 'win',
        specialResult: null,
        timeCalled: false,
      },
      expect.objectContaining({ opponentName: 'Leaf', opponentTeam: [], recordedResult: 'loss' }),
    ]);
    expect(p.group.type).toBe('vgc');
    expect(p.history).toMatchObject({ game: 'vgc', matchCount: 2, placing: 1 });
  });

  it('plays a Bo1 round with its one game', () => {
    const p = ok(
      plan(
        'vgc',
        'red',
        { action: 'none' },
        { details: { phases: [{ phase: 1, type: 'SWISS', rounds: 3, mode: 'BO1' }] } },
      ),
    );
    expect(p.vgcMatches.map((m) => [m.bestOf, m.games.map((g) => g.result), m.recordedResult])).toEqual([
      [1, ['win'], null],
      [1, ['loss'], null],
    ]);
  });

  it('uses an existing team, or none with the list’s species', () => {
    const existing = ok(plan('vgc', 'red', { action: 'existing', id: TEAM_IDS.rain }));
    expect(existing.existingListId).toBe(TEAM_IDS.rain);
    expect(existing.vgcMatches[0]).toMatchObject({
      teamId: TEAM_IDS.rain,
      playerTeam: ['Urshifu', 'Incineroar', 'Flutter Mane', 'Rillaboom', 'Pelipper', 'Archaludon'],
    });
    const none = ok(plan('vgc', 'red', { action: 'none' }));
    expect(none.newTeam).toBeNull();
    expect(none.vgcMatches[0]).toMatchObject({ teamId: null, playerTeam: expect.arrayContaining(['Calyrex-Shadow']) });
  });

  it('refuses a team that is not the player’s, and no team at all without a list', () => {
    expect(plan('vgc', 'red', { action: 'existing', id: DECK_IDS.lugia })).toEqual({
      ok: false,
      errors: [{ path: 'list.id', message: LIMITLESS_MESSAGES.teamRequired }],
    });
    expect(plan('vgc', 'leaf', { action: 'none' })).toEqual({
      ok: false,
      errors: [{ path: 'list.action', message: LIMITLESS_MESSAGES.teamRequired }],
    });
    expect(plan('vgc', 'leaf', { action: 'new' })).toEqual({
      ok: false,
      errors: [{ path: 'list.action', message: LIMITLESS_MESSAGES.noListToSave }],
    });
    expect(ok(plan('vgc', 'leaf', { action: 'existing', id: TEAM_IDS.sun })).vgcMatches).toHaveLength(2);
  });
});
