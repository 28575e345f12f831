/**
 * readPtcglLog beyond the fixture table (issue 12): texts that are not logs, cards seen, problems, and the real
 * third-party samples when they are present on this machine (they are never copied into the repository).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPtcglLog } from '../../../src/importers/ptcgl/index.ts';

const FIXTURES = join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

describe('texts that are not game logs', () => {
  const junk: [string, string][] = [
    ['empty', ''],
    ['spaces', '   \n\n\t  '],
    ['prose', 'I played Iono and then I won the coin toss. Great game, see you at the league!'],
    [
      'a deck list',
      'Pokémon: 3\n4 Charmander PAF 7\n3 Charizard ex OBF 125\n2 Pidgey MEW 16\nTrainer: 2\n4 Rare Candy SVI 191\n4 Ultra Ball SVI 196\nEnergy: 1\n8 Basic Fire Energy SVE 2',
    ],
    [
      'a Showdown replay',
      '|j|☆Ann\n|player|p1|Ann|1\n|teamsize|p1|6\n|gen|9\n|tier|[Gen 9] OU\n|start\n|switch|p1a: Kingambit|Kingambit, L50|100/100\n|turn|1\n|win|Ann',
    ],
    ['random bytes', Array.from({ length: 3000 }, (_, i) => String.fromCharCode((i * 7919) % 65535)).join('')],
    ['a megabyte of sentences', 'Lorem ipsum dolor sit amet. '.repeat(40000)],
  ];
  for (const [label, text] of junk) {
    it(`${label}: a reading that says it is not a log`, () => {
      const reading = readPtcglLog(text);
      expect(reading.isGameLog).toBe(false);
      expect(reading.notALogReason).toMatch(/\S/);
      expect(reading.players).toEqual([]);
    });
  }

  it('says why for empty text and deck lists', () => {
    expect(readPtcglLog('').notALogReason).toBe('The text is empty.');
    expect(readPtcglLog(junk[3]?.[1] ?? '').notALogReason).toMatch(/deck list/);
    expect(readPtcglLog('hello there. how are you.').notALogReason).toBe(
      'This text is not a Pokémon TCG Live game log.',
    );
  });

  it('never throws on odd input', () => {
    for (const text of [null, undefined, 42, {}, '\u0000\ufeff\r\r\n', 'Setup\n'.repeat(50000)] as unknown[]) {
      expect(() => readPtcglLog(text as string)).not.toThrow();
    }
  });
});

describe('cards and prizes', () => {
  const reading = readPtcglLog(fixture('en-old-headers-mulligan-prizes.txt'));

  it('lists cards per player with their uses', () => {
    const mine = reading.cards['Mistral_77'] ?? [];
    const charizard = mine.find((card) => card.name === 'Charizard ex');
    expect(charizard?.actions).toEqual(expect.arrayContaining(['drawn', 'evolved']));
    expect(mine.find((card) => card.name === 'Buddy-Buddy Poffin')?.actions).toEqual(
      expect.arrayContaining(['drawn', 'played']),
    );
    expect(mine.find((card) => card.name === 'Basic Fire Energy')?.actions).toContain('attached');
    const theirs = reading.cards['Ben Orchard'] ?? [];
    expect(theirs.find((card) => card.name === 'Kirlia')?.actions).toContain('evolved');
    expect(theirs.find((card) => card.name === 'Iono')?.actions).toEqual(
      expect.arrayContaining(['revealed', 'played']),
    );
  });

  it('counts attacks (a target and damage), not abilities, and links evolutions to what they evolved from', () => {
    const mine = reading.cards['Mistral_77'] ?? [];
    const charizard = mine.find((card) => card.name === 'Charizard ex');
    // Five `used Burning Darkness on … for … damage.` lines; `used Infernal Reign.` is an ability.
    expect(charizard).toMatchObject({ attacks: 5, evolvedFrom: ['Charmander'] });
    expect(charizard?.actions).toContain('attacked');
    const pidgeot = mine.find((card) => card.name === 'Pidgeot ex');
    expect(pidgeot?.attacks).toBeUndefined();
    expect(pidgeot?.actions).not.toContain('attacked');
    const theirs = reading.cards['Ben Orchard'] ?? [];
    expect(theirs.find((card) => card.name === 'Ralts')).toMatchObject({ attacks: 2 });
    expect(theirs.find((card) => card.name === 'Kirlia')).toMatchObject({ evolvedFrom: ['Ralts'] });
    expect(theirs.find((card) => card.name === 'Kirlia')?.actions).not.toContain('attacked');
  });

  it('reads attacks and evolutions in other languages, linked by the printed names', () => {
    const french = readPtcglLog(fixture('fr-prizes-mulligan.txt')).cards['Corbeau 3'] ?? [];
    // `a utilisé Force Miracle sur … et a infligé 190 dégâts.` is an attack, `a utilisé Psycho-Étreinte.` is not.
    expect(french.find((card) => card.name === 'Gardevoir-ex')).toMatchObject({
      englishName: 'Gardevoir ex',
      attacks: 1,
      evolvedFrom: ['Kirlia', 'Tarsal'],
    });
  });

  it('records every prize take in order with its turn, and the owner prize cards', () => {
    expect(reading.prizeOrder).toEqual([
      { player: 'Mistral_77', count: 1, turn: 3 },
      { player: 'Mistral_77', count: 1, turn: 5 },
      { player: 'Mistral_77', count: 1, turn: 7 },
      { player: 'Ben Orchard', count: 2, turn: 8 },
      { player: 'Mistral_77', count: 2, turn: 9 },
      { player: 'Mistral_77', count: 1, turn: 11 },
    ]);
    expect(reading.firstPrizeTakenBy).toBe('Mistral_77');
    expect(reading.ownerPrizeCards).toEqual([
      'Counter Catcher',
      'Super Rod',
      'Basic Fire Energy',
      'Lost Vacuum',
      'Iono',
      'Forest Seal Stone',
    ]);
    expect(reading.problems).toEqual([]);
  });

  it('reports a fact line it cannot place, not ordinary action lines', () => {
    const text = fixture('en-setup-only.txt').replace(
      'Nia_08 won the coin toss.',
      'Nia_08 won the coin toss.\nNia_08 took a Prize card because of a strange effect.',
    );
    const problems = readPtcglLog(text).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]?.text).toContain('strange effect');
  });
});

describe('card ids, flattened card lists, short texts and Spanish dialects', () => {
  it('drops card ids from card names and prize cards, and reads the same cards as without them', () => {
    const text = fixture('en-card-ids-sweep.txt');
    const withIds = readPtcglLog(text);
    const withoutIds = readPtcglLog(text.replace(/\(\S+?\) /g, ''));
    expect(withIds.cards).toEqual(withoutIds.cards);
    const names = Object.values(withIds.cards).flatMap((cards) => cards.map((card) => card.name));
    expect(names).toContain("Cynthia's Gible");
    expect(names.some((name) => name.includes('('))).toBe(false);
    expect(withIds.cards['Marlowe_7']?.find((card) => card.name === 'Dragapult ex')?.englishName).toBe('Dragapult ex');
  });

  it('cuts the next line off the last card of a flattened list where both sides name cards seen elsewhere', () => {
    const text = [
      'Setup',
      'Ann chose heads for the opening coin flip.',
      'Ann won the coin toss.',
      'Ann decided to go first.',
      'Ann drew 7 cards for the opening hand.',
      '- 7 drawn cards.',
      '   • Radiant Greninja, Basic Fire Energy, Nest Ball, Iono, Arven, Switch, Ultra Ball',
      'Bo drew 7 cards for the opening hand.',
      '- 7 drawn cards.',
      'Ann played Radiant Greninja to the Active Spot.',
      'Bo played Pikachu to the Active Spot.',
      '',
      "Ann's Turn",
      'Ann drew Basic Fire Energy.',
      'Ann played Ultra Ball.',
      '- Ann discarded 2 cards.',
      '   • Iono, Radiant Greninja',
      "Basic Fire Energy was discarded from Ann's Radiant Greninja.",
      'Ann ended their turn.',
    ].join('\n');
    const flat = readPtcglLog(text.replace(/\n/g, ' '));
    const names = (flat.cards['Ann'] ?? []).map((card) => card.name);
    expect(names).toEqual(readPtcglLog(text).cards['Ann']?.map((card) => card.name));
    expect(names).not.toContain('Greninja Basic Fire Energy');
  });

  it('reads a concession before the coin flip also flattened into one line, and without the final full stop', () => {
    for (const text of ['Setup Opponent conceded. Kestrel9 wins.', 'Setup Opponent conceded. Kestrel9 wins']) {
      const reading = readPtcglLog(text);
      expect([reading.isGameLog, reading.players, reading.winner, reading.endReason]).toEqual([
        true,
        ['Kestrel9'],
        'Kestrel9',
        'concede',
      ]);
      expect(reading.concededBy).toBeNull();
    }
  });

  it('tells Spanish dialects by the deck word, not by a hammer named Mazo', () => {
    const spain = fixture('es-pre-split-simple-past-baraja.txt');
    const hammers = spain.replace(
      'Tejón_44 jugó Super Ball.',
      'Tejón_44 jugó Mazo Aplastador.\nTejón_44 jugó Mazo Aplastador.',
    );
    expect(readPtcglLog(hammers).language).toBe('es');
    expect(readPtcglLog(spain.replace(/su baraja/g, 'su mazo')).language).toBe('es-419');
    expect(readPtcglLog(spain.replace(/- .+? barajó su baraja\.\n/g, '')).language).toBe('es-419');
  });
});

const SAMPLES = '/work/shared/samples/ptcgl-logs';

/** The sidecar of a sample, as its authors wrote it (`call` may read `heads (Kopf)`). */
interface SampleFacts {
  language: string;
  players: string[];
  log_owner: string;
  coin_flip_call: { player: string; call: string };
  coin_flip_winner: string;
  went_first: string;
  mulligans: Record<string, number>;
  prizes_taken: Record<string, number>;
  winner: string | null;
  end_reason: string | null;
  conceded_by: string | null;
}
const samples = existsSync(SAMPLES) ? readdirSync(SAMPLES).filter((file) => file.endsWith('.txt')) : [];

describe.skipIf(samples.length === 0)('real third-party samples (read in place, never copied)', () => {
  for (const file of samples) {
    it(file, () => {
      const facts = JSON.parse(readFileSync(join(SAMPLES, file.replace(/\.txt$/, '.json')), 'utf8')) as SampleFacts;
      const reading = readPtcglLog(readFileSync(join(SAMPLES, file), 'utf8'));
      expect(reading.language).toBe(facts.language);
      expect(reading.players).toEqual(facts.players);
      expect(reading.owner).toBe(facts.log_owner);
      expect(reading.coinFlip.caller).toBe(facts.coin_flip_call.player);
      expect(facts.coin_flip_call.call.startsWith(reading.coinFlip.call ?? '-')).toBe(true);
      expect(reading.coinFlip.winner).toBe(facts.coin_flip_winner);
      expect(reading.wentFirst).toBe(facts.went_first);
      expect(reading.mulligans).toEqual(facts.mulligans);
      expect(reading.prizesTaken).toEqual(facts.prizes_taken);
      expect(reading.winner).toBe(facts.winner);
      expect(reading.endReason).toBe(facts.end_reason);
      expect(reading.concededBy).toBe(facts.conceded_by);
      expect(reading.problems).toEqual([]);
    });
  }
});
