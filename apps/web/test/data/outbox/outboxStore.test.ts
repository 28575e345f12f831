import { describe, expect, it } from 'vitest';
import { createOutboxStore, waitingLabel } from '../../../src/data/outbox/outboxStore.ts';

describe('the outbox store', () => {
  it('keeps each member their own outbox, and keeps it across a reload', () => {
    const store = createOutboxStore();
    store.add('user-a', { game: 'tcg', op: 'create', targetId: null, input: { opponentDeck: 'A' }, base: null, copyId: null });
    store.add('user-b', { game: 'vgc', op: 'create', targetId: null, input: { opponentName: 'B' }, base: null, copyId: null });

    // A new page load reads what the last one kept.
    const reloaded = createOutboxStore();
    expect(reloaded.list('user-a').map((item) => item.input)).toEqual([{ opponentDeck: 'A' }]);
    expect(reloaded.list('user-b').map((item) => item.input)).toEqual([{ opponentName: 'B' }]);
    expect(window.localStorage.getItem('trainerlog_outbox_user-a')).toContain('"opponentDeck":"A"');

    reloaded.clear('user-a');
    expect(reloaded.list('user-a')).toEqual([]);
    expect(reloaded.list('user-b')).toHaveLength(1);
  });

  it('gives every item a local id usable as the create clientId', () => {
    const item = createOutboxStore().add('u', { game: 'tcg', op: 'create', targetId: null, input: {}, base: null, copyId: null });
    expect(item.id).toMatch(/^local_\d+_[a-z0-9]{9}$/);
    expect(item.status).toBe('waiting');
  });

  it('says how many matches wait', () => {
    expect(waitingLabel(1)).toBe('1 match waiting to upload');
    expect(waitingLabel(2)).toBe('2 matches waiting to upload');
  });
});
