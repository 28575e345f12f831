import {
  ARCHETYPE_CATALOGUE_RULES,
  OPPONENT_DECK_REQUIRED,
  tcgMatchInputSchema,
  type TcgMatchInput,
} from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { LocalStorageWriteError } from '../../src/data/guest/localRepository.ts';
import {
  createLocalTcgMatchRepository,
  createTcgDraftStore,
  mergeLocalOpponentDecks,
  opponentDeckSuggestionGroups,
  opponentDeckSuggestions,
  suggestionFits,
} from '../../src/data/entities/tcgMatches.ts';
import { STORAGE_KEYS } from '../../src/storageKeys.ts';
import { emptyMatchForm, validateMatchForm, visibleGameCount } from '../../src/features/matches/tcgMatchForm.ts';

const input = (opponentDeck: string, results: ('win' | 'loss')[], extra: Partial<TcgMatchInput> = {}): TcgMatchInput =>
  tcgMatchInputSchema.parse({
    deckName: 'Gardevoir ex',
    opponentDeck,
    format: results.length > 1 ? 'Bo3' : 'Bo1',
    date: '2024-01-05',
    games: results.map((result) => ({ result })),
    ...extra,
  });

function clock(start: string) {
  let current = new Date(start);
  const now = () => current;
  now.set = (iso: string) => {
    current = new Date(iso);
  };
  return now;
}

/** A storage whose writes (or reads) fail, as in private mode or over quota. */
function brokenStorage(failReads = false): () => Storage {
  const storage = {
    getItem: () => {
      if (failReads) throw new Error('denied');
      return null;
    },
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('denied');
    },
  } as unknown as Storage;
  return () => storage;
}

describe('local TCG matches repository', () => {
  it('stores matches under the TCG matches key with local_ ids, isLocal, timestamps and the derived result', async () => {
    const matches = createLocalTcgMatchRepository({ now: clock('2024-01-05T10:00:00Z') });
    const created = await matches.create(input('Charizard ex', ['win', 'loss', 'win']));

    expect(created._id).toMatch(/^local_\d+_[a-z0-9]{9}$/);
    expect(created).toMatchObject({
      isLocal: true,
      createdAt: '2024-01-05T10:00:00.000Z',
      updatedAt: '2024-01-05T10:00:00.000Z',
      importSource: null,
      ptcglLogText: null,
      format: 'Bo3',
      bestOf: 3,
      result: 'win',
      score: '2-1',
    });
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.tcgMatches)!) as { _id: string }[];
    expect(stored.map((m) => m._id)).toEqual([created._id]);
    expect(await matches.get(created._id)).toEqual(created);
  });

  it('lists newest first by date, then by creation', async () => {
    const now = clock('2024-01-05T10:00:00Z');
    const matches = createLocalTcgMatchRepository({ now });
    const older = await matches.create(input('A', ['win'], { date: '2024-01-01' }));
    now.set('2024-01-05T11:00:00Z');
    const first = await matches.create(input('B', ['loss'], { date: '2024-01-03' }));
    now.set('2024-01-05T12:00:00Z');
    const second = await matches.create(input('C', ['loss'], { date: '2024-01-03' }));
    expect((await matches.list()).map((m) => m._id)).toEqual([second._id, first._id, older._id]);
  });

  it('updates a match, re-deriving the result, keeping createdAt and dropping the import marker', async () => {
    const now = clock('2024-01-05T10:00:00Z');
    const matches = createLocalTcgMatchRepository({ now });
    const created = await matches.create(input('Lugia VSTAR', ['loss']));
    const raw = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.tcgMatches)!) as Record<string, unknown>[];
    raw[0]!.importSource = 'ptcgl';
    raw[0]!.ptcglLogText = 'Turn 1…';
    window.localStorage.setItem(STORAGE_KEYS.tcgMatches, JSON.stringify(raw));

    now.set('2024-01-06T09:00:00Z');
    const updated = await matches.update(created._id, input('Lugia VSTAR', ['win']));
    expect(updated).toMatchObject({
      _id: created._id,
      createdAt: created.createdAt,
      updatedAt: '2024-01-06T09:00:00.000Z',
      result: 'win',
      score: '1-0',
      importSource: null,
      ptcglLogText: null,
    });
  });

  it("says 'Match not found' when updating or deleting a missing match", async () => {
    const matches = createLocalTcgMatchRepository();
    await expect(matches.update('local_1_abcdefghi', input('X', ['win']))).rejects.toThrow('Match not found');
    await expect(matches.remove('local_1_abcdefghi')).rejects.toThrow('Match not found');
  });

  it('deletes a match', async () => {
    const matches = createLocalTcgMatchRepository();
    const created = await matches.create(input('X', ['win']));
    await matches.remove(created._id);
    expect(await matches.list()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.tcgMatches)).toBeNull();
  });

  it('reads corrupt or unreadable storage as an empty list', async () => {
    window.localStorage.setItem(STORAGE_KEYS.tcgMatches, '{not json');
    expect(await createLocalTcgMatchRepository().list()).toEqual([]);
    expect(await createLocalTcgMatchRepository({ storage: brokenStorage(true) }).list()).toEqual([]);
  });

  it('reports write failures', async () => {
    const matches = createLocalTcgMatchRepository({ storage: brokenStorage() });
    await expect(matches.create(input('X', ['win']))).rejects.toBeInstanceOf(LocalStorageWriteError);
  });

  it('fills missing fields of older stored matches', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.tcgMatches,
      JSON.stringify([{ _id: 'local_1_old', opponentDeck: 'Old', games: [{ result: 'win' }] }]),
    );
    const [match] = await createLocalTcgMatchRepository().list();
    expect(match).toMatchObject({ format: 'Bo1', bestOf: 1, result: 'win', score: '1-0', deckName: '', isLocal: true });
  });
});

describe('TCG draft store', () => {
  it('saves with savedAt and isDraft, loads it back and clears it', () => {
    const draft = createTcgDraftStore({ now: () => new Date('2024-01-05T10:00:00Z') });
    expect(draft.load()).toBeNull();
    expect(draft.save({ opponentDeck: 'Charizard ex', format: 'Bo3', games: [{ result: 'win' }] })).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.tcgDraft)!)).toMatchObject({
      savedAt: '2024-01-05T10:00:00.000Z',
      isDraft: true,
    });
    expect(draft.load()).toMatchObject({ opponentDeck: 'Charizard ex', format: 'Bo3', isDraft: true });
    expect(draft.clear()).toBe(true);
    expect(draft.load()).toBeNull();
  });

  it('ignores a stored value that is not a draft', () => {
    window.localStorage.setItem(STORAGE_KEYS.tcgDraft, JSON.stringify({ opponentDeck: 'X' }));
    expect(createTcgDraftStore().load()).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.tcgDraft, 'nope');
    expect(createTcgDraftStore().load()).toBeNull();
  });

  it('returns false when the browser refuses to write', () => {
    const draft = createTcgDraftStore({ storage: brokenStorage() });
    expect(draft.save({ opponentDeck: 'X' })).toBe(false);
    expect(draft.clear()).toBe(false);
    expect(draft.load()).toBeNull();
  });
});

describe('TCG match form rules', () => {
  it('shows games as needed: one for Bo1, two for Bo3, a third only after 1-1', () => {
    const form = emptyMatchForm(new Date('2024-01-05T10:00:00'));
    expect(visibleGameCount(form)).toBe(1);
    const bo3 = { ...form, format: 'Bo3' as const };
    expect(visibleGameCount(bo3)).toBe(2);
    const games = (a: 'win' | 'loss', b: 'win' | 'loss') =>
      bo3.games.map((g, i) => (i === 0 ? { ...g, result: a } : i === 1 ? { ...g, result: b } : g));
    expect(visibleGameCount({ ...bo3, games: games('win', 'loss') })).toBe(3);
    expect(visibleGameCount({ ...bo3, games: games('win', 'win') })).toBe(2);
  });

  it('validates with the core schema and keys errors by path', () => {
    const form = emptyMatchForm(new Date('2024-01-05T10:00:00'));
    const result = validateMatchForm({ ...form, deckName: 'Gardevoir ex' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.opponentDeck).toBe(OPPONENT_DECK_REQUIRED);
      expect(result.errors['games.0.result']).toBeTruthy();
    }
  });

  it('collects distinct opponent decks, most recent first', () => {
    expect(
      opponentDeckSuggestions([
        { opponentDeck: 'Charizard ex' },
        { opponentDeck: ' charizard ex ' },
        { opponentDeck: '' },
        { opponentDeck: 'Lugia VSTAR' },
      ]),
    ).toEqual(['Charizard ex', 'Lugia VSTAR']);
  });
});

describe('opponent deck suggestions (issue 29)', () => {
  const categories = [
    { _id: 'c1', name: 'Gardevoir ex', keywords: ['gardevoir'], coreCards: [] },
    { _id: 'c2', name: 'Charizard ex', keywords: ['charizard'], coreCards: [] },
    { _id: 'c3', name: 'Dragapult ex', keywords: ['dragapult'], coreCards: [] },
  ];

  it('offers archetypes first, those met most recently leading, then the player’s own other spellings', () => {
    const matches = [
      { opponentDeck: 'Homebrew' },
      { opponentDeck: 'Ralts' },
      { opponentDeck: 'dragapult ex' },
      { opponentDeck: 'Gardevoir ex' },
      { opponentDeck: 'homebrew' },
    ];
    expect(opponentDeckSuggestionGroups(categories, matches)).toEqual({
      archetypes: ['Gardevoir ex', 'Dragapult ex', 'Charizard ex'],
      yours: ['Homebrew', 'Ralts'],
    });
    // A fresh member, a guest, or no answer from the server yet: the built-in catalogue.
    const fresh = opponentDeckSuggestionGroups(ARCHETYPE_CATALOGUE_RULES, []);
    expect(fresh.archetypes).toEqual(expect.arrayContaining(['Gardevoir ex', 'Dragapult ex', 'Raging Bolt ex']));
    expect(fresh.yours).toEqual([]);
  });

  it('fits what was typed by name, or by the archetype the typed Pokémon evolves into', () => {
    expect(suggestionFits('Gardevoir ex', '', categories)).toBe(true);
    expect(suggestionFits('Gardevoir ex', 'garde', categories)).toBe(true);
    expect(suggestionFits('Gardevoir ex', 'Kirlia', categories)).toBe(true);
    expect(suggestionFits('Charizard ex', 'Kirlia', categories)).toBe(false);
    expect(suggestionFits('Dragapult ex', 'dreepy', categories)).toBe(true);
    expect(suggestionFits('Homebrew', 'Kirlia', categories)).toBe(false);
  });
});

describe('merging opponent-deck spellings in the browser (issue 29)', () => {
  it('renames every stored match with one of the spellings, keeping the rest of each match', async () => {
    const matches = createLocalTcgMatchRepository();
    const garde = await matches.create(input('Garde', ['win'], { notes: 'close one', importSource: 'ptcgl', ptcglLogText: 'Setup' }));
    await matches.create(input(' garde ', ['loss', 'win', 'win']));
    await matches.create(input('Ralts', ['loss']));
    await matches.create(input('Gardevoir ex', ['win']));
    const lugia = await matches.create(input('Lugia VSTAR', ['win']));

    expect(await mergeLocalOpponentDecks(matches, { from: ['GARDE', 'Ralts', 'Gardevoir ex'], into: 'Gardevoir ex' })).toEqual({ updated: 3 });
    const after = await matches.list();
    expect(after.map((m) => m.opponentDeck).sort()).toEqual(['Gardevoir ex', 'Gardevoir ex', 'Gardevoir ex', 'Gardevoir ex', 'Lugia VSTAR']);
    expect(await matches.get(garde._id)).toMatchObject({ notes: 'close one', importSource: 'ptcgl', ptcglLogText: 'Setup', result: 'win' });
    expect(await matches.get(lugia._id)).toMatchObject({ opponentDeck: 'Lugia VSTAR' });
  });
});
