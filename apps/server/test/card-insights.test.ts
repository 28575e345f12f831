import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TCG_CARD_FACTS_VERSION, tcgCardInsightsSchema } from '@trainerlog/core';
import { tcgMatchCardFacts, tcgMatches } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { englishTestLog } from './support/ptcgl-logs.ts';
import { useTestApp } from './support/test-app.ts';
import { createCardFactsService } from '../src/modules/card-facts/index.ts';
import { cardNamesOf, packCardFacts, unpackCardFacts, type PackedMatch } from '../src/modules/card-facts/packed.ts';

const t = useTestApp();

async function deckWithImports(owner: { token: string }, results: { win: boolean; first: boolean }[]) {
  const deck = await call(t.app, 'POST', '/api/decks', {
    token: owner.token,
    body: { name: 'Dragapult ex', pokemonSprite: 'dragapult', cards: [] },
  });
  expect(deck.status).toBe(201);
  for (const [i, r] of results.entries()) {
    const opponent = `Rival ${i}`;
    const text = englishTestLog({
      owner: 'Ash',
      opponent,
      winner: r.win ? 'Ash' : opponent,
      firstPlayer: r.first ? 'Ash' : opponent,
      seed: i + 1,
    });
    const res = await call(t.app, 'POST', '/api/tcgmatches/import/ptcgl', {
      token: owner.token,
      body: { text, date: '2026-06-01', deckId: deck.body._id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  return deck.body._id as string;
}

describe('Cards view (issue 30)', () => {
  it('reads the card facts of imported games once and answers card impact, tempo and openings', async () => {
    const owner = await registerUser(t.app);
    const games = [
      { win: true, first: true },
      { win: true, first: false },
      { win: false, first: true },
    ];
    const deckId = await deckWithImports(owner, games);
    const res = await call(t.app, 'GET', `/api/deck-analytics/${deckId}/cards`, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = tcgCardInsightsSchema.parse(res.body);
    expect(answer.games).toBe(3);
    expect(answer.matchesWithoutFacts).toBe(0);
    // Dreepy is played to the Active Spot in setup in every game: used by turn 1 in all three.
    const dreepy = answer.you.rows.find((row) => row.card === 'Dreepy');
    expect(dreepy?.buckets.turn1.with).toMatchObject({ wins: 2, losses: 1, games: 3 });
    expect(answer.opp.rows.find((row) => row.card === 'Charmander')?.buckets.any.with.games).toBe(3);
    expect(answer.openings.gamesWithHand).toBe(3);
    expect(answer.openings.cards.find((c) => c.card === 'Rare Candy')?.with.games).toBe(3);
    expect(answer.tempo.milestones.firstAttack.rows.find((r) => r.turn === 'never')?.split.games).toBe(1);
    const stored = await t.database.db
      .select()
      .from(tcgMatchCardFacts)
      .where(eq(tcgMatchCardFacts.userId, owner.user._id));
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.version === TCG_CARD_FACTS_VERSION)).toBe(true);

    const first = await call(t.app, 'GET', `/api/deck-analytics/${deckId}/cards?turnOrder=first`, {
      token: owner.token,
    });
    expect(first.body.games).toBe(2);
    const behind = await call(
      t.app,
      'GET',
      `/api/deck-analytics/${deckId}/cards/games?side=you&card=Dreepy&bucket=turn1&used=true`,
      { token: owner.token },
    );
    expect(behind.status).toBe(200);
    expect(behind.body.total).toBe(3);
    expect(behind.body.games[0]).toMatchObject({ opponentDeck: expect.any(String), result: expect.any(String) });
  });

  it("forgets a match's facts when its games change and reads them again; another player's deck is not found", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const deckId = await deckWithImports(owner, [{ win: true, first: true }]);
    expect((await call(t.app, 'GET', `/api/deck-analytics/${deckId}/cards`, { token: owner.token })).status).toBe(200);
    const [match] = await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.userId, owner.user._id));
    await t.database.db.execute(sql`update tcg_matches set notes = 'x' where id = ${match!.id}`);
    expect(
      await t.database.db.select().from(tcgMatchCardFacts).where(eq(tcgMatchCardFacts.matchId, match!.id)),
    ).toHaveLength(1);
    await t.database.db.execute(sql`update tcg_matches set games = '[]'::json where id = ${match!.id}`);
    expect(
      await t.database.db.select().from(tcgMatchCardFacts).where(eq(tcgMatchCardFacts.matchId, match!.id)),
    ).toHaveLength(0);

    for (const path of [
      `/api/deck-analytics/${deckId}/cards`,
      `/api/deck-analytics/${deckId}/cards/games?side=you&card=Dreepy&bucket=any&used=true`,
    ]) {
      const res = await call(t.app, 'GET', path, { token: other.token });
      expect(res.status).toBe(404);
      expect((await call(t.app, 'GET', path)).status).toBe(401);
    }
    const bad = await call(t.app, 'GET', `/api/deck-analytics/${deckId}/cards?turnOrder=third`, { token: owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('Turn order must be all, first or second');
  });

  it('the backfill reads every kept log without facts, of every player, and resumes where rows are missing', async () => {
    const owner = await registerUser(t.app);
    await deckWithImports(owner, [
      { win: true, first: false },
      { win: false, first: true },
    ]);
    await t.database.db.delete(tcgMatchCardFacts).where(eq(tcgMatchCardFacts.userId, owner.user._id));
    const cardFacts = createCardFactsService(t.database.db);
    const filled = await cardFacts.fill(owner.user._id);
    expect(filled).toEqual({ matches: 2, games: 2 });
    expect((await cardFacts.fill(owner.user._id)).matches).toBe(0);
  });

  it('counts shared imported games into community card impact per archetype, and takes them out again', async () => {
    const owner = await registerUser(t.app);
    const deckId = await deckWithImports(owner, [
      { win: true, first: true },
      { win: false, first: false },
    ]);
    const matches = await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.userId, owner.user._id));
    const category = matches[0]!.playerCategoryId;
    expect(category, 'the deck files under a built-in archetype').toBeTruthy();
    const read = async () => {
      const res = await call(t.app, 'GET', `/api/analytics/global/cards?archetype=${category}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        games: number;
        wins: number;
        rows: { card: string; buckets: { any: { with: { games: number } } } }[];
      };
    };
    const before = await read();
    expect((await call(t.app, 'GET', `/api/deck-analytics/${deckId}/cards`, { token: owner.token })).status).toBe(200);
    const after = await read();
    expect(after.games - before.games).toBe(2);
    expect(after.wins - before.wins).toBe(1);
    const used = (body: typeof after) => body.rows.find((r) => r.card === 'Dreepy')?.buckets.any.with.games ?? 0;
    expect(used(after) - used(before)).toBe(2);

    await call(t.app, 'DELETE', `/api/tcgmatches/${matches[0]!.id}`, { token: owner.token });
    const deleted = await read();
    expect(deleted.games - before.games).toBe(1);
    expect(used(deleted) - used(before)).toBe(1);

    const bad = await call(t.app, 'GET', '/api/analytics/global/cards?archetype=nope');
    expect(bad.status).toBe(400);
  });

  it('packs facts with card ids and unpacks them to the same facts, telling the ids it cannot name yet', () => {
    const facts = [
      {
        you: [['Dreepy', 0, 2] as const, ['Iono', 2, 1] as const],
        opp: [['Charmander', 0, 1] as const],
        hand: ['Dreepy', 'Rare Candy'],
        mulligans: 1,
        firstAttack: 2,
        firstKnockOut: null,
        firstPrize: 3,
        stage2ByTurn2: true,
      },
      null,
    ];
    const names = [...cardNamesOf(facts)];
    const packed = packCardFacts(facts, (name) => names.indexOf(name) + 1);
    expect(packed).toBe('[[[[1,0,2],[2,2,1]],[[3,0,1]],[1,4],1,2,null,3,1],null]');
    const byId = [undefined, ...names];
    const unknown = new Set<number>();
    const parsed = JSON.parse(packed) as PackedMatch;
    expect(unpackCardFacts(parsed, byId.slice(0, 3), unknown)).toBeNull();
    expect([...unknown].sort()).toEqual([3, 4]);
    expect(unpackCardFacts(parsed, byId, new Set())).toEqual(
      facts.map((f) => f && { ...f, you: f.you.map((u) => [...u]), opp: f.opp.map((u) => [...u]) }),
    );
  });
});
