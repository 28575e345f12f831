/**
 * The offline outbox's kinds of the batch upload (issue 27, one upload path): `tcgMatchChanges` / `vgcMatchChanges`
 * apply one game's queued creates, updates and deletes in order, each as its single request would; an offline edit
 * overwrites only the version it started from, else it is kept as a noted copy made once; a delete of a match already
 * gone and an edit already held are done; a refusal is that item's answer with the single request's message.
 */
import { describe, expect, it } from 'vitest';
import {
  conflictNote,
  MATCH_DATE_TOO_EARLY,
  syncBatchAnswerSchema,
  syncBatchAnswerSpecSchema,
  tcgMatchSchema,
  vgcMatchSchema,
  type MatchChangeKind,
  type SyncBatchResult,
} from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp({ REGISTER_RATE_LIMIT: '100000' });
const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

/** A game as the match form sends it (every field), so an edit the server holds compares equal. */
const GAME = {
  result: 'win',
  wentFirst: null,
  coinFlipWin: null,
  coinFlipChoice: null,
  playerMulligans: 0,
  opponentMulligans: 0,
  conceded: null,
  notes: '',
};

let sequence = 0;
const localId = () => `local_${Date.now()}_c${++sequence}`;

const tcg = (opponentDeck: string, extra: Record<string, unknown> = {}) => ({
  deckName: 'Gardevoir ex',
  opponentDeck,
  format: 'Bo1',
  date: '2025-03-01',
  notes: '',
  games: [GAME],
  ...extra,
});

async function changes(token: string, kind: MatchChangeKind, items: unknown[]): Promise<SyncBatchResult[]> {
  const answer = await call(t.app, 'POST', '/api/sync/batch', { token, body: { kind, items } });
  expect(answer.status).toBe(200);
  return syncBatchAnswerSchema.parse(answer.body).results;
}

async function createTcg(token: string, input: Record<string, unknown>) {
  const answer = await call(t.app, 'POST', '/api/tcgmatches', { token, body: input });
  return tcgMatchSchema.parse(answer.body);
}

async function listTcg(token: string) {
  const answer = await call(t.app, 'GET', '/api/tcgmatches', { token });
  return (answer.body as { matches: Record<string, unknown>[] }).matches;
}

const edit = (
  target: { _id: string; updatedAt: string },
  input: Record<string, unknown>,
  copyClientId = localId(),
) => ({
  op: 'update',
  clientId: localId(),
  targetId: target._id,
  input,
  baseUpdatedAt: target.updatedAt,
  copyClientId,
  copyDate: typeof input.date === 'string' ? input.date : null,
});

describe('POST /api/sync/batch with the outbox kinds', () => {
  it('applies creates, updates and deletes in order and answers each, a create once by its clientId', async () => {
    const me = await registerUser(t.app);
    const old = await createTcg(me.token, tcg('Old'));
    const kept = await createTcg(me.token, tcg('Kept'));
    const create = { op: 'create', clientId: localId(), input: tcg('New') };
    const items = [create, { op: 'delete', clientId: localId(), targetId: old._id }, edit(kept, tcg('Edited'))];

    const answer = await changes(me.token, 'tcgMatchChanges', items);
    expect(answer.map((r) => [r.clientId, r.ok])).toEqual(items.map((item) => [item.clientId, true]));
    // The table's answer schema reads each item whole, the deleted match's `{ _id }` included (nothing dropped).
    const raw = await call(t.app, 'POST', '/api/sync/batch', {
      token: me.token,
      body: { kind: 'tcgMatchChanges', items },
    });
    expect(syncBatchAnswerSpecSchema.parse(raw.body)).toEqual(raw.body);
    const created = answer[0]!.ok ? tcgMatchSchema.parse(answer[0]!.item) : null;
    expect(created).toMatchObject({ clientId: create.clientId, opponentDeck: 'New' });
    expect(answer[1]).toMatchObject({ ok: true, item: { _id: old._id } });
    expect(answer[2]).toMatchObject({ ok: true, item: { _id: kept._id, opponentDeck: 'Edited' } });

    // Sent again (the answer was lost): nothing twice, the delete and the edit already done.
    const again = await changes(me.token, 'tcgMatchChanges', items);
    expect(again.every((r) => r.ok)).toBe(true);
    expect(again[0]).toMatchObject({ item: { _id: created!._id } });
    const shown = (await listTcg(me.token)).map((m) => m.opponentDeck).sort();
    expect(shown).toEqual(['Edited', 'New']);
  });

  it('keeps an edit of a match changed or deleted elsewhere as a noted copy, made once', async () => {
    const me = await registerUser(t.app);
    const changed = await createTcg(me.token, tcg('Before'));
    await call(t.app, 'PUT', `/api/tcgmatches/${changed._id}`, { token: me.token, body: tcg('Changed on the phone') });
    const gone = await createTcg(me.token, tcg('Gone'));
    await call(t.app, 'DELETE', `/api/tcgmatches/${gone._id}`, { token: me.token });
    const items = [
      edit(changed, tcg('Changed on the laptop', { notes: 'mine' })),
      edit(gone, tcg('Edited', { date: '2025-03-02' })),
    ];

    const answer = await changes(me.token, 'tcgMatchChanges', items);
    await changes(me.token, 'tcgMatchChanges', items);

    expect(answer[0]).toMatchObject({
      ok: true,
      item: { clientId: items[0]!.copyClientId, notes: `mine\n\n${conflictNote('2025-03-01', false)}` },
    });
    expect(answer[1]).toMatchObject({ ok: true, item: { notes: conflictNote('2025-03-02', true) } });
    const shown = (await listTcg(me.token)).map((m) => m.opponentDeck).sort();
    expect(shown).toEqual(['Changed on the laptop', 'Changed on the phone', 'Edited']);
  });

  it('answers a refused change with the single request’s message and goes on', async () => {
    const me = await registerUser(t.app);
    const match = await createTcg(me.token, tcg('Before'));
    const items = [
      { op: 'create', clientId: localId(), input: tcg('Too early', { date: '1990-01-01' }) },
      edit(match, tcg('Too early', { date: '1990-01-01' })),
      { op: 'rename', clientId: localId(), targetId: match._id },
      { op: 'create', clientId: localId(), input: tcg('Fine') },
    ];
    const answer = await changes(me.token, 'tcgMatchChanges', items);
    expect(answer.map((r) => r.ok)).toEqual([false, false, false, true]);
    expect(answer[0]).toMatchObject({ message: MATCH_DATE_TOO_EARLY });
    expect(answer[1]).toMatchObject({ message: MATCH_DATE_TOO_EARLY });
  });

  it('carries VGC matches the same way', async () => {
    const me = await registerUser(t.app);
    const vgc = { playerTeam: SUN, opponentTeam: RAIN, date: '2025-03-01', games: [{ result: 'loss' }] };
    const [created] = await changes(me.token, 'vgcMatchChanges', [{ op: 'create', clientId: localId(), input: vgc }]);
    const match = vgcMatchSchema.parse(created!.ok ? created!.item : null);
    const [edited] = await changes(me.token, 'vgcMatchChanges', [edit(match, { ...vgc, notes: 'offline' })]);
    expect(edited).toMatchObject({ ok: true, item: { _id: match._id, notes: 'offline' } });
    const [deleted] = await changes(me.token, 'vgcMatchChanges', [
      { op: 'delete', clientId: localId(), targetId: match._id },
    ]);
    expect(deleted).toMatchObject({ ok: true });
    const answer = await call(t.app, 'GET', `/api/vgcmatches/${match._id}`, { token: me.token });
    expect(answer.status).toBe(404);
  });
});
