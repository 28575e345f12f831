import { describe, expect, it } from 'vitest';
import {
  filterCardGames,
  tcgCardGamesBehind,
  tcgCardImpact,
  twoProportionZ,
  type TcgCardGame,
} from '../../src/analytics/tcgCardImpact.ts';
import { ownTurn, type TcgGameCardFacts } from '../../src/analytics/tcgCardFacts.ts';
import { tcgOpenings, tcgTempo } from '../../src/analytics/tcgTempo.ts';
import { evolutionStage } from '../../src/rules/evolutionFamilies.ts';

function facts(overrides: Partial<TcgGameCardFacts> = {}): TcgGameCardFacts {
  return {
    you: [],
    opp: [],
    hand: [],
    mulligans: 0,
    firstAttack: null,
    firstKnockOut: null,
    firstPrize: null,
    stage2ByTurn2: false,
    ...overrides,
  };
}

let n = 0;
function game(result: string, f: Partial<TcgGameCardFacts>, extra: Partial<TcgCardGame> = {}): TcgCardGame {
  n++;
  return {
    matchId: `m${String(n).padStart(3, '0')}`,
    game: 0,
    date: `2026-01-${String((n % 28) + 1).padStart(2, '0')}`,
    opponentDeck: 'Gardevoir ex',
    result,
    wentFirst: true,
    facts: facts(f),
    ...extra,
  };
}

describe('own turns', () => {
  it('counts a player’s own turns from the log’s global turns', () => {
    expect([1, 2, 3, 4, 5].map((t) => ownTurn(t, true))).toEqual([1, 1, 2, 2, 3]);
    expect([1, 2, 3, 4, 5].map((t) => ownTurn(t, false))).toEqual([0, 1, 1, 2, 2]);
    expect(ownTurn(0, true)).toBe(0);
  });
});

describe('card impact', () => {
  it('compares games where a card was used by each turn with the games where it was not', () => {
    const games = [
      game('win', { you: [['Iono', 1, 1]] }),
      game('win', { you: [['Iono', 2, 2]] }),
      game('loss', { you: [['Iono', 3, 1]] }),
      game('loss', { you: [['Iono', null, 0]] }),
      game('tie', { you: [['Iono', 1, 1]] }),
    ];
    const impact = tcgCardImpact(games, 'you');
    expect(impact.games).toBe(4);
    const iono = impact.rows.find((r) => r.card === 'Iono')!;
    expect(iono.buckets.turn1.with).toMatchObject({ wins: 1, losses: 0 });
    expect(iono.buckets.turn1.without).toMatchObject({ wins: 1, losses: 2 });
    expect(iono.buckets.turn2.with).toMatchObject({ wins: 2, losses: 0 });
    expect(iono.buckets.any.with).toMatchObject({ wins: 2, losses: 1 });
    expect(iono.buckets.any.without).toMatchObject({ wins: 0, losses: 1 });
    expect(iono.buckets.turn2.difference).toBeCloseTo(1);
    // Four games: never "not chance".
    expect(iono.buckets.turn2.likely).toBe(false);
    expect(iono.score).toBe(0);
  });

  it('ranks a difference unlikely to be chance first, and only with 10+ games each side', () => {
    const games: TcgCardGame[] = [];
    for (let i = 0; i < 20; i++)
      games.push(
        game(i < 17 ? 'win' : 'loss', {
          you: [
            ['Boss’s Orders', 2, 1],
            ['Nest Ball', 1, 1],
          ],
        }),
      );
    for (let i = 0; i < 20; i++) games.push(game(i < 5 ? 'win' : 'loss', { you: [['Nest Ball', 1, 1]] }));
    const rows = tcgCardImpact(games, 'you').rows;
    expect(rows[0]!.card).toBe('Boss’s Orders');
    expect(rows[0]!.buckets.turn2.likely).toBe(true);
    expect(rows[0]!.buckets.turn2.z).toBeGreaterThan(1.96);
    // Nest Ball is in every game: nothing to compare with.
    expect(rows[1]!.buckets.any.without.games).toBe(0);
    expect(rows[1]!.buckets.any.z).toBeNull();
  });

  it('reads the opponent’s cards the same way and lists the games behind a number', () => {
    const games = [
      game('loss', { opp: [['Iono', 2, 1]] }, { date: '2026-02-01' }),
      game('win', { opp: [['Iono', 4, 1]] }, { date: '2026-02-03' }),
      game('win', { opp: [] }, { date: '2026-02-02' }),
    ];
    const row = tcgCardImpact(games, 'opp').rows[0]!;
    expect(row.buckets.turn2.with).toMatchObject({ wins: 0, losses: 1 });
    const behind = tcgCardGamesBehind(games, { side: 'opp', card: 'Iono', bucket: 'turn2', used: false });
    expect(behind.map((g) => g.date)).toEqual(['2026-02-03', '2026-02-02']);
  });

  it('filters by going first or second and by opponent archetype, ignoring case', () => {
    const games = [
      game('win', {}, { wentFirst: true, opponentDeck: 'Dragapult ex' }),
      game('loss', {}, { wentFirst: false, opponentDeck: 'dragapult EX ' }),
      game('loss', {}, { wentFirst: null, opponentDeck: 'Gholdengo ex' }),
      game('tie', {}, { wentFirst: true, opponentDeck: 'Dragapult ex' }),
    ];
    expect(filterCardGames(games)).toHaveLength(3);
    expect(filterCardGames(games, { wentFirst: false })).toHaveLength(1);
    expect(filterCardGames(games, { opponentDeck: 'Dragapult ex' })).toHaveLength(2);
  });

  it('two-proportion z', () => {
    expect(twoProportionZ(5, 10, 5, 10)).toBe(0);
    expect(twoProportionZ(0, 0, 1, 2)).toBeNull();
    expect(twoProportionZ(10, 10, 10, 10)).toBeNull();
    expect(twoProportionZ(9, 10, 1, 10)!).toBeGreaterThan(3);
  });
});

describe('tempo and openings', () => {
  it('rates games by the turn of their first attack, knock-out and prize, and Stage 2 by turn 2', () => {
    const games = [
      game('win', { firstAttack: 1, firstKnockOut: 2, firstPrize: 2, stage2ByTurn2: true }),
      game('win', { firstAttack: 2, firstKnockOut: 5, firstPrize: 5 }),
      game('loss', { firstAttack: null }),
    ];
    const tempo = tcgTempo(games);
    expect(tempo.games).toBe(3);
    const attack = tempo.milestones.firstAttack;
    expect(attack.rows.find((r) => r.turn === '1')!.split).toMatchObject({ wins: 1, losses: 0 });
    expect(attack.rows.find((r) => r.turn === 'never')!.split).toMatchObject({ wins: 0, losses: 1 });
    expect(attack.average).toBe(1.5);
    expect(tempo.milestones.firstPrize.rows.find((r) => r.turn === '4+')!.split.games).toBe(1);
    expect(tempo.stage2ByTurn2.yes).toMatchObject({ wins: 1, losses: 0 });
  });

  it('compares opening hands with and without a card, over games whose hand is shown', () => {
    const games = [
      game('win', { hand: ['Ralts', 'Arven', 'Arven'] }),
      game('loss', { hand: ['Ralts'], mulligans: 1 }),
      game('win', { hand: [] }),
    ];
    const openings = tcgOpenings(games);
    expect(openings.gamesWithHand).toBe(2);
    expect(openings.cards[0]).toMatchObject({ card: 'Ralts', with: { wins: 1, losses: 1 }, without: { games: 0 } });
    expect(openings.cards.find((c) => c.card === 'Arven')).toMatchObject({ with: { wins: 1 }, without: { losses: 1 } });
    expect(openings.mulligan.afterMulligan).toMatchObject({ wins: 0, losses: 1 });
    expect(openings.mulligan.none).toMatchObject({ wins: 2, losses: 0 });
  });
});

describe('evolution stage', () => {
  it('reads the card-game stage of the species a card name holds, babies not counted', () => {
    expect(evolutionStage('Gardevoir ex')).toBe(2);
    expect(evolutionStage('Kirlia')).toBe(1);
    expect(evolutionStage('Ralts')).toBe(0);
    expect(evolutionStage('Raichu')).toBe(1);
    expect(evolutionStage('Dragapult ex')).toBe(2);
    expect(evolutionStage('Iono')).toBeNull();
  });
});
