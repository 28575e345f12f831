// A read game in words for its preview card (issue 12): always from your side, the log's facts only.
import { previewPtcglPaste } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { ptcglLog } from '../../../../../e2e/support/ptcglLogs.ts';
import {
  coinFlipWords,
  endingWords,
  firstPrizeWords,
  mulliganWords,
  NOT_IN_LOG,
  prizeRaceWords,
  resultWords,
  turnOrderWords,
} from '../../../src/features/ptcgl-import/gameWords.ts';
import { appendText, isTextFile, readTextFiles } from '../../../src/features/ptcgl-import/pasteFiles.ts';

const read = (text: string, playerName?: string) => previewPtcglPaste(text, { playerName }).games[0]!;

describe('a PTCGL game in words', () => {
  it('tells a won game on prizes from your side', () => {
    const game = read(
      ptcglLog({
        language: 'en',
        owner: 'AshK',
        opponent: 'Misty',
        caller: 'Misty',
        call: 'heads',
        coinWinner: 'AshK',
        winner: 'AshK',
        ending: 'prizes',
        mulligans: { Misty: 2 },
      }),
    );
    expect(coinFlipWords(game)).toBe('Misty called heads — you won the flip');
    expect(turnOrderWords(game)).toBe('You went first');
    expect(mulliganWords(game)).toBe('You 0 · Misty 2');
    expect(prizeRaceWords(game)).toBe('You 6 – 2 Misty');
    expect(firstPrizeWords(game)).toBe('First prize: you');
    expect(endingWords(game)).toBe('You won on prizes');
    expect(resultWords(game.fields.result)).toBe('Won');
  });

  it('tells a German game lost by conceding, and the same game from the other side', () => {
    const text = ptcglLog({
      language: 'de',
      owner: 'AshK',
      opponent: 'Rocko',
      caller: 'AshK',
      call: 'tails',
      coinWinner: 'Rocko',
      winner: 'Rocko',
      ending: 'concede',
    });
    const mine = read(text);
    expect(coinFlipWords(mine)).toBe('You called tails — Rocko won the flip');
    expect(turnOrderWords(mine)).toBe('You went second');
    expect(endingWords(mine)).toBe('You conceded');
    expect(resultWords(mine.fields.result)).toBe('Lost');
    const theirs = read(text, 'Rocko');
    expect(endingWords(theirs)).toBe('Opponent conceded');
    expect(coinFlipWords(theirs)).toBe('AshK called tails — you won the flip');
    expect(prizeRaceWords(theirs)).toBe('You 4 – 2 AshK');
  });

  it('says what a log cut short does not tell', () => {
    const cut = ptcglLog({
      language: 'en',
      owner: 'AshK',
      opponent: 'Misty',
      caller: 'Misty',
      call: 'heads',
      coinWinner: 'AshK',
      winner: 'AshK',
      ending: 'prizes',
    })
      .split('\n')
      .slice(0, 30)
      .join('\n');
    const game = read(cut);
    expect(endingWords(game)).toBe('The log ends before the game does');
    expect(resultWords(game.fields.result)).toBe('Result unknown');
    const silent = {
      ...game,
      fields: { ...game.fields, wentFirst: null },
      reading: { ...game.reading, coinFlip: { caller: null, call: null, winner: null } },
    };
    expect(turnOrderWords(silent)).toBe(NOT_IN_LOG);
    expect(coinFlipWords(silent)).toBe(NOT_IN_LOG);
  });
});

describe('.txt files as paste text', () => {
  it('joins the text files in order after what is pasted and names the others', async () => {
    const files = [
      new File(['\uFEFFfirst log\n'], 'game1.txt', { type: 'text/plain' }),
      new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }),
      new File(['second log'], 'game2.TXT', { type: '' }),
    ];
    const read = await readTextFiles(files);
    expect(read).toEqual({ text: 'first log\n\nsecond log', refused: ['deck.pdf is not a .txt file'] });
    expect(appendText('pasted log\n', read.text)).toBe('pasted log\n\nfirst log\n\nsecond log');
    expect(appendText('', 'x')).toBe('x');
    expect(isTextFile({ name: 'notes', type: 'text/plain' })).toBe(true);
  });
});
