// "Your data" (issue 16): the guest export → import round trip through browser storage, a second import adding
// nothing, and the card — the member's download and import through the server, a wrong file refused in the browser
// with its messages and nothing sent, a guest's import on /my-data.
import { DATA_EXPORT_MESSAGES, dataExportSchema, type DataExport } from '@trainerlog/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportGuestData, importGuestData, readExportFile } from '../../../src/data/entities/dataTransfer.ts';
import { localDecks } from '../../../src/data/entities/decks.ts';
import { localActiveDeck } from '../../../src/data/entities/entities.ts';
import { localTcgMatches } from '../../../src/data/entities/tcgMatches.ts';
import { localTeams } from '../../../src/data/entities/teams.ts';
import { localVgcMatches } from '../../../src/data/entities/vgcMatches.ts';
import { STORAGE_KEYS } from '../../../src/storageKeys.ts';
import { jsonResponse, renderApp, stubApi, TEST_USER } from '../../renderApp.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const six = ['Pikachu', 'Charizard', 'Gengar', 'Snorlax', 'Dragonite', 'Lucario'];

/** A guest's browser with a deck, a team and matches of both games naming them. */
async function seedGuest() {
  const deck = await localDecks.create({
    name: 'Lugia',
    description: '',
    category: 'Uncategorized',
    pokemonSprite: null,
    secondaryPokemonSprite: null,
    cards: [
      {
        id: 'sv1-1',
        name: 'Lugia V',
        supertype: 'Pokémon',
        subtypes: [],
        count: 4,
        setCode: '',
        number: '',
        imageUrl: null,
      },
    ],
  });
  const team = await localTeams.create(
    dataExportSchema.parse({
      format: 'trainerlog-export',
      version: 1,
      teams: [{ exportId: 'local_t', pokemon: six.map((species) => ({ species })) }],
    }).teams[0]!,
  );
  const [tcg] = dataExportSchema.parse({
    format: 'trainerlog-export',
    version: 1,
    tcgMatches: [
      {
        exportId: 'local_m',
        deckName: 'Lugia',
        opponentDeck: 'Charizard ex',
        date: '2024-05-01',
        games: [{ result: 'win' }],
      },
    ],
  }).tcgMatches;
  const { exportId: _a, ...tcgInput } = tcg!;
  await localTcgMatches.create({ ...tcgInput, deckId: deck._id });
  await localTcgMatches.create({ ...tcgInput, deckId: null, deckName: 'Rogue', notes: 'second' });
  const [vgc] = dataExportSchema.parse({
    format: 'trainerlog-export',
    version: 1,
    vgcMatches: [
      { exportId: 'local_v', playerTeam: six, opponentName: 'Ash', date: '2024-06-01', games: [{ result: 'loss' }] },
    ],
  }).vgcMatches;
  const { exportId: _b, ...vgcInput } = vgc!;
  await localVgcMatches.create({ ...vgcInput, teamId: team._id });
  localActiveDeck.set(deck._id);
}

const sorted = <T,>(list: T[]) => list.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/**
 * What must survive a move: every item without its id, references named by what they point at, lists compared as
 * sets (items made in one transaction or millisecond share their creation time, so their order is not kept).
 */
function comparable(doc: DataExport) {
  const names = new Map<string, string>();
  doc.decks.forEach((d) => names.set(d.exportId, `deck ${d.name}`));
  doc.teams.forEach((t) => names.set(t.exportId, `team ${t.name}`));
  const ref = (id: string | null) => (id === null ? null : (names.get(id) ?? 'unknown'));
  const tcgMatches = doc.tcgMatches.map((m) => ({ ...m, exportId: undefined, deckId: ref(m.deckId) }));
  const vgcMatches = doc.vgcMatches.map((m) => ({ ...m, exportId: undefined, teamId: ref(m.teamId) }));
  doc.tcgMatches.forEach((m, i) => names.set(m.exportId, JSON.stringify(tcgMatches[i])));
  doc.vgcMatches.forEach((m, i) => names.set(m.exportId, JSON.stringify(vgcMatches[i])));
  return {
    profile: {
      ...doc.profile,
      username: undefined,
      activeDeck: ref(doc.profile.activeDeck),
      activeTeam: ref(doc.profile.activeTeam),
    },
    decks: sorted(doc.decks.map((d) => ({ ...d, exportId: undefined }))),
    teams: sorted(doc.teams.map((t) => ({ ...t, exportId: undefined }))),
    tcgMatches: sorted(tcgMatches),
    vgcMatches: sorted(vgcMatches),
  };
}

describe('guest export and import', () => {
  it('moves everything to an empty browser, and a second import adds nothing', async () => {
    await seedGuest();
    const text = JSON.stringify(await exportGuestData());
    const exported = readExportFile(text).doc;
    expect(exported.tcgMatches).toHaveLength(2);
    expect(exported.profile.activeDeck).toBe(exported.decks[0]!.exportId);

    window.localStorage.clear(); // "another device"
    const first = await importGuestData(readExportFile(text).doc);
    expect(first).toEqual({
      added: { decks: 1, teams: 1, tcgMatches: 2, vgcMatches: 1, groups: 0 },
      skipped: { decks: 0, teams: 0, tcgMatches: 0, vgcMatches: 0, groups: 0 },
    });
    const moved = readExportFile(JSON.stringify(await exportGuestData())).doc;
    expect(comparable(moved)).toEqual(comparable(exported));
    // New local ids, references remapped to them.
    expect(moved.decks[0]!.exportId).not.toBe(exported.decks[0]!.exportId);
    expect(moved.tcgMatches.find((m) => m.deckId)!.deckId).toBe(moved.decks[0]!.exportId);

    const second = await importGuestData(readExportFile(text).doc);
    expect(second.added).toEqual({ decks: 0, teams: 0, tcgMatches: 0, vgcMatches: 0, groups: 0 });
    expect(second.skipped).toEqual({ decks: 1, teams: 1, tcgMatches: 2, vgcMatches: 1, groups: 0 });
    expect(await localTcgMatches.list()).toHaveLength(2);
  });

  it('refuses a file that is not an export, with its messages', () => {
    expect(() => readExportFile('not json')).toThrow(DATA_EXPORT_MESSAGES.notJson);
    expect(() => readExportFile(JSON.stringify({ format: 'trainerlog-export', version: 9 }))).toThrow(
      DATA_EXPORT_MESSAGES.wrongVersion,
    );
  });
});

function chooseFile(card: HTMLElement, text: string) {
  const input = card.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], 'export.json', { type: 'application/json' })] } });
}

const EMPTY_FILE = { format: 'trainerlog-export', version: 1, exportedAt: '', decks: [], tcgMatches: [] };

describe('the Your data card', () => {
  async function openSettings() {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    renderApp('/profile-settings', { user: TEST_USER });
    return screen.findByRole('region', { name: 'Your data' }, { timeout: 10_000 });
  }

  it("downloads a member's data as the server exports it", async () => {
    stubApi((url) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/account/export') return jsonResponse(EMPTY_FILE);
      return undefined;
    });
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:data';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const card = await openSettings();
    fireEvent.click(within(card).getByRole('button', { name: 'Download all my data' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^trainerlog-ash-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await saved!.text())).toEqual(EMPTY_FILE);
  });

  it("imports a member's file through the server and shows what was added and skipped", async () => {
    const posts: unknown[] = [];
    stubApi((url, init) => {
      if (url === '/api/auth/user') return jsonResponse(TEST_USER);
      if (url === '/api/account/import' && init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return jsonResponse({
          added: { decks: 1, teams: 0, tcgMatches: 3, vgcMatches: 0, groups: 0 },
          skipped: { decks: 0, teams: 0, tcgMatches: 1, vgcMatches: 0, groups: 0 },
        });
      }
      return undefined;
    });
    const card = await openSettings();
    chooseFile(card, JSON.stringify(EMPTY_FILE));
    expect(
      await within(card).findByText('Added 1 deck, 3 TCG matches; skipped 1 TCG match (already there).'),
    ).toBeTruthy();
    expect(posts).toEqual([EMPTY_FILE]);
  });

  it('refuses a wrong file in the browser with its messages, sending nothing', async () => {
    const fetchMock = stubApi((url) => (url === '/api/auth/user' ? jsonResponse(TEST_USER) : undefined));
    const card = await openSettings();
    chooseFile(card, JSON.stringify({ ...EMPTY_FILE, format: 'other', tcgMatches: [{ exportId: 'x' }] }));
    const alert = await within(card).findByRole('alert');
    expect(within(alert).getByText('Nothing was imported')).toBeTruthy();
    expect(within(alert).getAllByText(DATA_EXPORT_MESSAGES.wrongFormat).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/account/import')).toBe(false);
  });

  it("imports a guest's file into this browser on /my-data", async () => {
    stubApi(() => undefined);
    await seedGuest();
    const text = JSON.stringify(await exportGuestData());
    window.localStorage.clear();
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
    renderApp('/my-data');
    const card = await screen.findByRole('region', { name: 'Your data' }, { timeout: 10_000 });
    chooseFile(card, text);
    expect(
      await within(card).findByText('Added 1 deck, 1 team, 2 TCG matches, 1 VGC match.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(await localVgcMatches.list()).toHaveLength(1);
  });
});
