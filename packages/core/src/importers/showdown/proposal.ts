/**
 * From Showdown replays (replay JSON, bare battle logs or replay pages, as text) to the VGC matches the import
 * proposes (issue 13, /import-replay). Pure: the server runs it over the texts it received (preview and import), the
 * browser over a guest's, with the same answer.
 *
 * Definitions:
 * - Key (`showdownReplayKey`): `log:<fingerprint>` — the fingerprint of the battle itself, so one battle has one key
 *   whether it came as JSON, as a log or as a replay page (a replay id would miss the same battle pasted as a log).
 *   '' for an input that is not a replay (it has no battle to recognise).
 * - The same battle twice in one import: the later copy is `duplicateOf` the first. A battle this player imported
 *   before (`importedKeys`) is `alreadyImported`. Neither is in a proposed match.
 * - `problem`: SHOWDOWN_NOT_A_REPLAY when the input is not a replay, SHOWDOWN_NOT_VGC when it is not VGC doubles;
 *   such games are in no match.
 * - Replay link: the canonical link from the replay id (and a private replay's password, from the JSON or else from
 *   the link it was fetched from), else the canonical form of the Showdown replay link it came from, else that link
 *   when it is another http(s) address, else ''.
 * - You (`me`): the side whose player is `playerName` (Showdown user ids: case and punctuation ignored), else the
 *   side whose player is one of `myShowdownNames` (not when both are), else the side whose six overlaps one of your
 *   teams best — at least SHOWDOWN_TEAM_MIN_OVERLAP of 6 and strictly more than the other side — else null (the
 *   preview asks "Choose which player you are"). When one game reveals your name, the other games between the same
 *   two players in the import take it (a game of a Bo3 whose log shows too little still belongs to you).
 * - A side's six: the team preview with each wildcard (and bare species) resolved to the forme the battle revealed
 *   through the brought Pokémon or the open team sheet; without a team preview, the team sheet's species and the
 *   brought ones.
 * - The game from your side (`fields`): result (the winner is you → win, the other player → loss; a `|tie` in a
 *   Pokémon Champions format → tie, as Champions draws a game that reaches the overall timer, issue 29; a tie in
 *   another format — both last Pokémon fainting at once, which the cartridge's own rules decide —, no winner or an
 *   unknown side → null, for the player to choose),
 *   leads, brought, first knockout ('player' when the first Pokémon to faint was the opponent's, 'opponent' when it
 *   was yours), the Tera and Mega Evolved species of each side, the replay link.
 * - Date: the UTC day of the upload time, else of the battle's start; null without either. Team: your saved team
 *   with the largest overlap with your six (teamMatch.ts).
 * - Grouping into matches: grouping.ts.
 */
import { SHOWDOWN_NOT_A_REPLAY, SHOWDOWN_NOT_VGC, showdownUserId } from '../../schemas/showdownImport.ts';
import { REPLAY_LINK_MAX_LENGTH } from '../../schemas/vgcMatches.ts';
import { formatMechanic } from '../../rules/formatMechanics.ts';
import { isVgcDoublesFormat, showdownFormatLabel } from './formatLabel.ts';
import { groupShowdownGames, proposeShowdownMatch } from './grouping.ts';
import { parseShowdownReplayLink, showdownReplayLink } from './links.ts';
import { readShowdownReplay } from './readShowdownReplay.ts';
import {
  bestShowdownOverlap,
  bestShowdownTeam,
  mergeShowdownSixes,
  resolveShowdownSix,
  SHOWDOWN_TEAM_MIN_OVERLAP,
} from './teamMatch.ts';
import type {
  PerSide,
  ShowdownGameFields,
  ShowdownGamePreview,
  ShowdownImportPreview,
  ShowdownPreviewOptions,
  ShowdownReplayReading,
  ShowdownSide,
} from './types.ts';

type Me = Pick<ShowdownGamePreview, 'me' | 'meSource'>;

/** A replay already read, with the link it came from (what `previewShowdownReadings` takes). */
export interface ShowdownReadSource {
  reading: ShowdownReplayReading;
  link?: string;
}

const SIDES = ['p1', 'p2'] as const;
const other = (side: ShowdownSide): ShowdownSide => (side === 'p1' ? 'p2' : 'p1');

/** What makes a battle the same one when imported again (see header). */
export function showdownReplayKey(reading: ShowdownReplayReading): string {
  return reading.fingerprint === '' ? '' : `log:${reading.fingerprint}`;
}

/** The side whose player has one of these names; null when none or both do. */
function sideNamed(reading: ShowdownReplayReading, names: readonly (string | null | undefined)[]): ShowdownSide | null {
  const ids = new Set(names.map((name) => showdownUserId(name ?? '')).filter((id) => id !== ''));
  const sides = SIDES.filter((side) => ids.has(showdownUserId(reading.players[side])));
  return sides.length === 1 ? sides[0]! : null;
}

/** A side's six (see header). */
export function showdownSideSix(reading: ShowdownReplayReading, side: ShowdownSide): string[] {
  const sheet = reading.teamSheets[side]?.map((p) => p.species) ?? [];
  const preview = reading.teamPreview[side];
  if (preview.length > 0) return resolveShowdownSix(preview, [...reading.brought[side], ...sheet]);
  return mergeShowdownSixes([sheet, reading.brought[side]]);
}

function whoIsMe(reading: ShowdownReplayReading, sixes: PerSide<string[]>, options: ShowdownPreviewOptions): Me {
  if (!reading.isReplay) return { me: null, meSource: null };
  const chosen = sideNamed(reading, [options.playerName]);
  if (chosen) return { me: chosen, meSource: 'chosen' };
  const remembered = sideNamed(reading, options.myShowdownNames ?? []);
  if (remembered) return { me: remembered, meSource: 'showdown-name' };
  const teams = options.teams ?? [];
  const overlap = { p1: bestShowdownOverlap(sixes.p1, teams), p2: bestShowdownOverlap(sixes.p2, teams) };
  const side = SIDES.find((s) => overlap[s] >= SHOWDOWN_TEAM_MIN_OVERLAP && overlap[s] > overlap[other(s)]);
  return side ? { me: side, meSource: 'team' } : { me: null, meSource: null };
}

/** Gives games that cannot tell the side your name has in another game between the same two players. */
function shareRevealedNames(readings: readonly ShowdownReplayReading[], sides: Me[]): void {
  const revealed = new Map<string, { id: string; source: Me['meSource'] }>();
  const pairOf = (r: ShowdownReplayReading) =>
    [showdownUserId(r.players.p1), showdownUserId(r.players.p2)].sort().join('\n');
  readings.forEach((reading, i) => {
    const { me, meSource } = sides[i]!;
    const pair = pairOf(reading);
    if (me !== null && !revealed.has(pair))
      revealed.set(pair, { id: showdownUserId(reading.players[me]), source: meSource });
  });
  readings.forEach((reading, i) => {
    const known = revealed.get(pairOf(reading));
    if (sides[i]!.me !== null || !reading.isReplay || !known) return;
    const side = SIDES.find((s) => showdownUserId(reading.players[s]) === known.id);
    if (side) sides[i] = { me: side, meSource: known.source };
  });
}

const isHttpLink = (link: string | undefined): link is string =>
  link !== undefined && link.length <= REPLAY_LINK_MAX_LENGTH && /^https?:\/\/[^\s/$.?#]\S*$/i.test(link.trim());

function replayLinkOf(source: ShowdownReadSource): string {
  const { replayId, password } = source.reading;
  const parsed = source.link ? parseShowdownReplayLink(source.link) : null;
  const fromLink = parsed?.kind === 'replay' ? parsed : null;
  // A private replay's JSON may not carry its password while the link it was fetched from does.
  const linkPassword = fromLink?.replayId === replayId ? fromLink.password : null;
  if (replayId) return showdownReplayLink(replayId, password ?? linkPassword);
  if (fromLink) return fromLink.replayLink;
  return isHttpLink(source.link) ? source.link.trim() : '';
}

/** YYYY-MM-DD (UTC) of Unix seconds. */
function utcDay(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const date = new Date(seconds * 1000);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** The game from your side (see header); empty facts when your side is unknown. */
export function showdownGameFields(
  reading: ShowdownReplayReading,
  me: ShowdownSide | null,
  replayLink: string,
): ShowdownGameFields {
  if (me === null) {
    return {
      result: null,
      leadPokemon: [],
      opponentLeadPokemon: [],
      broughtPokemon: [],
      opponentBroughtPokemon: [],
      firstKnockout: null,
      teraPokemon: null,
      opponentTeraPokemon: null,
      megaPokemon: null,
      opponentMegaPokemon: null,
      movesUsed: null,
      faintedPokemon: [],
      opponentFaintedPokemon: [],
      replayLink,
    };
  }
  const them = other(me);
  const winner = reading.tie || !reading.winner ? '' : showdownUserId(reading.winner);
  const firstFaint = reading.firstFaint ?? reading.faints[0] ?? null;
  return {
    result: reading.tie
      ? drawsOnTimer(reading)
        ? 'tie'
        : null
      : winner === ''
        ? null
        : winner === showdownUserId(reading.players[me])
          ? 'win'
          : winner === showdownUserId(reading.players[them])
            ? 'loss'
            : null,
    leadPokemon: [...reading.leads[me]],
    opponentLeadPokemon: [...reading.leads[them]],
    broughtPokemon: [...reading.brought[me]],
    opponentBroughtPokemon: [...reading.brought[them]],
    // A faint of theirs is a knockout you scored.
    firstKnockout: firstFaint === null ? null : firstFaint.side === me ? 'opponent' : 'player',
    teraPokemon: reading.tera[me]?.species ?? null,
    opponentTeraPokemon: reading.tera[them]?.species ?? null,
    megaPokemon: reading.mega[me]?.species ?? null,
    opponentMegaPokemon: reading.mega[them]?.species ?? null,
    movesUsed: reading.movesUsed[me].map(({ species, moves }) => ({ pokemon: species, moves: [...moves] })),
    faintedPokemon: faintedOf(reading, me),
    opponentFaintedPokemon: faintedOf(reading, them),
    replayLink,
  };
}

/** The side's Pokémon that fainted, once each, in order (a revived one that fainted again is listed once). */
function faintedOf(reading: ShowdownReplayReading, side: ShowdownSide): string[] {
  return [...new Set(reading.faints.filter((f) => f.side === side).map((f) => f.species))].slice(0, 4);
}

/** A Pokémon Champions battle, whose `|tie` is a game drawn on the overall timer (see header). */
function drawsOnTimer(reading: ShowdownReplayReading): boolean {
  return (
    formatMechanic(reading.formatId)?.game === 'Pokémon Champions' ||
    formatMechanic(reading.format)?.game === 'Pokémon Champions'
  );
}

function problemOf(reading: ShowdownReplayReading): string | null {
  if (!reading.isReplay) return SHOWDOWN_NOT_A_REPLAY;
  if (!isVgcDoublesFormat(reading)) return SHOWDOWN_NOT_VGC(reading.format || reading.formatId);
  return null;
}

/** Proposes matches from replays already read (what `previewShowdownImport` does after reading). */
export function previewShowdownReadings(
  sources: readonly ShowdownReadSource[],
  options: ShowdownPreviewOptions = {},
): ShowdownImportPreview {
  const readings = sources.map((s) => s.reading);
  const sixes = readings.map((r) => ({ p1: showdownSideSix(r, 'p1'), p2: showdownSideSix(r, 'p2') }));
  const sides = readings.map((r, i) => whoIsMe(r, sixes[i]!, options));
  shareRevealedNames(readings, sides);
  const firstOfKey = new Map<string, number>();
  const games = sources.map((source, index): ShowdownGamePreview => {
    const { reading } = source;
    const { me, meSource } = sides[index]!;
    const key = showdownReplayKey(reading);
    const duplicateOf = key === '' ? null : (firstOfKey.get(key) ?? null);
    if (key !== '' && duplicateOf === null) firstOfKey.set(key, index);
    const replayLink = replayLinkOf(source);
    const playerTeam = me ? sixes[index]![me] : [];
    return {
      index,
      key,
      replayLink,
      reading,
      me,
      meSource,
      opponentName: me ? reading.players[other(me)] : '',
      playerTeam,
      opponentTeam: me ? sixes[index]![other(me)] : [],
      fields: showdownGameFields(reading, me, replayLink),
      date: utcDay(reading.uploadTime) ?? utcDay(reading.startTime),
      formatLabel: reading.isReplay ? showdownFormatLabel(reading.formatId, reading.format) : '',
      teamId: me ? (bestShowdownTeam(playerTeam, options.teams ?? [])?.team._id ?? null) : null,
      problem: problemOf(reading),
      alreadyImported: key !== '' && (options.importedKeys?.has(key) ?? false),
      duplicateOf,
    };
  });
  const matches = groupShowdownGames(games).map((group) => proposeShowdownMatch(games, group.games, group.bestOf));
  return { games, matches };
}

/** Reads each replay and proposes matches (see header). Never throws. */
export function previewShowdownImport(
  sources: readonly { text: string; link?: string }[],
  options: ShowdownPreviewOptions = {},
): ShowdownImportPreview {
  const read = sources.map((source) => ({ reading: readShowdownReplay(source.text), link: source.link }));
  return previewShowdownReadings(read, options);
}

/**
 * Why nothing in the import can be imported, for the import as a whole: no replay at all → SHOWDOWN_NOT_A_REPLAY;
 * every game has the same problem → that problem; else null (each game shows its own).
 */
export function showdownImportProblem(preview: ShowdownImportPreview): string | null {
  if (!preview.games.some((g) => g.reading.isReplay)) return SHOWDOWN_NOT_A_REPLAY;
  const problems = new Set(preview.games.map((g) => g.problem));
  const [only] = problems;
  return problems.size === 1 && only !== undefined ? only : null;
}
