/**
 * The reader against the real replays in /work/shared/samples/showdown-replays (when that folder is there; CI
 * machines have no samples). Each sample's .json description states the facts; the description lists brought
 * Pokémon by their team-preview names (`Zacian-*`), which the reader resolves (`Zacian`, `Urshifu-Rapid-Strike`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readShowdownReplay } from '../../../src/importers/showdown/readShowdownReplay.ts';
import { isVgcDoublesFormat } from '../../../src/importers/showdown/formatLabel.ts';

const DIR = '/work/shared/samples/showdown-replays';

interface Description {
  log_file: string;
  replay_json_file: string;
  source: { replay_id: string; uploadtime: number };
  format: string;
  formatid: string;
  gametype: string;
  players: { p1: string; p2: string };
  team_preview: { p1: string[]; p2: string[] };
  appeared_as: { p1: string[]; p2: string[] };
  leads: { p1: string[]; p2: string[] };
  winner: string | null;
  tie: boolean;
  forfeit_message: string | null;
  first_faint: { ident: string; species: string } | null;
}

/** A team-preview name as the reader resolves it: a wildcard becomes the forme the battle showed, out of battle. */
function resolved(previewName: string, appearedAs: string): string {
  if (!previewName.endsWith('-*')) return previewName;
  return appearedAs.replace(/-Crowned$/, '');
}

describe.skipIf(!existsSync(DIR))('readShowdownReplay on the real samples', () => {
  it('reads every sample as its description says, the same from JSON and from the bare log', () => {
    const descriptions = readdirSync(DIR).filter((name) => name.endsWith('.json') && !name.endsWith('.replay.json'));
    expect(descriptions.length).toBeGreaterThan(0);
    for (const name of descriptions) {
      const description = JSON.parse(readFileSync(join(DIR, name), 'utf8')) as Description & {
        brought_seen: { p1: string[]; p2: string[] };
      };
      const json = readShowdownReplay(readFileSync(join(DIR, description.replay_json_file), 'utf8'));
      const log = readShowdownReplay(readFileSync(join(DIR, description.log_file), 'utf8'));
      expect(log.fingerprint).toBe(json.fingerprint);
      expect(json).toMatchObject({
        isReplay: true,
        replayId: description.source.replay_id,
        uploadTime: description.source.uploadtime,
        format: description.format,
        formatId: description.formatid,
        gameType: description.gametype,
        players: description.players,
        teamPreview: description.team_preview,
        leads: description.leads,
        winner: description.winner,
        tie: description.tie,
      });
      for (const side of ['p1', 'p2'] as const) {
        const expected = description.brought_seen[side].map((previewName, index) =>
          resolved(previewName, description.appeared_as[side][index] ?? ''),
        );
        expect(json.brought[side]).toEqual(expected);
      }
      expect(json.firstFaint?.species ?? null).toBe(description.first_faint?.species ?? null);
      expect(json.firstFaint?.side ?? null).toBe(description.first_faint?.ident.slice(0, 2) ?? null);
      expect(json.endReason).toBe(description.forfeit_message ? 'forfeit' : 'knockout');
      expect(json.forfeitedBy).toBe(description.forfeit_message?.replace(/ forfeited\.$/, '') ?? null);
      expect(isVgcDoublesFormat(json)).toBe(true);
      expect(json.problems).toEqual([]);
      expect(log).toEqual({ ...json, replayId: null, password: null, uploadTime: json.startTime });
    }
  });
});
