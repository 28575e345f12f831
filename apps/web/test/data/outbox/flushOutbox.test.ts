import { beforeEach, describe, expect, it } from 'vitest';
import { conflictNote } from '@trainerlog/core';
import { ApiError } from '../../../src/api/client.ts';
import { flushOutbox } from '../../../src/data/outbox/flushOutbox.ts';
import { createOutboxStore, type OutboxStore } from '../../../src/data/outbox/outboxStore.ts';
import { resetReachabilityForTests, serverReachability } from '../../../src/data/outbox/reachability.ts';
import { createFakeServer, networkError, refused, unavailable } from './fakeServer.ts';

const USER = 'user-a';
const match = (opponentDeck: string) => ({
  deckName: 'Lost Box',
  opponentDeck,
  format: 'Bo1',
  date: '2026-11-24',
  notes: '',
  games: [{ result: 'win' }],
});

let store: OutboxStore;
let server: ReturnType<typeof createFakeServer>;
const flush = () => flushOutbox(USER, { postBatch: server.postBatch, store });
const create = (input: Record<string, unknown>) =>
  store.add(USER, { game: 'tcg', op: 'create', targetId: null, input, base: null, copyId: null });

beforeEach(() => {
  resetReachabilityForTests();
  store = createOutboxStore();
  server = createFakeServer();
});

describe('flushOutbox', () => {
  it('uploads in the order the writes were made, one batch for the writes of one game in a row', async () => {
    const existing = server.seed(match('Old'));
    create(match('First'));
    store.add(USER, { game: 'tcg', op: 'delete', targetId: existing._id, input: null, base: null, copyId: null });
    create(match('Second'));

    const result = await flush();

    expect(result).toEqual({ uploaded: 3, failed: 0, interrupted: false });
    expect(server.calls).toEqual(['create', `delete ${existing._id}`, 'create']);
    expect([...server.matches.values()].map((m) => m.opponentDeck)).toEqual(['First', 'Second']);
    expect(store.list(USER)).toEqual([]);
    expect(window.localStorage.getItem(store.keyOf(USER))).toBeNull();
  });

  it('sends each create with its clientId, so a retry after a lost answer never duplicates', async () => {
    const item = create(match('Gholdengo ex'));
    // The server writes the match, then the answer is lost.
    server.fail((change) => change.op === 'create', networkError, true);

    const first = await flush();
    expect(first.interrupted).toBe(true);
    expect(serverReachability()).toBe('unreachable');
    expect(store.list(USER)).toHaveLength(1);

    const second = await flush();
    expect(second.uploaded).toBe(1);
    expect(server.matches.size).toBe(1);
    expect([...server.matches.values()][0]!.clientId).toBe(item.id);
    expect(store.list(USER)).toEqual([]);
  });

  it('keeps an item the server refuses as failed with its message, and uploads the others', async () => {
    create({ ...match('Refused'), deckName: '' });
    create(match('Fine'));
    server.refuse((change) => change.op === 'create', 'Deck name is required');

    const result = await flush();

    expect(result).toEqual({ uploaded: 1, failed: 1, interrupted: false });
    const [kept] = store.list(USER);
    expect(kept).toMatchObject({ status: 'failed', message: 'Deck name is required' });
    expect([...server.matches.values()].map((m) => m.opponentDeck)).toEqual(['Fine']);
    // A failed item is not sent again by itself: the player discards it (or edits it, which makes it wait again).
    server.calls.length = 0;
    await flush();
    expect(server.calls).toEqual([]);
  });

  it('marks every item of a batch refused as a whole (a 4xx) failed with its message; a 401 stops instead', async () => {
    create(match('One'));
    store.add(USER, { game: 'vgc', op: 'create', targetId: null, input: { date: '2026-11-24' }, base: null, copyId: null });
    server.fail((change) => change.op === 'create', () => refused('Request body is too large'));
    server.fail(() => true, () => new ApiError({ status: 401, kind: 'http', msg: 'Please sign in' }));

    expect(await flush()).toEqual({ uploaded: 0, failed: 1, interrupted: true });
    expect(store.list(USER).map((item) => [item.game, item.status, item.message])).toEqual([
      ['tcg', 'failed', 'Request body is too large'],
      ['vgc', 'waiting', null],
    ]);
    expect(await flush()).toEqual({ uploaded: 1, failed: 0, interrupted: false });
  });

  it('stops on 503 or no answer and keeps everything, in order, for later', async () => {
    create(match('One'));
    create(match('Two'));
    server.fail(() => true, unavailable);

    const result = await flush();

    expect(result).toEqual({ uploaded: 0, failed: 0, interrupted: true });
    expect(store.list(USER).map((item) => item.input?.opponentDeck)).toEqual(['One', 'Two']);
    expect((await flush()).uploaded).toBe(2);
  });

  it('writes an offline edit over the server copy only when that copy is still the version it started from', async () => {
    const base = server.seed(match('Before'));
    store.add(USER, {
      game: 'tcg',
      op: 'update',
      targetId: base._id,
      input: { ...match('After'), notes: 'edited offline' },
      base,
      copyId: 'local_1_copy00000',
    });

    await flush();

    expect(server.matches.size).toBe(1);
    expect(server.matches.get(base._id)).toMatchObject({ opponentDeck: 'After', notes: 'edited offline' });
  });

  it('keeps both versions when the match also changed elsewhere: the edit becomes a new match with a note', async () => {
    const base = server.seed(match('Before'));
    server.changeElsewhere(base._id, { opponentDeck: 'Changed on the phone' });
    store.add(USER, {
      game: 'tcg',
      op: 'update',
      targetId: base._id,
      input: { ...match('Changed on the laptop'), notes: 'mine' },
      base,
      copyId: 'local_1_copy00000',
    });

    await flush();

    const all = [...server.matches.values()];
    expect(all).toHaveLength(2);
    expect(server.matches.get(base._id)!.opponentDeck).toBe('Changed on the phone');
    const copy = all.find((m) => m._id !== base._id)!;
    expect(copy).toMatchObject({ opponentDeck: 'Changed on the laptop', clientId: 'local_1_copy00000' });
    expect(copy.notes).toBe(`mine\n\n${conflictNote('2026-11-24', false)}`);
    expect(conflictNote('2026-11-24', false)).toBe(
      'Offline copy of the match from 2026-11-24 — it was also changed elsewhere.',
    );
    expect(store.list(USER)).toEqual([]);
  });

  it('keeps the edit of a match deleted elsewhere as a new match, and a retried conflict copy is made once', async () => {
    const base = server.seed(match('Gone'));
    server.matches.delete(base._id);
    store.add(USER, {
      game: 'tcg',
      op: 'update',
      targetId: base._id,
      input: match('Edited'),
      base,
      copyId: 'local_2_copy00000',
    });
    server.fail((change) => change.op === 'update', networkError, true);

    await flush();
    await flush();

    const all = [...server.matches.values()];
    expect(all).toHaveLength(1);
    expect(all[0]!.notes).toBe(conflictNote('2026-11-24', true));
  });

  it('treats an edit the server already holds (a lost answer) as done, without a copy', async () => {
    const base = server.seed(match('Before'));
    store.add(USER, { game: 'tcg', op: 'update', targetId: base._id, input: match('After'), base, copyId: null });
    server.fail((change) => change.op === 'update', networkError, true);

    await flush();
    await flush();

    expect(server.matches.size).toBe(1);
    expect(server.matches.get(base._id)!.opponentDeck).toBe('After');
    expect(store.list(USER)).toEqual([]);
  });

  it('counts deleting an already deleted match as done', async () => {
    store.add(USER, { game: 'tcg', op: 'delete', targetId: 'srv404', input: null, base: null, copyId: null });
    expect(await flush()).toEqual({ uploaded: 1, failed: 0, interrupted: false });
    expect(store.list(USER)).toEqual([]);
  });

  it('keeps an edit or a delete made to a waiting match while it was being uploaded', async () => {
    const edited = create(match('Typo'));
    const deleted = create(match('Mistake'));
    const upload = server.postBatch;
    const postBatch: typeof upload = async (batch) => {
      const answer = await upload(batch);
      // The player acts while the creates are on their way.
      const clientIds = batch.items.map((item) => item.clientId);
      if (clientIds.includes(edited.id)) store.patch(USER, edited.id, { input: match('Fixed') });
      if (clientIds.includes(deleted.id)) store.remove(USER, deleted.id);
      return answer;
    };

    await flushOutbox(USER, { postBatch, store });

    expect([...server.matches.values()].map((m) => m.opponentDeck)).toEqual(['Fixed']);
    expect(store.list(USER)).toEqual([]);
  });
});
