/**
 * The fingerprint of one Showdown battle (issue 13): what refuses a second import of the same battle whether it came
 * as replay JSON, as a bare log or as a saved replay page.
 *
 * Definition: the battle log's lines, each trimmed, without the lines that are about the room rather than the battle
 * (chat, joins and leaves, renames, HTML boxes, timer messages, timestamps, `||` server notes, spacers), with
 * `|player|` lines cut to side and name (avatars and ratings are shown differently to different viewers, and a player
 * who leaves and comes back repeats the line) and repeated player lines dropped; joined with `\n` and hashed with the
 * two FNV-1a variants of rules/fnv.ts (16 hex digits).
 *
 * The battle's first timestamp (`|t:|`) is kept, as the first line: it is part of the stored replay log (so every
 * form of one replay carries it), and without it two battles whose lines happen to be equal — the same two teams,
 * a forfeit at team preview in two different series — would be taken for one and the second refused as imported.
 */
import { fnv1a64Hex } from '../../rules/fnv.ts';

/** Commands whose lines are about the room, not the battle. */
const ROOM_COMMANDS = new Set([
  'c',
  'c:',
  'chat',
  'j',
  'J',
  'join',
  'l',
  'L',
  'leave',
  'n',
  'N',
  'name',
  'raw',
  'html',
  'uhtml',
  'uhtmlchange',
  'inactive',
  'inactiveoff',
  't:',
  ':',
  // Live-room lines a saved page or a copied live log may carry; never part of a replay.
  'init',
  'title',
  'request',
  'sentchoice',
  'noinit',
  'deinit',
  'expire',
  'hidelines',
  'unlink',
  'notify',
  'tempnotify',
  'tempnotifyoff',
  'controlshtml',
  'fieldhtml',
  'selectorhtml',
  'askreg',
  'cantleave',
  'chatmsg',
  'chatmsg-raw',
  'debug',
  'warning',
  'error',
  'bigerror',
]);

/** The command of a protocol line (`switch` for `|switch|…`), '' for `||…` and `|`. */
export function lineCommand(line: string): string {
  const end = line.indexOf('|', 1);
  return end < 0 ? line.slice(1) : line.slice(1, end);
}

/** The lines of a battle log that the fingerprint covers (see header). */
export function battleLines(log: string): string[] {
  const kept: string[] = [];
  const players = new Set<string>();
  let startStamp = '';
  for (const raw of log.split('\n')) {
    const line = raw.trim();
    if (!line.startsWith('|') || line === '|' || line.startsWith('||')) continue;
    const command = lineCommand(line);
    if (command === 't:' && startStamp === '') startStamp = line;
    if (ROOM_COMMANDS.has(command)) continue;
    if (command === 'player') {
      const [, , side = '', name = ''] = line.split('|');
      if (name.trim() === '') continue;
      const player = `|player|${side}|${name.trim()}`;
      if (players.has(player)) continue;
      players.add(player);
      kept.push(player);
      continue;
    }
    kept.push(line);
  }
  return startStamp === '' ? kept : [startStamp, ...kept];
}

export function showdownBattleFingerprint(log: string): string {
  return fnv1a64Hex(battleLines(log.replace(/\r\n?/g, '\n')).join('\n'));
}
