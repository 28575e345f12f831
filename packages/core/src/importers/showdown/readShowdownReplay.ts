/**
 * readShowdownReplay: the facts of one Pokémon Showdown battle (issue 13), from its replay JSON, bare battle log or
 * saved replay page (input.ts). Pure, synchronous, never throws: whatever cannot be read goes to `problems`.
 *
 * Protocol lines are read with @pkmn/protocol (`parseBattleLine`, `parsePokemonIdent`, `parseDetails`); who stands
 * where and which species each Pokémon was brought as is battleState.ts and species.ts; end messages and the best-of
 * box are messages.ts; open team sheets teamSheet.ts; the fingerprint fingerprint.ts.
 *
 * Definitions:
 * - A text is a replay when it holds a `|player|`, `|poke|` or `|switch|` line.
 * - Players: the first non-empty name of each `|player|` line (a player who leaves at the end gets `|player|p1|`),
 *   else the JSON's players. The winner and the forfeiting player are written as the players' list writes them
 *   (matched by Showdown user id), else as the log writes them.
 * - The end: the first `|win|` or `|tie`. Before it, a forfeit or inactivity message decides `endReason`; without
 *   one, a win is a knockout when every Pokémon of the loser that entered the field fainted, else 'other'.
 * - `faints[].turn` is the last `|turn|` number before the faint (0 before turn 1).
 * - `mega` (issue 29, Pokémon Champions): each side's first Mega Evolution, from `|-mega|POKEMON|SPECIES|MEGASTONE`
 *   (SIM-PROTOCOL; older logs write `|-mega|POKEMON|MEGASTONE`), or from a `|detailschange|` into a Mega forme
 *   (the dex's `isMega`, or a name ending `-Mega`, `-Mega-X/Y/Z` the dex does not know yet) when no `|-mega|` line
 *   says it — current logs write the forme change first. Named after the brought species, with the forme and stone.
 *   A Primal Reversion is not a Mega Evolution.
 * - `timeline` (issue 30): switches, chosen moves, Terastallizations, Mega Evolutions, faints and a forfeit in order
 *   (timeline.ts), each at the turn `faints[].turn` would give it.
 * - `movesUsed` (issue 29): the moves each side's Pokémon chose (`|move|` lines), named after the brought species; a
 *   move another move or an ability called (`[from]…`: Instruct, Dancer, Magic Bounce…) and Struggle are not choices
 *   and are left out. A Pokémon that only switched in and out has no entry.
 *
 * Decisions:
 * - Only malformed lines the reading needs (a switch without position or species, a faint or Terastallization of a
 *   Pokémon the battle never showed) are problems; unknown or newer protocol lines are skipped in silence.
 * - A species is a problem when it cannot be matched to the team preview (or, without one, when the dex does not
 *   know it); Illusion disguises are not, since the replaced entry names the real Pokémon.
 * - `forfeitedBy` is set only by a forfeit message; an inactivity loss is `endReason` 'inactivity'.
 */
import { Protocol } from '@pkmn/protocol';
import { SHOWDOWN_NOT_A_REPLAY, showdownUserId } from '../../schemas/showdownImport.ts';
import { BattleState, readIdent, type BattleEntry } from './battleState.ts';
import { battleLines, lineCommand } from './fingerprint.ts';
import { formatIdFromLabel, formatIdFromReplayId } from './formatLabel.ts';
import { unwrapShowdownInput } from './input.ts';
import { htmlText, readEndMessage, readSeries, type EndCue } from './messages.ts';
import { readPackedTeam } from './teamSheet.ts';
import { fnv1a64Hex } from '../../rules/fnv.ts';
import { isMegaForme } from './species.ts';
import { ShowdownTimeline } from './timeline.ts';
import { endReason, movesUsedBy, sideOf } from './endFacts.ts';
import type { PerSide, ShowdownReplayReading, ShowdownSide } from './types.ts';

const MAX_PROBLEMS = 50;
/** A bound on what a hostile log can make the reading keep: move lines read (distinct moves per Pokémon: endFacts.ts). */
const MAX_MOVE_USES = 5000;
/** Team preview shows six; a log listing more is broken or hostile, and each entry costs every later switch. */
const MAX_PREVIEW = 24;
const BATTLE_LINE = /^[ \t]*\|(?:player|poke|switch)\|/m;
/** The commands the reading looks at; every other line is skipped before parsing (most of a log). */
const READ_COMMANDS = new Set([
  'player',
  'poke',
  'clearpoke',
  'switch',
  'drag',
  'replace',
  'detailschange',
  '-formechange',
  'swap',
  'faint',
  '-terastallize',
  '-mega',
  'move',
  'turn',
  'win',
  'tie',
  't:',
  'gametype',
  'gen',
  'tier',
  'rated',
  'showteam',
  'uhtml',
  'uhtmlchange',
  '-message',
  'message',
  'raw',
  '',
]);

export function emptyShowdownReading(reason: string | null = SHOWDOWN_NOT_A_REPLAY): ShowdownReplayReading {
  return {
    isReplay: false,
    notAReplayReason: reason,
    fingerprint: '',
    replayId: null,
    password: null,
    format: '',
    formatId: '',
    gen: null,
    gameType: null,
    activeSlots: 0,
    rated: false,
    uploadTime: null,
    startTime: null,
    turns: 0,
    players: { p1: '', p2: '' },
    teamPreview: { p1: [], p2: [] },
    brought: { p1: [], p2: [] },
    leads: { p1: [], p2: [] },
    winner: null,
    tie: false,
    forfeitedBy: null,
    endReason: null,
    firstFaint: null,
    faints: [],
    tera: { p1: null, p2: null },
    mega: { p1: null, p2: null },
    movesUsed: { p1: [], p2: [] },
    teamSheets: { p1: null, p2: null },
    series: null,
    timeline: [],
    problems: [],
  };
}

export function readShowdownReplay(input: string): ShowdownReplayReading {
  try {
    return readUnsafe(input);
  } catch {
    // Nothing above is meant to throw; a bug must not turn into a failed request.
    const reading = emptyShowdownReading();
    reading.problems.push({ line: 0, text: '', message: 'The replay could not be read.' });
    return reading;
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const isSide = (value: unknown): value is ShowdownSide => value === 'p1' || value === 'p2';

/** The species of a details string (`Urshifu-*, L50, M` → `Urshifu-*`), via @pkmn/protocol. */
function detailsSpecies(details: unknown): string {
  const text = asText(details);
  if (text.trim() === '') return '';
  return Protocol.parseDetails('', '' as Protocol.PokemonIdent, text as Protocol.PokemonDetails).speciesForme.trim();
}

function readUnsafe(input: string): ShowdownReplayReading {
  const source = unwrapShowdownInput(input);
  if (!BATTLE_LINE.test(source.log)) return emptyShowdownReading();
  const reading = emptyShowdownReading(null);
  reading.isReplay = true;
  const problems = reading.problems;
  const problem = (line: number, text: string, message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ line, text: text.trim().slice(0, 200), message });
  };

  const preview = reading.teamPreview;
  const state = new BattleState(preview);
  const players = { p1: '', p2: '' };
  const faints: { entry: BattleEntry; turn: number }[] = [];
  const moveUses: { entry: BattleEntry; move: string }[] = [];
  const timeline = new ShowdownTimeline();
  const tera: { p1: { entry: BattleEntry; type: string } | null; p2: { entry: BattleEntry; type: string } | null } = {
    p1: null,
    p2: null,
  };
  const mega: PerSide<{ entry: BattleEntry; forme: string; item: string } | null> = { p1: null, p2: null };
  /** A side's Mega Evolution: the first `|-mega|` wins; a forme change only fills what no `|-mega|` line said. */
  const noteMega = (entry: BattleEntry, forme: string, item: string, fromMegaLine: boolean) => {
    const side = entry.pokemon.side;
    const known = mega[side];
    if (!known) mega[side] = { entry, forme, item };
    else if (known.entry.pokemon === entry.pokemon) {
      known.forme ||= forme;
      known.item ||= fromMegaLine ? item : '';
    }
  };
  let tier = '';
  let turn = 0;
  let ended = false;
  let winnerText: string | null = null;
  let cue: EndCue | null = null;
  const noteCue = (message: string) => {
    if (ended || cue) return;
    cue = readEndMessage(message);
    if (cue?.kind === 'forfeit') timeline.forfeit(turn);
  };

  const lines = source.log.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line === '') continue;
    if (!line.startsWith('|')) {
      noteCue(line);
      continue;
    }
    const command = lineCommand(line);
    if (!READ_COMMANDS.has(command)) continue;
    const parsed = Protocol.parseBattleLine(line);
    const args = parsed.args as readonly unknown[];
    const lineNumber = index + 1;
    switch (command) {
      case 'player': {
        const name = asText(args[2]).trim();
        if (isSide(args[1]) && name !== '' && players[args[1]] === '') players[args[1]] = name;
        break;
      }
      case 'clearpoke':
        preview.p1.length = 0;
        preview.p2.length = 0;
        break;
      case 'poke': {
        const species = detailsSpecies(args[2]);
        if (!isSide(args[1])) break;
        if (species === '') problem(lineNumber, line, 'A team preview line without a species.');
        else if (preview[args[1]].length >= MAX_PREVIEW) problem(lineNumber, line, 'Too many team preview lines.');
        else preview[args[1]].push(species);
        break;
      }
      case 'switch':
      case 'drag':
      case 'replace': {
        const parts = readIdent(args[1]);
        const species = detailsSpecies(args[2]);
        // p3/p4 of a multi battle are not read; anything else without a position or species is a broken line.
        if (/^p[3-9][a-z]?: /.test(asText(args[1]))) break;
        if (!parts?.position || species === '') {
          problem(lineNumber, line, 'A switch line the reader could not read.');
          break;
        }
        const at = { ...parts, position: parts.position };
        timeline.add(turn, 'switch', command === 'replace' ? state.replace(at, species) : state.enter(at, species));
        break;
      }
      case 'detailschange':
      case '-formechange': {
        const species = detailsSpecies(args[2]);
        state.changeForme(args[1], species);
        const entry = command === 'detailschange' && isMegaForme(species) ? state.find(args[1]) : null;
        if (entry) {
          noteMega(entry, species, '', false);
          timeline.add(turn, 'mega', entry);
        }
        break;
      }
      case '-mega': {
        const entry = state.find(args[1]);
        if (!entry) {
          if (readIdent(args[1])) problem(lineNumber, line, 'A Pokémon Mega Evolved that the battle never showed.');
          break;
        }
        // `|-mega|POKEMON|SPECIES|MEGASTONE`; older logs: `|-mega|POKEMON|MEGASTONE`.
        const item = asText(args[3]).trim() || asText(args[2]).trim();
        const forme = isMegaForme(entry.pokemon.current) ? entry.pokemon.current : '';
        noteMega(entry, forme, item, true);
        timeline.add(turn, 'mega', entry);
        break;
      }
      case 'swap':
        state.swap(args[1], args[2]);
        break;
      case 'faint': {
        const entry = state.find(args[1]);
        if (entry) {
          faints.push({ entry, turn });
          timeline.add(turn, 'faint', entry);
        } else if (readIdent(args[1])) problem(lineNumber, line, 'A Pokémon fainted that the battle never showed.');
        break;
      }
      case '-terastallize': {
        const entry = state.find(args[1]);
        const type = asText(args[2]).trim();
        if (!entry) {
          if (readIdent(args[1])) problem(lineNumber, line, 'A Pokémon terastallized that the battle never showed.');
        } else {
          tera[entry.pokemon.side] ??= { entry, type };
          timeline.add(turn, 'tera', entry);
        }
        break;
      }
      case 'move': {
        // A move called by another move or an ability (`[from]move: Instruct`, `[from]ability: Dancer`) was not chosen.
        const move = asText(args[2]).trim();
        const from = (parsed.kwArgs as { from?: unknown }).from;
        if (move === '' || move === 'Struggle' || from !== undefined) break;
        const entry = state.find(args[1]);
        if (entry && moveUses.length < MAX_MOVE_USES) moveUses.push({ entry, move });
        if (entry) timeline.add(turn, 'move', entry, move);
        break;
      }
      case 'turn': {
        const number = Number(args[1]);
        if (Number.isInteger(number) && number >= 0) turn = number;
        state.turnStarted = true;
        break;
      }
      case 'win':
        // `|win|` without a name ends the battle without a winner (endReason 'other').
        if (!ended) winnerText = asText(args[1]).trim();
        ended = true;
        break;
      case 'tie':
        if (!ended) reading.tie = true;
        ended = true;
        break;
      case 't:': {
        const time = Number(args[1]);
        if (reading.startTime === null && Number.isFinite(time) && time > 0) reading.startTime = Math.floor(time);
        break;
      }
      case 'gametype':
        reading.gameType ??= asText(args[1]).trim() || null;
        break;
      case 'gen': {
        const gen = Number(args[1]);
        if (reading.gen === null && Number.isInteger(gen) && gen > 0) reading.gen = gen;
        break;
      }
      case 'tier':
        tier ||= asText(args[1]).trim();
        break;
      case 'rated':
        // `|rated|MESSAGE` marks an official unrated battle (a tournament); only a bare `|rated|` is rated.
        if (asText(args[1]).trim() === '') reading.rated = true;
        break;
      case 'showteam': {
        if (!isSide(args[1])) break;
        const sheet = readPackedTeam(line.slice(`|showteam|${args[1]}|`.length));
        if (sheet.length > 0) reading.teamSheets[args[1]] ??= sheet;
        else problem(lineNumber, line, 'An open team sheet the reader could not read.');
        break;
      }
      case 'uhtml':
      case 'uhtmlchange':
        if (args[1] === 'bestof') reading.series ??= readSeries(asText(args[2]));
        break;
      case 'raw':
        noteCue(htmlText(asText(args[1])));
        break;
      default:
        // -message, message and `||` server notes.
        noteCue(asText(args[1]));
    }
  }

  reading.fingerprint = fnv1a64Hex(battleLines(source.log).join('\n'));
  reading.replayId = source.replayId;
  reading.password = source.password;
  reading.format = tier || source.format;
  reading.formatId =
    source.formatId || formatIdFromReplayId(source.replayId ?? '') || formatIdFromLabel(reading.format);
  reading.gen ??= Number(/^gen(\d+)/.exec(reading.formatId)?.[1] ?? NaN) || null;
  reading.activeSlots = state.activeSlots;
  reading.turns = turn;
  reading.uploadTime = source.uploadTime ?? reading.startTime;

  for (const side of ['p1', 'p2'] as const) {
    reading.players[side] = players[side] || source.players[side === 'p1' ? 0 : 1];
    if (reading.players[side] === '') problem(0, '', `The replay does not name player ${side}.`);
    reading.brought[side] = state.brought(side);
    reading.leads[side] = state.leadNames(side);
    const teraFact = tera[side];
    reading.tera[side] = teraFact ? { species: teraFact.entry.pokemon.brought, type: teraFact.type } : null;
    const megaFact = mega[side];
    reading.mega[side] = megaFact
      ? { species: megaFact.entry.pokemon.brought, forme: megaFact.forme, item: megaFact.item }
      : null;
    reading.movesUsed[side] = movesUsedBy(side, moveUses);
  }
  reading.faints = faints.map(({ entry, turn: faintTurn }) => ({
    side: entry.pokemon.side,
    species: entry.pokemon.brought,
    turn: faintTurn,
  }));
  const first = reading.faints[0];
  reading.firstFaint = first ? { side: first.side, species: first.species } : null;

  for (const species of new Set(state.unmatched)) {
    problem(0, species, `This Pokémon is not in its team preview: ${species}.`);
  }
  if (preview.p1.length === 0 && preview.p2.length === 0) {
    for (const species of new Set(state.unknownSpecies)) problem(0, species, `Unknown species: ${species}.`);
  }

  const playerName = (name: string) => {
    const id = showdownUserId(name);
    if (id === showdownUserId(reading.players.p1) && id !== '') return reading.players.p1;
    if (id === showdownUserId(reading.players.p2) && id !== '') return reading.players.p2;
    return null;
  };
  const endCue = cue as EndCue | null;
  if (winnerText) reading.winner = playerName(winnerText) ?? winnerText;
  if (endCue?.kind === 'forfeit') {
    const named = endCue.names.map(playerName).find((name) => name !== null);
    reading.forfeitedBy = named ?? endCue.names.at(-1) ?? null;
  }
  reading.endReason = endReason(reading, ended, endCue, faints);
  const forfeitSide = reading.forfeitedBy === null ? null : sideOf(reading, reading.forfeitedBy);
  reading.timeline = timeline.events(forfeitSide);
  if (!ended) problem(0, '', 'The replay stops before the battle ends: no winner.');
  return reading;
}
