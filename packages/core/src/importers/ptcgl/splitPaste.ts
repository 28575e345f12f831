/**
 * Splits a paste of several PTCGL logs (one after another, with blank lines, junk or deck lists between, or dropped
 * .txt files run together) into one text per game (issue 12).
 *
 * Definitions:
 * - A *unit* is a line of the normalised text, or a piece of a flattened line (unflatten.ts).
 * - A game *starts* at a setup heading (also glued to the next sentence, `Setup Ann chose heads…`); without one, at a
 *   coin call, coin-toss win or opening hand that cannot belong to the current game (the current game already has
 *   one, has ended, or there is none), or at a turn heading after an ended game.
 * - A game *ends* at its ending line (`… Ann wins.`); what follows until the next start is other text.
 *
 * Decisions:
 * - Deck-list lines (`4 Ultra Ball SVI 196`, `Pokémon: 12`, and the section headers, total lines and banners of
 *   every list language and shape that formats/deckListLine.ts reads: `Dresseur : 36`) always go to `otherText`,
 *   even inside a game, so a deck list pasted after a cut-off log is not swallowed by it.
 * - Pieces of one flattened line that fall in the same game are joined with spaces again, so each game's text is
 *   flattened as it came and readPtcglLog rebuilds it with that game's names.
 * - `startLine` is the 1-based line of the normalised text where the game starts.
 * - Lines are classified with their HTML character references decoded (`Ann&#39;s Turn`), as the reader reads them;
 *   the texts handed out keep them, so the reader decodes each exactly once.
 */
import { readDeckListLine } from '../../formats/deckListLine.ts';
import { decodeHtmlEntities } from '../../formats/htmlEntities.ts';
import { END_KEYS, type PhraseMatcher } from './compile.ts';
import { forgetPhraseMatches } from './lineMemory.ts';
import { allMatchers } from './matchers.ts';
import { foldSpaces, lineContent, normalizePtcglText } from './normalize.ts';
import { PTCGL_PHRASES } from './phrases/index.ts';
import { isFlattenedLine, preSplitFlattened } from './unflatten.ts';

// The fingerprint of one log lives in fingerprint.ts; it is offered here too because callers split and fingerprint
// together.
export { ptcglLogFingerprint } from './fingerprint.ts';

export interface PtcglPasteSplit {
  logs: { text: string; startLine: number }[];
  otherText: string;
}

interface Unit {
  text: string;
  line: number;
  /** Index of the flattened line this unit is a piece of, or -1. */
  flat: number;
}

type UnitKind = 'blank' | 'setup' | 'coinCall' | 'coinWon' | 'opening' | 'turn' | 'end' | 'log' | 'deck' | 'other';

const DECK_LINE =
  /^\s*(\d+\s+\S.*\s[A-Z0-9-]{2,6}\s+\d+[a-z]?|(Pokémon|Pokemon|Trainer|Energy|Total Cards)\s*:?\s*\(?\d+\)?)\s*$/i;

let setupWords: string[] | null = null;

/** Whether a line is, or starts with, a setup heading of any language. */
function startsWithSetup(text: string): boolean {
  setupWords ??= PTCGL_PHRASES.flatMap((phrases) => phrases.setup.map((word) => word.toLowerCase()));
  const lower = text.toLowerCase();
  return setupWords.some((word) => lower === word || lower.startsWith(`${word} `));
}

function classify(unit: Unit, matchers: readonly PhraseMatcher[]): UnitKind {
  // Classified as the reader will read it (decoded); the unit keeps its text, which the reader decodes once.
  const content = lineContent(decodeHtmlEntities(unit.text));
  if (content.kind === 'blank') return 'blank';
  if (DECK_LINE.test(content.text)) return 'deck';
  // Section headers and total lines of every list language and shape (`Dresseur : 36`, `##Energy - 12`).
  const listLine = readDeckListLine(content.text).kind;
  if (listLine === 'header' || listLine === 'total' || listLine === 'banner') return 'deck';
  if (content.kind === 'list') return 'log';
  if (startsWithSetup(content.text)) return 'setup';
  let kind: UnitKind = 'other';
  // The matchers have no names here (splitPtcglPaste), so a match is generic: only its key is asked for.
  for (const matcher of matchers) {
    const key = matcher.genericKey(content.text);
    if (key === null) continue;
    if (key === 'coinCall') return 'coinCall';
    if (key === 'coinWon') return 'coinWon';
    if (key === 'openingHand') return 'opening';
    if (key === 'turnHeader') return 'turn';
    if (END_KEYS.includes(key)) return 'end';
    kind = 'log';
  }
  return kind;
}

interface Game {
  units: Unit[];
  coinCall: boolean;
  coinWon: boolean;
  openings: number;
  ended: boolean;
}

function joinUnits(units: readonly Unit[]): string {
  let text = '';
  units.forEach((unit, index) => {
    const previous = units[index - 1];
    if (index > 0) text += previous && unit.flat >= 0 && previous.flat === unit.flat ? ' ' : '\n';
    text += unit.text;
  });
  return text;
}

export function splitPtcglPaste(text: string): PtcglPasteSplit {
  forgetPhraseMatches();
  const matchers = [...allMatchers().values()];
  for (const matcher of matchers) matcher.setNames([]);
  const units: Unit[] = [];
  normalizePtcglText(text)
    .split('\n')
    .forEach((line, index) => {
      if (isFlattenedLine(line)) {
        for (const piece of preSplitFlattened(line)) units.push({ text: piece, line: index + 1, flat: index });
      } else units.push({ text: line, line: index + 1, flat: -1 });
    });

  const games: Game[] = [];
  const other: Unit[] = [];
  let current: Game | null = null;
  const start = (unit: Unit): Game => {
    const game: Game = { units: [unit], coinCall: false, coinWon: false, openings: 0, ended: false };
    games.push(game);
    return game;
  };

  const append = (game: Game, unit: Unit): Game => {
    game.units.push(unit);
    return game;
  };

  for (const unit of units) {
    const kind = classify(unit, matchers);
    const open: Game | null = current && !current.ended ? current : null;
    switch (kind) {
      case 'blank':
        if (open) open.units.push(unit);
        break;
      case 'deck':
        other.push(unit);
        break;
      case 'setup':
        current = start(unit);
        break;
      case 'coinCall': {
        const game: Game =
          !open || open.coinCall || open.coinWon || open.openings > 0 ? start(unit) : append(open, unit);
        game.coinCall = true;
        current = game;
        break;
      }
      case 'coinWon': {
        const game: Game = !open || open.coinWon || open.openings > 0 ? start(unit) : append(open, unit);
        game.coinWon = true;
        current = game;
        break;
      }
      case 'opening': {
        const game: Game = !open || open.openings >= 2 ? start(unit) : append(open, unit);
        game.openings += 1;
        current = game;
        break;
      }
      case 'turn':
        if (!open) current = start(unit);
        else open.units.push(unit);
        break;
      case 'end':
        if (open) {
          open.units.push(unit);
          open.ended = true;
        } else other.push(unit);
        break;
      default:
        if (open) open.units.push(unit);
        else other.push(unit);
    }
  }

  const logs = games.map((game) => {
    const units = [...game.units];
    while (units.length > 0 && foldSpaces(units[units.length - 1]?.text ?? '') === '') units.pop();
    return { text: joinUnits(units), startLine: units[0]?.line ?? 0 };
  });
  const otherText = joinUnits(other.filter((unit) => foldSpaces(unit.text) !== '')).trim();
  // The lines' memories are of no further use (lineMemory.ts).
  forgetPhraseMatches();
  return { logs: logs.filter((log) => log.text.trim() !== ''), otherText };
}
