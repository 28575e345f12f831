import { describe, expect, it } from 'vitest';
import { LIMITLESS_MESSAGES } from '../../../src/schemas/limitless.ts';
import { limitlessReviewSchema } from '../../../src/schemas/limitless.ts';
import { buildLimitlessReview, type LimitlessSource } from '../../../src/importers/limitless/review.ts';
import { limitlessRounds } from '../../../src/importers/limitless/rounds.ts';
import { readLimitlessPairings } from '../../../src/importers/limitless/upstream.ts';
import {
  context,
  DECK_IDS,
  noListDetailsJson,
  noListStandingsJson,
  source,
  TEAM_IDS,
  tcgDetailsJson,
  tcgPairingsJson,
  tcgStandingsJson,
  vgcDetailsJson,
  vgcPairingsJson,
  vgcStandingsJson,
} from './fixtures.ts';

const tcg = () => source(tcgDetailsJson, tcgStandingsJson, tcgPairingsJson);
const vgc = () => source(vgcDetailsJson, vgcStandingsJson, vgcPairingsJson);

function review(src: LimitlessSource, username: string, over = {}) {
  const answer = buildLimitlessReview(src, username, context(over));
  if (!answer.ok) throw new Error(answer.message);
  // What the server answers must pass the API's schema.
  expect(limitlessReviewSchema.parse(answer.review)).toEqual(answer.review);
  return answer.review;
}

describe('buildLimitlessReview (TCG)', () => {
  it('lists the rounds in order with labels, results and what is imported', () => {
    const r = review(tcg(), 'ASH');
    expect(r.player).toMatchObject({ username: 'ash', name: 'Ash Ketchum', placing: 2 });
    expect(
      r.rounds.map((x) => [
        x.label,
        x.kind,
        x.bestOf,
        x.result,
        x.doubleLoss,
        x.imported,
        x.resultOnly,
        x.opponent?.username ?? null,
      ]),
    ).toEqual([
      ['Round 1', 'swiss', 1, 'win', false, true, false, 'misty'],
      ['Round 2', 'swiss', 1, 'tie', false, true, true, 'brock'],
      ['Round 3', 'swiss', 1, 'loss', true, true, false, 'gary'],
      ['Round 4', 'swiss', 1, 'bye', false, true, true, null],
      ['Top 4', 'topcut', 3, 'win', false, true, true, 'josé_m'],
      ['Finals', 'topcut', 3, 'loss', false, true, true, 'cynthia'],
    ]);
    expect(r.matchCount).toBe(6);
    expect(r.day).toBe('2024-03-02');
    expect(r.alreadyImported).toBeNull();
    expect(r.rounds[0]).toMatchObject({ round: 1, phase: 1, table: 1 });
    expect(r.rounds[4]!.opponent).toEqual({
      username: 'josé_m',
      name: 'José Martínez',
      country: 'ES',
      archetype: {
        name: 'Raging Bolt ex',
        icons: ['raging-bolt', 'ogerpon'],
        sprites: ['raging-bolt', 'ogerpon'],
        categoryName: null,
      },
      team: [],
    });
  });

  it('shows an unreported round without importing it', () => {
    const r = review(tcg(), 'brock');
    expect(r.rounds.map((x) => [x.label, x.result, x.imported])).toEqual([
      ['Round 1', 'loss', true],
      ['Round 2', 'tie', true],
      ['Round 4', 'unreported', false],
    ]);
    expect(r.matchCount).toBe(2);
  });

  it('offers the player’s list as a deck named after the archetype, matched to the saved deck sharing most cards', () => {
    const { list } = review(tcg(), 'ash');
    expect(list).toMatchObject({
      kind: 'deck',
      available: true,
      suggestedName: 'Dragapult ex',
      cardCount: 36,
      pokemon: [],
      sprites: ['dragapult', 'pidgeot'],
      match: { id: DECK_IDS.dragapult, name: 'My Dragapult' },
    });
    expect(list.cards[0]).toEqual({ count: 4, name: 'Dreepy', set: 'TWM', number: '128', supertype: 'Pokémon' });
    // The printing on two lines is one card.
    expect(list.cards.filter((c) => c.name === 'Iono')).toEqual([
      { count: 4, name: 'Iono', set: 'PAL', number: '185', supertype: 'Trainer' },
    ]);
    expect(list.cards.at(-1)).toMatchObject({ name: 'Luminous Energy', supertype: 'Energy' });
  });

  it('offers no list for a player without one, proposing the active deck', () => {
    const { list } = review(tcg(), 'misty');
    expect(list).toMatchObject({ available: false, suggestedName: 'Gardevoir ex', cards: [], cardCount: 0 });
    expect(list.match).toEqual({ id: DECK_IDS.lugia, name: 'Lugia' });
    expect(review(tcg(), 'gary').list).toMatchObject({ suggestedName: 'Limitless deck', sprites: [] });
    expect(review(tcg(), 'misty', { activeDeckId: null }).list.match).toBeNull();
  });

  it('reads a tournament without decklists', () => {
    const r = review(source(noListDetailsJson, noListStandingsJson, tcgPairingsJson), 'ash');
    expect(r.tournament.hasDecklists).toBe(false);
    expect(r.list.available).toBe(false);
    expect(r.matchCount).toBe(6);
  });

  it('passes the earlier import through', () => {
    const alreadyImported = { groupId: 'group-1', importedAt: '2024-03-04T10:00:00.000Z' };
    const r = review(tcg(), 'ash', { alreadyImported });
    expect(r.alreadyImported).toEqual(alreadyImported);
    expect(r.tournament.imported).toEqual({ groupId: 'group-1' });
  });

  it('refuses another game, a player not in the standings and a player without rounds', () => {
    const onePiece = source({ ...tcgDetailsJson, game: 'OP' }, tcgStandingsJson, tcgPairingsJson);
    expect(buildLimitlessReview(onePiece, 'ash', context())).toEqual({
      ok: false,
      status: 400,
      message: LIMITLESS_MESSAGES.wrongGame,
    });
    expect(buildLimitlessReview(tcg(), 'nobody', context())).toEqual({
      ok: false,
      status: 404,
      message: LIMITLESS_MESSAGES.playerNotFound,
    });
    expect(buildLimitlessReview(tcg(), 'eve', context())).toMatchObject({ ok: true });
    const noPairings = source(tcgDetailsJson, tcgStandingsJson, []);
    expect(buildLimitlessReview(noPairings, 'ash', context())).toEqual({
      ok: false,
      status: 400,
      message: LIMITLESS_MESSAGES.noRounds,
    });
  });
});

describe('buildLimitlessReview (VGC)', () => {
  it('shows opponents with their teams and offers the team named after the tournament', () => {
    const r = review(vgc(), 'red');
    expect(r.rounds.map((x) => [x.label, x.bestOf, x.result, x.resultOnly, x.opponent?.name])).toEqual([
      ['Round 1', 3, 'win', true, 'Blue'],
      ['Round 2', 3, 'loss', true, 'Leaf'],
    ]);
    expect(r.rounds[0]!.opponent!.team).toEqual(['Miraidon', 'Iron Hands']);
    expect(r.list).toMatchObject({
      kind: 'team',
      available: true,
      suggestedName: 'Saffron Doubles Cup',
      cards: [],
      match: { id: TEAM_IDS.rain, name: 'Rain' },
    });
    expect(r.list.pokemon[0]).toEqual({
      species: 'Urshifu-Rapid-Strike',
      item: 'Choice Scarf',
      ability: 'Unseen Fist',
      tera: 'Water',
      moves: ['Surging Strikes', 'Close Combat', 'U-turn', 'Aqua Jet'],
    });
    expect(r.list.pokemon[4]).toMatchObject({ species: 'Calyrex-Shadow', tera: 'Normal' });
    expect(r.list.pokemon[4]!.moves).toHaveLength(4);
    expect(r.list.pokemon[5]).toMatchObject({ species: 'Amoonguss', tera: '' });
    expect(r.list.sprites).toContain('urshifu-rapid-strike');
  });

  it('proposes the active team when no saved team shares four species', () => {
    const r = review(vgc(), 'blue');
    expect(r.list.match).toEqual({ id: TEAM_IDS.sun, name: 'Sun' });
    expect(review(vgc(), 'leaf').list).toMatchObject({ available: false, pokemon: [] });
  });
});

describe('limitlessRounds', () => {
  const pairings = (list: unknown[]) => readLimitlessPairings(list)!.items;
  const topCut = [{ phase: 1, kind: 'topcut' as const, type: 'SINGLE_ELIMINATION', rounds: 3, bestOf: 3 as const }];

  it('sizes a top cut from its first round and halves it each round', () => {
    const p = (round: number, a: string, b: string) => ({ round, phase: 1, player1: a, player2: b, winner: a });
    const rounds = limitlessRounds(
      pairings([
        p(7, 'me', 'b'),
        p(7, 'c', 'd'),
        p(7, 'e', 'f'),
        p(7, 'g', 'h'),
        p(7, 'g', 'h'),
        p(8, 'me', 'c'),
        p(8, 'e', 'g'),
        p(9, 'e', 'me'),
      ]),
      'me',
      [],
      topCut,
    );
    expect(rounds.map((r) => r.label)).toEqual(['Top 8', 'Top 4', 'Finals']);
    expect(rounds[2]).toMatchObject({ result: 'loss', opponent: { username: 'e', name: 'e', archetype: null } });
  });

  it('labels a live bracket by its match labels, larger cut first', () => {
    const p = (match: string, b: string) => ({ round: 12, phase: 1, match, player1: 'me', player2: b, winner: 'me' });
    const rounds = limitlessRounds(pairings([p('T2-1', 'z'), p('T8-3', 'x'), p('T4-2', 'y')]), 'me', [], topCut);
    expect(rounds.map((r) => [r.label, r.opponent?.username])).toEqual([
      ['Top 8', 'x'],
      ['Top 4', 'y'],
      ['Finals', 'z'],
    ]);
  });

  it('treats a phase the details do not list as other rounds recorded as results only', () => {
    const rounds = limitlessRounds(
      pairings([{ round: 1, phase: 3, player1: 'me', player2: 'b', winner: 'b' }]),
      'me',
      [],
      [],
    );
    expect(rounds[0]).toMatchObject({ kind: 'other', label: 'Round 1', bestOf: 3, result: 'loss', resultOnly: true });
  });

  it('reads a winner on neither side as unreported, and prefers a reported duplicate', () => {
    const rounds = limitlessRounds(
      pairings([
        { round: 1, phase: 1, player1: 'me', player2: 'b' },
        { round: 1, phase: 1, player1: 'me', player2: 'b', winner: 'me' },
        { round: 2, phase: 1, player1: 'me', player2: 'c', winner: 'someone' },
      ]),
      'me',
      [],
      topCut,
    );
    expect(rounds.map((r) => r.result)).toEqual(['win', 'unreported']);
  });
});
