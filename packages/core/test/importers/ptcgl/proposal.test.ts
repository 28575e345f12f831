import { describe, expect, it } from 'vitest';
import {
  planPtcglImport,
  previewPtcglPaste,
  splitPtcglPaste,
  PTCGL_RESULT_UNKNOWN,
  type CategoryRules,
} from '../../../src/index.ts';
import { groupPtcglGames, ptcglGameFields } from '../../../src/importers/ptcgl/proposal.ts';
import { type PtcglLogReading } from '../../../src/importers/ptcgl/types.ts';
import { PTCGL_GAME_TWICE, PTCGL_PLAYER_UNKNOWN } from '../../../src/schemas/ptcglImport.ts';

/** A short log of our own in the client's English phrasing (see apps/server/test/support/ptcgl-logs.ts). */
function log(owner: string, opponent: string, winner: string | null, seed: number, first = opponent): string {
  const second = first === owner ? opponent : owner;
  const lines = [
    'Setup',
    `${owner} chose tails for the opening coin flip.`,
    `${first} won the coin toss.`,
    `${first} decided to go first.`,
    `${owner} drew 7 cards for the opening hand.`,
    '- 7 drawn cards.',
    '   • Dreepy, Ultra Ball, Nest Ball, Rare Candy, Drakloak, Basic Psychic Energy, Arven',
    `${opponent} drew 7 cards for the opening hand.`,
    '- 7 drawn cards.',
    `${owner} played Dreepy to the Active Spot.`,
    `${opponent} played Charmander to the Active Spot.`,
    '',
    `Turn # 1 - ${first}'s Turn`,
    `${first} drew a card.`,
    `${first} ended their turn.`,
    '',
    `Turn # 2 - ${second}'s Turn`,
    `${second} drew a card.`,
    `${second} ended their turn.`,
    '',
    `Turn # 3 - ${opponent}'s Turn`,
    `${opponent} drew a card.`,
    `${opponent} played Charizard ex to the Bench.`,
    `${opponent} ended their turn.`,
  ];
  if (winner) {
    const loser = winner === owner ? opponent : owner;
    lines.push(
      '',
      `Turn # 4 - ${winner}'s Turn`,
      `${winner} drew a card.`,
      `${winner}'s Dreepy used Bite on ${loser}'s Charmander for ${40 + seed} damage.`,
      `${loser}'s Charmander was Knocked Out!`,
      `${winner} took 2 Prize cards.`,
      `${winner} took 4 Prize cards.`,
      `All Prize cards taken. ${winner} wins.`,
    );
  }
  return lines.join('\n');
}

const reading = (over: Partial<PtcglLogReading>): PtcglLogReading => ({
  isGameLog: true,
  notALogReason: null,
  language: 'en',
  players: ['Me', 'Them'],
  owner: 'Me',
  coinFlip: { caller: 'Me', call: 'heads', winner: 'Them' },
  wentFirst: 'Them',
  mulligans: { Me: 2, Them: 1 },
  prizesTaken: { Me: 6, Them: 2 },
  winner: 'Me',
  endReason: 'prizes',
  concededBy: null,
  deckedOut: null,
  cards: {},
  turns: 7,
  prizeOrder: [
    { player: 'Them', count: 2, turn: 2 },
    { player: 'Me', count: 6, turn: 3 },
  ],
  firstPrizeTakenBy: 'Them',
  ownerPrizeCards: ['Rare Candy', 'Arven'],
  timeline: [],
  openingHand: [],
  mulliganHands: { Me: [], Them: [] },
  problems: [],
  ...over,
});

describe('ptcglGameFields', () => {
  it('reads the game from your side', () => {
    expect(ptcglGameFields(reading({}), 'Me')).toEqual({
      result: 'win',
      wentFirst: false,
      coinFlipWin: false,
      coinFlipChoice: 'first',
      playerMulligans: 2,
      opponentMulligans: 1,
      conceded: null,
      advancedDetails: {
        firstPrizeTakenBy: 'opponent',
        prizeOrder: ['opponent', 'opponent', 'player', 'player', 'player', 'player', 'player', 'player'],
        prizeContents: ['Rare Candy', 'Arven'],
      },
    });
  });

  it("reads the other side of the same log, without the owner's prize cards", () => {
    const them = ptcglGameFields(reading({ concededBy: 'Them', endReason: 'concede' }), 'Them');
    expect(them).toMatchObject({
      result: 'loss',
      wentFirst: true,
      coinFlipWin: true,
      playerMulligans: 1,
      opponentMulligans: 2,
      conceded: 'Player',
    });
    expect(them.advancedDetails?.prizeContents).toEqual([]);
    expect(them.advancedDetails?.firstPrizeTakenBy).toBe('player');
  });

  it('knows nothing for an unknown player, and leaves unknown facts null', () => {
    expect(ptcglGameFields(reading({}), null)).toMatchObject({ result: null, wentFirst: null, coinFlipWin: null });
    const open = ptcglGameFields(
      reading({ winner: null, wentFirst: null, coinFlip: { caller: null, call: null, winner: null } }),
      'Me',
    );
    expect(open).toMatchObject({ result: null, wentFirst: null, coinFlipWin: null, coinFlipChoice: null });
  });
});

describe('previewPtcglPaste', () => {
  const categories: CategoryRules[] = [
    { _id: 'c1', name: 'Charizard ex', keywords: ['charizard'], coreCards: [] },
    { _id: 'c2', name: 'Dragapult ex', keywords: ['dragapult', 'dreepy'], coreCards: [] },
  ];

  it('groups logs against one opponent into a Bo3 in order, and a lone log into a Bo1', () => {
    const text = [log('Me', 'Rival', 'Me', 1), log('Me', 'Rival', 'Rival', 2), log('Me', 'Rival', 'Me', 3)];
    text.push(log('Me', 'Stranger', 'Stranger', 4));
    const preview = previewPtcglPaste(text.join('\n\n'), { categories });
    expect(preview.games.map((g) => g.me)).toEqual(['Me', 'Me', 'Me', 'Me']);
    expect(preview.matches.map((m) => [m.format, m.games, m.opponent])).toEqual([
      ['Bo3', [0, 1, 2], 'Rival'],
      ['Bo1', [3], 'Stranger'],
    ]);
    expect(preview.matches[0]!.opponentDeck).toBe('Charizard ex');
    expect(preview.notALogReason).toBeNull();
  });

  it('stops a Bo3 at two wins, and proposes a 1-1 with no third game as a Bo3 tied at time (issue 29)', () => {
    const twoOh = [log('Me', 'Rival', 'Me', 1), log('Me', 'Rival', 'Me', 2), log('Me', 'Rival', 'Me', 3)];
    expect(previewPtcglPaste(twoOh.join('\n')).matches.map((m) => m.games)).toEqual([[0, 1], [2]]);
    const oneAll = [log('Me', 'Rival', 'Me', 1), log('Me', 'Rival', 'Rival', 2)];
    const tied = previewPtcglPaste(oneAll.join('\n')).matches;
    expect(tied.map((m) => [m.games, m.format, m.timeCalled])).toEqual([[[0, 1], 'Bo3', true]]);
    expect(previewPtcglPaste(twoOh.join('\n')).matches.map((m) => m.timeCalled)).toEqual([false, false]);
  });

  it('takes the chosen player, then a remembered screen name, then the owner as you', () => {
    const text = log('Owner Name', 'Friend_1', 'Owner Name', 1);
    expect(previewPtcglPaste(text).games[0]).toMatchObject({ me: 'Owner Name', meSource: 'owner' });
    expect(previewPtcglPaste(text, { myScreenNames: ['friend_1'] }).games[0]).toMatchObject({
      me: 'Friend_1',
      meSource: 'screen-name',
      fields: { result: 'loss' },
    });
    expect(previewPtcglPaste(text, { playerName: 'OWNER NAME', myScreenNames: ['Friend_1'] }).games[0]).toMatchObject({
      me: 'Owner Name',
      meSource: 'chosen',
    });
  });

  it('leaves duplicates and logs imported before out of the proposal', () => {
    const a = log('Me', 'Rival', 'Me', 1);
    const b = log('Me', 'Other', 'Me', 2);
    const preview = previewPtcglPaste([a, a.replaceAll('\n', '\r\n'), b].join('\n\n'));
    expect(preview.games.map((g) => g.duplicateOf)).toEqual([null, 0, null]);
    expect(preview.matches.map((m) => m.games)).toEqual([[0], [2]]);
    const again = previewPtcglPaste(a, { importedFingerprints: new Set([preview.games[0]!.fingerprint]) });
    expect(again.games[0]!.alreadyImported).toBe(true);
    expect(again.matches).toEqual([]);
  });

  it('chooses your deck by the cards you played, else the active deck', () => {
    const decks = [
      { _id: 'd1', name: 'Zard', cards: [{ name: 'Charmander' }, { name: 'Charizard ex' }, { name: 'Pidgey' }] },
      {
        _id: 'd2',
        name: 'Pult',
        cards: ['Dreepy', 'Drakloak', 'Dragapult ex', 'Ultra Ball', 'Nest Ball', 'Rare Candy', 'Arven'].map((name) => ({
          name,
        })),
      },
    ];
    const text = log('Me', 'Rival', 'Me', 1);
    expect(previewPtcglPaste(text, { decks, activeDeckId: 'd1' }).matches[0]).toMatchObject({
      deckId: 'd2',
      deckName: 'Pult',
    });
    const onlyZard = previewPtcglPaste(text, { decks: [decks[0]!], activeDeckId: 'd1' });
    expect(onlyZard.games[0]).toMatchObject({ myDeckId: 'd1', myDeckSource: 'active' });
    // Without a deck, your deck is named like the opponent's: after what you showed (your Dreepy attacked, the
    // opponent's Charizard ex only sat on the Bench but outweighs Charmander as a rule-box Pokémon).
    const noDeck = previewPtcglPaste(text);
    expect(noDeck.games[0]!.myArchetype.name).toBe('Dreepy');
    expect(noDeck.matches[0]).toMatchObject({ deckId: null, deckName: 'Dreepy', opponentDeck: 'Charizard ex' });
  });

  it('says why a text is not a log', () => {
    const preview = previewPtcglPaste('Just some notes about my day.');
    expect(preview.matches).toEqual([]);
    expect(preview.notALogReason).toMatch(/not a Pokémon TCG Live game log/);
  });
});

describe('planPtcglImport', () => {
  const three = [log('Me', 'Rival', 'Me', 1), log('Me', 'Rival', 'Rival', 2), log('Me', 'Rival', 'Me', 3)].join('\n');

  it('builds the proposal as valid match inputs with the marker and the logs', () => {
    const preview = previewPtcglPaste(three);
    const plan = planPtcglImport(preview, { date: '2025-05-05' });
    expect(plan.problems).toEqual([]);
    expect(plan.duplicate).toBe(false);
    expect(plan.matches).toHaveLength(1);
    const { input } = plan.matches[0]!;
    expect(input).toMatchObject({ format: 'Bo3', importSource: 'ptcgl', date: '2025-05-05', deckId: null });
    expect(input.games.map((g) => g.result)).toEqual(['win', 'loss', 'win']);
    expect(splitPtcglPaste(input.ptcglLogText!).logs).toHaveLength(3);
  });

  it('applies the arrangement and corrections, and reports problems at their field', () => {
    const preview = previewPtcglPaste(three);
    const split = planPtcglImport(preview, {
      date: '2025-05-05',
      matches: [{ games: [0] }, { games: [1], opponentDeck: 'Lugia VSTAR', format: 'Bo1' }],
    });
    expect(split.problems).toEqual([]);
    expect(split.matches.map((m) => [m.games, m.input.opponentDeck])).toEqual([
      [[0], expect.any(String)],
      [[1], 'Lugia VSTAR'],
    ]);
    const twice = planPtcglImport(preview, { date: '2025-05-05', matches: [{ games: [0] }, { games: [0, 1] }] });
    expect(twice.problems).toContainEqual({ path: 'matches.1.games', message: PTCGL_GAME_TWICE });
    expect(twice.matches).toEqual([]);
    const badDate = planPtcglImport(preview, { date: '3000-01-01' });
    expect(badDate.problems[0]!.path).toBe('matches.0.date');
  });

  it('asks for a result the log does not tell, and for who you are', () => {
    const cut = log('Me', 'Rival', null, 1);
    const preview = previewPtcglPaste(cut);
    expect(planPtcglImport(preview, { date: '2025-05-05' }).problems).toEqual([
      { path: 'matches.0.results.0', message: PTCGL_RESULT_UNKNOWN },
    ]);
    const chosen = planPtcglImport(preview, { date: '2025-05-05', matches: [{ games: [0], results: ['win'] }] });
    expect(chosen.matches[0]!.input.games[0]!.result).toBe('win');
    const nobody = { ...preview, games: preview.games.map((g) => ({ ...g, me: null })) };
    expect(planPtcglImport(nobody, { date: '2025-05-05', matches: [{ games: [0] }] }).problems).toEqual([
      { path: 'matches.0.games', message: PTCGL_PLAYER_UNKNOWN },
    ]);
  });

  it('flags a log imported before as a duplicate', () => {
    const first = previewPtcglPaste(three);
    const imported = new Set([first.games[1]!.fingerprint]);
    const again = previewPtcglPaste(three, { importedFingerprints: imported });
    expect(planPtcglImport(again, { date: '2025-05-05', matches: [{ games: [0, 1, 2] }] }).duplicate).toBe(true);
  });

  it('groups nothing it cannot read', () => {
    expect(groupPtcglGames([])).toEqual([]);
  });
});
