// The Showdown replay import's data seam (issue 13): guests read replays with core's functions over local teams,
// Showdown names and matches, refuse what the server would refuse (400 at the field, 409 for a replay imported
// before) and keep the matches in the browser, all or nothing; members' calls go to the server, whose 400/409 become
// a ShowdownImportError.
import {
  SHOWDOWN_NOT_VGC,
  SHOWDOWN_REPLAY_ALREADY_IMPORTED,
  SHOWDOWN_RESULT_UNKNOWN,
  type Team,
} from '@trainerlog/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ASH,
  ASH_TEAM,
  BO3,
  battleLog,
  LADDER_BO1,
  MISTY,
  replayJson,
  replayLink,
  SINGLES,
} from '../../../../e2e/support/showdownReplays.ts';
import { createLocalValueStore } from '../../src/data/guest/localValueStore.ts';
import {
  createLocalShowdownImporter,
  importedReplayKeys,
  remoteShowdownImporter,
  ShowdownImportError,
  type ShowdownGuestContext,
} from '../../src/features/showdown-import/showdownImport.ts';
import { createLocalVgcMatchRepository, type VgcMatchRepository } from '../../src/data/entities/vgcMatches.ts';
import { jsonResponse, stubApi } from '../renderApp.tsx';

const BO3_REPLAYS = BO3.map((spec) => ({ text: replayJson(spec), link: replayLink(spec) }));

const TEAM: Pick<Team, '_id' | 'name' | 'format' | 'pokemon'> = {
  _id: 'local_team1',
  name: 'Sun room',
  format: 'gen9vgc2025regi',
  pokemon: ASH_TEAM.map((species) => ({ species: species.replace('-*', '-Rapid-Strike') })) as Team['pokemon'],
};

function importer(context: Partial<ShowdownGuestContext> = {}, matches: VgcMatchRepository = createLocalVgcMatchRepository()) {
  const importedReplays = createLocalValueStore<Record<string, string>>('test_showdown_imported');
  return {
    matches,
    importedReplays,
    importer: createLocalShowdownImporter({
      matches,
      importedReplays,
      context: () => ({ teams: [], showdownNames: [], ...context }),
      today: () => '2025-03-01',
    }),
  };
}

async function refusal(promise: Promise<unknown>): Promise<ShowdownImportError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ShowdownImportError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('guest Showdown import', () => {
  it('previews a best-of-3 series as one match, from the side of a remembered Showdown name', async () => {
    const { importer: guest } = importer({ showdownNames: ['ash ketchum'] });
    const preview = await guest.preview({ replays: BO3_REPLAYS });
    expect(preview.games.map((g) => [g.me, g.meSource, g.opponentName, g.fields.result])).toEqual([
      ['p1', 'showdown-name', MISTY, 'win'],
      ['p1', 'showdown-name', MISTY, 'loss'],
      ['p1', 'showdown-name', MISTY, 'win'],
    ]);
    expect(preview.matches).toEqual([expect.objectContaining({ games: [0, 1, 2], bestOf: 3, opponentName: MISTY })]);
    expect(preview.games[0]!.fields.leadPokemon).toEqual(['Flutter Mane', 'Incineroar']);
    expect(preview.games[0]!.replayLink).toBe(replayLink(BO3[0]!));
  });

  it('knows you by your saved team, or asks, and takes a chosen name first', async () => {
    const byTeam = await importer({ teams: [TEAM] }).importer.preview({ replays: BO3_REPLAYS });
    expect(byTeam.games[0]).toMatchObject({ me: 'p1', meSource: 'team', teamId: TEAM._id });
    expect(byTeam.matches[0]!.teamId).toBe(TEAM._id);

    const unknown = await importer().importer.preview({ replays: [{ text: replayJson(LADDER_BO1) }] });
    expect(unknown.games[0]).toMatchObject({ me: null, meSource: null });
    const chosen = await importer().importer.preview({
      replays: [{ text: replayJson(LADDER_BO1) }],
      playerName: 'BrockRock',
    });
    expect(chosen.games[0]).toMatchObject({ me: 'p2', meSource: 'chosen', opponentName: MISTY });
    expect(chosen.games[0]!.fields.result).toBe('loss');
  });

  it('refuses an import with no VGC replay at all, at `replays`, and an empty one', async () => {
    const { importer: guest } = importer();
    const singles = await refusal(guest.preview({ replays: [{ text: replayJson(SINGLES) }] }));
    expect(singles.status).toBe(400);
    expect(singles.message).toBe(SHOWDOWN_NOT_VGC('[Gen 9] OU'));
    expect(singles.errors).toEqual([{ path: 'replays', message: singles.message }]);
    const empty = await refusal(guest.preview({ replays: [] }));
    expect(empty.errors[0]!.path).toBe('replays');
  });

  it('imports the series as one Bo3 with three games, then refuses it again (409) until its match is deleted', async () => {
    const { importer: guest, matches, importedReplays } = importer({ showdownNames: [ASH] });
    const [match] = await guest.importMatches({ replays: BO3_REPLAYS });
    expect(match).toMatchObject({ opponentName: MISTY, bestOf: 3, result: 'win', matchScore: '2-1' });
    expect(match!.format).toBe('VGC 2025 Reg I');
    expect(match!.date).toBe('2025-06-15');
    expect(match!.games.map((g) => [g.result, g.leadPokemon, g.opponentLeadPokemon, g.replayLink])).toEqual([
      ['win', ['Flutter Mane', 'Incineroar'], ['Calyrex-Shadow', 'Whimsicott'], replayLink(BO3[0]!)],
      ['loss', ['Rillaboom', 'Urshifu-Rapid-Strike'], ['Pelipper', 'Calyrex-Shadow'], replayLink(BO3[1]!)],
      ['win', ['Chien-Pao', 'Flutter Mane'], ['Calyrex-Shadow', 'Amoonguss'], replayLink(BO3[2]!)],
    ]);
    expect(match!.games[0]).toMatchObject({
      firstKnockout: 'player',
      teraPokemon: 'Flutter Mane',
      opponentTeraPokemon: 'Calyrex-Shadow',
    });
    expect(Object.values(importedReplays.get()!)).toEqual([match!._id, match!._id, match!._id]);

    // The same battle pasted as a bare log is the same replay.
    const again = await refusal(guest.importMatches({ replays: [{ text: battleLog(BO3[1]!) }] }));
    expect(again).toMatchObject({ status: 409, message: SHOWDOWN_REPLAY_ALREADY_IMPORTED });
    const preview = await guest.preview({ replays: BO3_REPLAYS });
    expect(preview.games.every((g) => g.alreadyImported)).toBe(true);
    expect(preview.matches).toEqual([]);
    expect(await matches.list()).toHaveLength(1);

    await matches.remove(match!._id);
    const freed = await guest.preview({ replays: BO3_REPLAYS });
    expect(freed.games.some((g) => g.alreadyImported)).toBe(false);
  });

  it('imports the arrangement: a split series, a chosen team, a corrected opponent name', async () => {
    const { importer: guest } = importer({ showdownNames: [ASH], teams: [TEAM] });
    const created = await guest.importMatches({
      replays: BO3_REPLAYS,
      matches: [
        { games: [0], bestOf: 1, teamId: null, opponentName: 'Misty W.' },
        { games: [1], bestOf: 1, teamId: TEAM._id },
      ],
    });
    expect(created.map((m) => [m.bestOf, m.teamId, m.opponentName, m.result])).toEqual([
      [1, null, 'Misty W.', 'win'],
      [1, TEAM._id, MISTY, 'loss'],
    ]);
    // A Bo1 of one game keeps its replay link on the match too.
    expect(created[0]!.replayLink).toBe(replayLink(BO3[0]!));
  });

  it('asks for the result of a replay cut before the end, at the game', async () => {
    const { importer: guest } = importer({ showdownNames: [ASH] });
    const cut = { ...BO3[0]!, series: undefined, winner: null };
    const refused = await refusal(guest.importMatches({ replays: [{ text: battleLog(cut) }] }));
    expect(refused.status).toBe(400);
    expect(refused.errors).toContainEqual({ path: 'matches.0.results.0', message: SHOWDOWN_RESULT_UNKNOWN });
    const [match] = await guest.importMatches({
      replays: [{ text: battleLog(cut) }],
      matches: [{ games: [0], bestOf: 1, results: ['loss'] }],
    });
    expect(match!.games[0]!.result).toBe('loss');
  });

  it('is all or nothing: a refused write removes the matches written before it', async () => {
    const local = createLocalVgcMatchRepository();
    let writes = 0;
    const failing: VgcMatchRepository = {
      ...local,
      async create(input) {
        writes += 1;
        if (writes === 2) throw new Error('Storage full');
        return local.create(input);
      },
    };
    const { importer: guest } = importer({ showdownNames: [ASH] }, failing);
    await expect(
      guest.importMatches({
        replays: BO3_REPLAYS,
        matches: [
          { games: [0], bestOf: 1 },
          { games: [1], bestOf: 1 },
          { games: [2], bestOf: 1 },
        ],
      }),
    ).rejects.toThrow('Storage full');
    expect(await local.list()).toEqual([]);
  });

  it('counts a remembered replay as imported only while its match exists', () => {
    const keys = importedReplayKeys([{ _id: 'local_a' }], { 'log:1': 'local_a', 'log:2': 'local_gone' });
    expect([...keys]).toEqual(['log:1']);
    expect([...importedReplayKeys([], null)]).toEqual([]);
  });
});

describe('member Showdown import', () => {
  it('fetches links through the server and turns its 400 and 409 into ShowdownImportErrors', async () => {
    const posted: { url: string; body: unknown }[] = [];
    stubApi((url, init) => {
      posted.push({ url, body: JSON.parse(String(init.body)) });
      if (url.endsWith('/replays')) {
        return jsonResponse({
          replays: [
            { ok: true, link: 'a', replayLink: replayLink(BO3[0]!), text: replayJson(BO3[0]!) },
            { ok: false, link: 'b', message: 'Replay not found' },
          ],
        });
      }
      if (url.endsWith('/preview')) return jsonResponse({ msg: 'Bad', errors: [{ path: 'playerName', message: 'x' }] }, 400);
      return jsonResponse({ msg: SHOWDOWN_REPLAY_ALREADY_IMPORTED }, 409);
    });
    const fetched = await remoteShowdownImporter.fetchReplays(['a', 'b']);
    expect(fetched.map((r) => r.ok)).toEqual([true, false]);
    expect(posted[0]).toEqual({ url: '/api/vgcmatches/import/showdown/replays', body: { links: ['a', 'b'] } });
    const bad = await refusal(remoteShowdownImporter.preview({ replays: BO3_REPLAYS }));
    expect(bad).toMatchObject({ status: 400, message: 'Bad', errors: [{ path: 'playerName', message: 'x' }] });
    const conflict = await refusal(remoteShowdownImporter.importMatches({ replays: BO3_REPLAYS }));
    expect(conflict).toMatchObject({ status: 409, message: SHOWDOWN_REPLAY_ALREADY_IMPORTED });
    expect(posted[2]!.url).toBe('/api/vgcmatches/import/showdown');
  });
});
