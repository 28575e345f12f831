/**
 * The guest sync's batch upload (issue 16): `POST /api/sync/batch` answers each item on its own in input order, writes
 * nothing for a refused item, creates each clientId once however often and however concurrently the batch is sent,
 * refuses another user's deck ids item by item, and checks its envelope (kind, ≤ 200 items, members only).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DECK_NAME_REQUIRED,
  MATCH_DATE_TOO_EARLY,
  syncBatchAnswerSchema,
  syncBatchAnswerSpecSchema,
  SYNC_BATCH_MESSAGES,
  tcgMatchSchema,
  type SyncBatchKind,
} from '@trainerlog/core';
import { decks, tcgMatches, teams, vgcMatches } from '../src/db/schema/index.ts';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp({ REGISTER_RATE_LIMIT: '100000' });
const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

let sequence = 0;
const localId = () => `local_${Date.now()}_b${++sequence}`;

const tcg = (extra: Record<string, unknown> = {}) => ({
  clientId: localId(),
  deckName: 'Gardevoir ex',
  opponentDeck: 'Charizard ex',
  date: '2025-03-01',
  games: [{ result: 'win' }],
  ...extra,
});
const vgc = (extra: Record<string, unknown> = {}) => ({
  clientId: localId(),
  playerTeam: SUN,
  opponentTeam: RAIN,
  date: '2025-03-01',
  games: [{ result: 'loss' }],
  ...extra,
});
const deck = (extra: Record<string, unknown> = {}) => ({
  clientId: localId(),
  name: 'Gardevoir ex',
  cards: [{ id: 'sv1-86', name: 'Gardevoir ex', supertype: 'Pokémon', count: 2 }],
  ...extra,
});
const team = (extra: Record<string, unknown> = {}) => ({
  clientId: localId(),
  name: 'Sun',
  pokemon: SUN.map((species) => ({ species })),
  ...extra,
});

const batch = (token: string, kind: SyncBatchKind, items: unknown[]) =>
  call(t.app, 'POST', '/api/sync/batch', { token, body: { kind, items } });

async function results(token: string, kind: SyncBatchKind, items: unknown[]) {
  const answer = await batch(token, kind, items);
  expect(answer.status).toBe(200);
  return syncBatchAnswerSchema.parse(answer.body).results;
}

const tables = { tcgMatches, vgcMatches, decks, teams } as const;

async function clientIdsStored(kind: SyncBatchKind, userId: string): Promise<string[]> {
  const table = tables[kind];
  const rows = await t.database.db.select({ clientId: table.clientId }).from(table).where(eq(table.userId, userId));
  return rows.map((row) => row.clientId!).sort();
}

describe('POST /api/sync/batch', () => {
  it('answers each item in input order and writes nothing for the refused ones', async () => {
    const me = await registerUser(t.app);
    const items = [tcg(), tcg({ date: '1990-01-01' }), tcg({ games: 'lots' }), tcg({ notes: 'third' })];
    const answer = await results(me.token, 'tcgMatches', items);
    expect(answer.map((r) => [r.clientId, r.ok])).toEqual(items.map((item, i) => [item.clientId, i === 0 || i === 3]));
    expect(answer[1]).toMatchObject({ ok: false, message: MATCH_DATE_TOO_EARLY });
    expect(answer[2]).toMatchObject({ ok: false });
    const created = answer[3]!.ok ? tcgMatchSchema.parse(answer[3]!.item) : null;
    expect(created).toMatchObject({ clientId: items[3]!.clientId, notes: 'third', user: me.user._id });
    expect(await clientIdsStored('tcgMatches', me.user._id)).toEqual([items[0]!.clientId, items[3]!.clientId].sort());

    const namelessDeck = deck({ name: '' });
    const deckAnswer = await results(me.token, 'decks', [deck(), namelessDeck]);
    expect(deckAnswer[1]).toEqual({ clientId: namelessDeck.clientId, ok: false, message: DECK_NAME_REQUIRED });
    expect(await clientIdsStored('decks', me.user._id)).toEqual([deckAnswer[0]!.clientId]);
  });

  it("answers each kind's items as the endpoint table states them, and its schema drops no field", async () => {
    const me = await registerUser(t.app);
    const savedDeck = await call(t.app, 'POST', '/api/decks', { token: me.token, body: deck() });
    const sent = {
      decks: [deck(), deck({ name: 'Second' })],
      teams: [team(), team({ name: 'Rain', pokemon: RAIN.map((species) => ({ species, item: 'Leftovers' })) })],
      tcgMatches: [tcg(), tcg({ deckId: savedDeck.body._id, notes: 'Close one', games: [{ result: 'loss' }] })],
      vgcMatches: [vgc(), vgc({ opponentName: 'Rival', format: 'Reg H' })],
    };
    for (const [kind, items] of Object.entries(sent) as [SyncBatchKind, unknown[]][]) {
      const answer = await batch(me.token, kind, items);
      expect(answer.status).toBe(200);
      expect((answer.body as { results: { ok: boolean }[] }).results.every((r) => r.ok)).toBe(true);
      expect(syncBatchAnswerSpecSchema.parse(answer.body)).toEqual(answer.body);
    }
  });

  it('answers a repeated batch with the same items and creates nothing twice, for every kind', async () => {
    const me = await registerUser(t.app);
    const kinds: [SyncBatchKind, Record<string, unknown>[]][] = [
      ['tcgMatches', [tcg(), tcg()]],
      ['vgcMatches', [vgc(), vgc()]],
      ['decks', [deck(), deck()]],
      ['teams', [team(), team()]],
    ];
    for (const [kind, items] of kinds) {
      const first = await results(me.token, kind, items);
      const again = await results(me.token, kind, items);
      expect(first.every((r) => r.ok)).toBe(true);
      expect(again).toEqual(first);
      expect(await clientIdsStored(kind, me.user._id)).toEqual(items.map((item) => String(item.clientId)).sort());
    }
  });

  it('links matches naming local decks and teams when those arrive in a later batch', async () => {
    const me = await registerUser(t.app);
    const localDeck = deck({ name: 'Gardevoir ex' });
    const localTeam = team();
    const [match] = await results(me.token, 'tcgMatches', [tcg({ deckId: localDeck.clientId, deckName: '' })]);
    const [vgcMatch] = await results(me.token, 'vgcMatches', [vgc({ teamId: localTeam.clientId })]);
    const [syncedDeck] = await results(me.token, 'decks', [localDeck]);
    const [syncedTeam] = await results(me.token, 'teams', [localTeam]);
    const deckId = syncedDeck!.ok ? syncedDeck!.item._id : null;
    const teamId = syncedTeam!.ok ? syncedTeam!.item._id : null;
    const [tcgRow] = await t.database.db.select().from(tcgMatches).where(eq(tcgMatches.clientId, match!.clientId));
    const [vgcRow] = await t.database.db.select().from(vgcMatches).where(eq(vgcMatches.clientId, vgcMatch!.clientId));
    expect([tcgRow!.deckId, tcgRow!.deckName, tcgRow!.deckClientId]).toEqual([deckId, 'Gardevoir ex', null]);
    expect([vgcRow!.teamId, vgcRow!.teamClientId]).toEqual([teamId, null]);
  });

  it('creates each clientId once under concurrent identical batches', async () => {
    const me = await registerUser(t.app);
    const cases: [SyncBatchKind, Record<string, unknown>[]][] = [
      ['tcgMatches', Array.from({ length: 20 }, () => tcg())],
      ['vgcMatches', Array.from({ length: 10 }, () => vgc())],
      ['decks', Array.from({ length: 10 }, () => deck())],
    ];
    for (const [kind, items] of cases) {
      const answers = await Promise.all(Array.from({ length: 4 }, () => results(me.token, kind, items)));
      for (const answer of answers) {
        expect(answer.every((r) => r.ok)).toBe(true);
        expect(answer.map((r) => (r.ok ? r.item._id : null))).toEqual(
          answers[0]!.map((r) => (r.ok ? r.item._id : null)),
        );
      }
      expect(await clientIdsStored(kind, me.user._id)).toEqual(items.map((item) => String(item.clientId)).sort());
    }
  });

  it("refuses a match naming another user's deck, item by item, and keeps the others", async () => {
    const [me, other] = [await registerUser(t.app), await registerUser(t.app)];
    const theirDeck = await call(t.app, 'POST', '/api/decks', { token: other.token, body: deck() });
    expect(theirDeck.status).toBe(201);
    const mine = await call(t.app, 'POST', '/api/decks', { token: me.token, body: deck({ name: 'Mine' }) });
    const items = [tcg(), tcg({ deckId: theirDeck.body._id }), tcg({ deckId: mine.body._id, deckName: '' })];
    const answer = await results(me.token, 'tcgMatches', items);
    expect(answer.map((r) => r.ok)).toEqual([true, false, true]);
    expect(answer[1]).toMatchObject({ message: 'Deck not found' });
    expect(answer[2]!.ok && answer[2]!.item.deckName).toBe('Mine');
    expect(await clientIdsStored('tcgMatches', me.user._id)).toEqual([items[0]!.clientId, items[2]!.clientId].sort());
    // Nothing was written under the other user either.
    const theirs = await t.database.db
      .select({ id: tcgMatches.id })
      .from(tcgMatches)
      .where(
        and(
          eq(tcgMatches.userId, other.user._id),
          inArray(
            tcgMatches.clientId,
            items.map((item) => item.clientId),
          ),
        ),
      );
    expect(theirs).toEqual([]);
  });

  it('refuses a VGC match with an unknown species alone, and one naming an unknown team', async () => {
    const me = await registerUser(t.app);
    const items = [vgc(), vgc({ playerTeam: ['Notamon', ...SUN.slice(1)] }), vgc({ teamId: crypto.randomUUID() })];
    const answer = await results(me.token, 'vgcMatches', items);
    expect(answer.map((r) => r.ok)).toEqual([true, false, false]);
    expect(answer[2]).toMatchObject({ message: 'Team not found' });
    expect(await clientIdsStored('vgcMatches', me.user._id)).toEqual([items[0]!.clientId]);
  });

  it('checks the envelope: 201 items, a missing clientId, a clientId twice and an unknown kind are 400', async () => {
    const me = await registerUser(t.app);
    const tooMany = await batch(
      me.token,
      'tcgMatches',
      Array.from({ length: 201 }, () => tcg()),
    );
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain(SYNC_BATCH_MESSAGES.tooMany);
    const { clientId: _none, ...noClientId } = tcg();
    expect((await batch(me.token, 'tcgMatches', [noClientId])).status).toBe(400);
    const twice = tcg();
    const duplicate = await batch(me.token, 'tcgMatches', [twice, twice]);
    expect(duplicate.status).toBe(400);
    expect(JSON.stringify(duplicate.body)).toContain(SYNC_BATCH_MESSAGES.duplicateClientId);
    const unknownKind = await call(t.app, 'POST', '/api/sync/batch', {
      token: me.token,
      body: { kind: 'cards', items: [tcg()] },
    });
    expect(unknownKind.status).toBe(400);
    expect(await clientIdsStored('tcgMatches', me.user._id)).toEqual([]);
  });

  it('is for members only', async () => {
    const answer = await call(t.app, 'POST', '/api/sync/batch', { body: { kind: 'decks', items: [deck()] } });
    expect(answer.status).toBe(401);
  });
});
