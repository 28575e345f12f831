/**
 * Issue 29's reader misses: the owner an ending names, text pasted after the result line, HTML character references,
 * and every language's list of ending sides checked against its own ending templates.
 */
import { describe, expect, it } from 'vitest';
import { findDeckListsInText } from '../../../src/formats/deckListInText.ts';
import { readPtcglLog, splitPtcglPaste } from '../../../src/importers/ptcgl/index.ts';
import { PTCGL_PHRASES } from '../../../src/importers/ptcgl/phrases/index.ts';
import { AFTER_END_MESSAGE } from '../../../src/importers/ptcgl/readPtcglLog.ts';

const cardNames = (text: string, player: string) => (readPtcglLog(text).cards[player] ?? []).map((card) => card.name);

describe('the owner an ending names', () => {
  it.each([
    ['Setup\nOpponent conceded. Kestrel9 wins.', 'Kestrel9', 'concede'],
    ['Setup\nOpponent conceded.\nKestrel9 wins.', 'Kestrel9', 'concede'],
    ["Setup\nOpponent's deck ran out of cards. Kestrel9 wins.", 'Kestrel9', 'deck_out'],
    ['Setup\nOpponent was inactive for too long. Kestrel9 wins.', 'Kestrel9', 'timeout'],
    ['Préparation\nL’adversaire a concédé la partie. Kestrel9 gagne.', 'Kestrel9', 'concede'],
    ['Preparação\nO oponente se rendeu. Kestrel9 venceu.', 'Kestrel9', 'concede'],
  ])('%j', (text, owner, endReason) => {
    const reading = readPtcglLog(text);
    expect(reading).toMatchObject({ isGameLog: true, players: [owner], owner, winner: owner, endReason });
  });

  it.each([
    'Setup\nYou conceded. Kestrel9 wins.',
    'Setup\nOpponent took all of their Prize cards. Kestrel9 wins.',
    'Setup\nAll Prize cards taken. Kestrel9 wins.',
  ])('%j: the owner is not the winner, or the wording does not tell', (text) => {
    expect(readPtcglLog(text)).toMatchObject({ winner: 'Kestrel9', owner: null });
  });

  it('names the other player when the exporter lost', () => {
    const text = [
      'Setup',
      'Ann chose heads for the opening coin flip.',
      'Bo won the coin toss.',
      'Bo decided to go first.',
      'Ann drew 7 cards for the opening hand.',
      'Bo drew 7 cards for the opening hand.',
      'Opponent took all of their Prize cards. Bo wins.',
    ].join('\n');
    expect(readPtcglLog(text)).toMatchObject({ players: ['Ann', 'Bo'], owner: 'Ann', winner: 'Bo' });
  });

  it('lists in every language only templates of its own endings', () => {
    for (const phrases of PTCGL_PHRASES) {
      const endings = [
        ...phrases.endPrizes,
        ...phrases.endConcede,
        ...phrases.endDeckOut,
        ...phrases.endNoPokemon,
        ...phrases.endTimeout,
      ];
      const owner = phrases.endWonByOwner ?? [];
      const opponent = phrases.endWonByOpponent ?? [];
      for (const template of [...owner, ...opponent]) expect(endings, phrases.language).toContain(template);
      expect(
        owner.filter((template) => opponent.includes(template)),
        phrases.language,
      ).toEqual([]);
    }
  });
});

describe('text pasted after the result line', () => {
  const log = [
    'Setup',
    'Ann chose heads for the opening coin flip.',
    'Ann won the coin toss.',
    'Ann decided to go first.',
    'Ann drew 7 cards for the opening hand.',
    '- 7 drawn cards.',
    '   • (me1_104) Mega Kangaskhan ex, (sv1_181_ph) Nest Ball, (mee_1) Basic Grass Energy',
    'Bo drew 7 cards for the opening hand.',
    "Ann's Turn",
    'Ann took 3 Prize cards.',
    'All Prize cards taken. Ann wins.',
  ].join('\n');

  it.each([
    'gg wp\nRematch: Bo wins.',
    'Bo took 6 Prize cards.\nOpponent conceded. Bo wins.',
    'notes: turn 2 misplay. Bo wins.',
  ])('never changes the facts: %j', (after) => {
    const reading = readPtcglLog(`${log}\n${after}`);
    expect(reading).toMatchObject({
      players: ['Ann', 'Bo'],
      owner: 'Ann',
      winner: 'Ann',
      endReason: 'prizes',
      prizesTaken: { Ann: 6, Bo: 0 },
    });
    expect(reading.problems).toEqual([{ line: 12, text: after.split('\n')[0], message: AFTER_END_MESSAGE }]);
  });

  it('leaves a deck list pasted after the log to the deck list finder, Basic Energy included', () => {
    const list = [
      '4 Ralts SVI 84',
      '3 Kirlia SVI 85',
      '2 Gardevoir ex SVI 86',
      '3 Munkidori TWM 95',
      '',
      '4 Arven OBF 186',
      '4 Iono PAL 185',
      '4 Ultra Ball SVI 196',
      '4 Rare Candy SVI 191',
      '4 Earthen Vessel PAR 163',
      '4 Buddy-Buddy Poffin TWM 144',
      '4 Nest Ball SVI 181',
      '4 Night Stretcher SFA 61',
      '3 Counter Catcher PAR 160',
      '',
      '13 Psychic Energy 5',
    ].join('\n');
    const split = splitPtcglPaste(`${log}\nthanks! my list:\n${list}`);
    expect(split.logs).toHaveLength(1);
    expect(readPtcglLog(split.logs[0]!.text).winner).toBe('Ann');
    const found = findDeckListsInText(split.otherText);
    expect(found).toHaveLength(1);
    expect(found[0]?.deckList.totalCards).toBe(60);
    expect(found[0]?.deckList.lines.at(-1)).toMatchObject({ name: 'Psychic Energy', supertype: 'Energy', count: 13 });
  });
});

describe('HTML character references in a log', () => {
  const log = [
    'Setup',
    'Ann chose heads for the opening coin flip.',
    'Ann won the coin toss.',
    'Ann decided to go first.',
    'Ann drew 7 cards for the opening hand.',
    'Bo drew 7 cards for the opening hand.',
    'Ann played Eevee &amp; Snorlax-GX to the Active Spot.',
    'Bo played Pikachu &amp;amp; Zekrom-GX to the Active Spot.',
    'Ann&#39;s Turn',
    'Ann played Boss&rsquo;s Orders.',
    'Opponent conceded. Ann wins.',
  ].join('\n');

  it('reads them decoded, once', () => {
    const reading = readPtcglLog(log);
    expect(reading).toMatchObject({ players: ['Ann', 'Bo'], turns: 1, winner: 'Ann', owner: 'Ann' });
    expect(cardNames(log, 'Ann')).toEqual(['Eevee & Snorlax-GX', "Boss's Orders"]);
    expect(cardNames(log, 'Bo')).toEqual(['Pikachu &amp; Zekrom-GX']);
  });

  it('splits a paste whose headings carry them', () => {
    const split = splitPtcglPaste(`${log}\n\n${log.replace(/Ann/g, 'Cy')}`);
    expect(split.logs.map((game) => readPtcglLog(game.text).winner)).toEqual(['Ann', 'Cy']);
  });
});

describe('a French list pasted after a cut-off French log', () => {
  it('goes to the deck list finder whole, headers and Basic Energy included', () => {
    const log = [
      'Préparation',
      'Bleu Nuit a choisi face pour le lancer de pièce initial.',
      'Bleu Nuit a gagné le lancer de pièce.',
      'Bleu Nuit a décidé de jouer en premier.',
      'Bleu Nuit a pioché 7 cartes pour sa main de départ.',
      'Kappa 2000 a pioché 7 cartes pour sa main de départ.',
    ].join('\n');
    const list = [
      'Pokémon : 4',
      '4 Tarsal SVI 84',
      '4 Kirlia SVI 85',
      '4 Gardevoir-ex SVI 86',
      'Dresseur : 36',
      '4 Mepa OBF 186',
      '4 Mashynn PAL 185',
      '4 Hyper Ball SVI 196',
      '4 Super Bonbon SVI 191',
      '4 Poké Ball SVI 185',
      '4 Nid Ball SVI 181',
      '4 Civière Nocturne SFA 61',
      '4 Capture Contre-Attaque PAR 160',
      '4 Cannes Super PAL 188',
      'Énergie : 1',
      '12 Énergie Psy de base SVE 5',
      'Nombre total de cartes : 60',
    ].join('\n');
    const split = splitPtcglPaste(`${log}\n${list}`);
    expect(split.logs).toHaveLength(1);
    expect(split.logs[0]?.text).not.toContain('Dresseur');
    const found = findDeckListsInText(split.otherText);
    expect(found).toHaveLength(1);
    expect(found[0]?.deckList.sectionTotals).toEqual({ Pokémon: 12, Trainer: 36, Energy: 12 });
  });
});
