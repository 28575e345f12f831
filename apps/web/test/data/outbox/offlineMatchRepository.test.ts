import type { TcgMatch, TcgMatchInput } from '@trainerlog/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLastSeenCache } from '../../../src/data/outbox/lastSeen.ts';
import { outboxStateOf, withOutbox } from '../../../src/data/outbox/offlineMatchRepository.ts';
import { createOutboxStore, type OutboxStore } from '../../../src/data/outbox/outboxStore.ts';
import { resetReachabilityForTests } from '../../../src/data/outbox/reachability.ts';
import type { Repository } from '../../../src/data/entities/repository.ts';
import { normalizeStoredTcgMatch, TCG_OUTBOX } from '../../../src/data/entities/tcgMatches.ts';
import { networkError, refused } from './fakeServer.ts';

const USER = 'user-a';
const input = (opponentDeck: string): TcgMatchInput => ({
  deckId: null,
  deckName: 'Lost Box',
  opponentDeck,
  opponentDeckVariant: '',
  format: 'Bo1',
  date: '2026-11-24',
  notes: '',
  games: [{ result: 'win', wentFirst: null, notes: '' }] as TcgMatchInput['games'],
  importSource: null,
  recordedResult: null,
  timeCalled: false,
  specialResult: null,
  ptcglLogText: null,
});
const serverMatch = (id: string, opponentDeck: string): TcgMatch => ({
  ...normalizeStoredTcgMatch({ ...input(opponentDeck), _id: id, createdAt: '2026-11-01T00:00:00.000Z' }),
  isLocal: false,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

let store: OutboxStore;
let offline: boolean;
let answer: () => Promise<unknown>;
const sent: Array<{ method: string; body?: unknown }> = [];
const member: Repository<TcgMatch, TcgMatchInput> = {
  list: async () => [serverMatch('srv1', 'Seen before')],
  get: async (id) => (id === 'srv1' ? serverMatch('srv1', 'Seen before') : null),
  async create(body) {
    sent.push({ method: 'create', body });
    return (await answer()) as TcgMatch;
  },
  async update(_id, body) {
    sent.push({ method: 'update', body });
    return (await answer()) as TcgMatch;
  },
  async remove() {
    sent.push({ method: 'remove' });
    await answer();
  },
};
const cache = createLastSeenCache();
const repository = () => withOutbox(TCG_OUTBOX, member, { store, cache, memberId: () => USER, offline: () => offline });

beforeEach(() => {
  resetReachabilityForTests();
  store = createOutboxStore();
  offline = false;
  answer = async () => serverMatch('srv9', 'answered');
  sent.length = 0;
});

describe('the members’ match repository with the outbox', () => {
  it('offline, keeps a logged match in the outbox and shows it first, marked waiting', async () => {
    offline = true;
    const created = await repository().create(input('Gholdengo ex'));

    expect(sent).toEqual([]);
    expect(created._id).toMatch(/^outbox_local_/);
    expect(outboxStateOf(created)).toEqual({ status: 'waiting', message: null, op: 'create' });
    const list = await repository().list();
    expect(list.map((m) => m.opponentDeck)).toEqual(['Gholdengo ex', 'Seen before']);
    expect(outboxStateOf(list[1]!)).toBeNull();
    expect((await repository().get(created._id))?.opponentDeck).toBe('Gholdengo ex');

    // Edited and deleted while waiting: only the outbox changes.
    await repository().update(created._id, input('Raging Bolt ex'));
    expect(store.list(USER)[0]!.input?.opponentDeck).toBe('Raging Bolt ex');
    await repository().remove(created._id);
    expect(store.list(USER)).toEqual([]);
  });

  it('when a create gets no answer, queues it with the clientId it was sent with (exactly once)', async () => {
    answer = async () => Promise.reject(networkError());
    const created = await repository().create(input('Dragapult ex'));

    const sentClientId = (sent[0]!.body as { clientId: string }).clientId;
    expect(sentClientId).toMatch(/^local_/);
    expect(store.list(USER)[0]!.id).toBe(sentClientId);
    expect(created._id).toBe(`outbox_${sentClientId}`);
  });

  it('shows the server’s refusal of a create at once instead of queueing it', async () => {
    answer = async () => Promise.reject(refused('Deck name is required'));
    await expect(repository().create(input('x'))).rejects.toThrow('Deck name is required');
    expect(store.list(USER)).toEqual([]);
  });

  it('offline, queues an edit with the version it started from, and a delete, and shows both', async () => {
    cache.remember(USER, '/api/tcgmatches?pageSize=15', { matches: [serverMatch('srv1', 'Seen before')] });
    offline = true;

    const edited = await repository().update('srv1', input('Edited offline'));
    expect(edited.opponentDeck).toBe('Edited offline');
    const [item] = store.list(USER);
    expect(item).toMatchObject({ op: 'update', targetId: 'srv1' });
    expect(item!.base?.updatedAt).toBe('2026-11-01T00:00:00.000Z');
    const list = await repository().list();
    expect(list.map((m) => [m.opponentDeck, outboxStateOf(m)?.op])).toEqual([['Edited offline', 'update']]);

    await repository().remove('srv1');
    expect(store.list(USER).map((i) => i.op)).toEqual(['delete']);
    expect(await repository().list()).toEqual([]);
  });

  it('keeps the order: while writes wait, a new one waits behind them even online', async () => {
    offline = true;
    await repository().create(input('First'));
    offline = false;
    await repository().create(input('Second'));
    expect(sent).toEqual([]);
    expect(store.list(USER).map((i) => i.input?.opponentDeck)).toEqual(['First', 'Second']);
  });
});

describe('a VGC page with the outbox applied', () => {
  it('leads the first page with the waiting matches and counts them', async () => {
    const { applyOutboxToPage } = await import('../../../src/data/outbox/offlineMatchRepository.ts');
    const { VGC_OUTBOX } = await import('../../../src/data/entities/vgcMatches.ts');
    store.add(USER, {
      game: 'vgc',
      op: 'create',
      targetId: null,
      input: { opponentName: 'Cynthia', format: 'Reg G', bestOf: 1, date: '2026-11-24', games: [{ result: 'win' }] },
      base: null,
      copyId: null,
    });
    const page = { matches: [], page: 1, pageSize: 15, totalCount: 0, totalPages: 1 };
    const shown = applyOutboxToPage(VGC_OUTBOX, page, { store, memberId: () => USER });
    expect(shown.totalCount).toBe(1);
    expect(shown.matches[0]).toMatchObject({ opponentName: 'Cynthia', result: 'win', gameType: 'VGC' });
    expect(outboxStateOf(shown.matches[0]!)?.status).toBe('waiting');
    // Later pages do not repeat them.
    expect(applyOutboxToPage(VGC_OUTBOX, { ...page, page: 2 }, { store, memberId: () => USER }).matches).toEqual([]);
  });
});
