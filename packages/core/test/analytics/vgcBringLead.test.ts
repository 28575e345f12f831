import { describe, expect, it } from 'vitest';
import {
  vgcBringLead,
  vgcBringLeadAdvice,
  vgcBringLeadAdviceWithin,
  readOpponentSix,
} from '../../src/analytics/vgcBringLead.ts';
import type { BringLeadMatchLike } from '../../src/analytics/vgcBringLead.ts';
import { opponentSixFromText } from '../../src/analytics/opponentSixFromText.ts';
import { analyticsQuerySchema } from '../../src/schemas/analyticsQuery.ts';
import { bringLeadAdviceQuerySchema } from '../../src/schemas/vgcBringLeadApi.ts';
import { wilsonInterval } from '../../src/analytics/winRate.ts';

const SUN = ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Incineroar', 'Chi-Yu', 'Amoonguss'];

const matches: BringLeadMatchLike[] = [
  {
    _id: 'm1',
    opponentTeam: SUN,
    games: [
      {
        result: 'win',
        leadPokemon: ['Incineroar', 'Flutter Mane'],
        broughtPokemon: ['Incineroar', 'Flutter Mane', 'Urshifu-Rapid-Strike', 'Amoonguss'],
        opponentLeadPokemon: ['Torkoal', 'Lilligant-Hisui'],
        opponentBroughtPokemon: ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Incineroar'],
      },
      {
        result: 'loss',
        leadPokemon: ['Urshifu-Rapid-Strike', 'Amoonguss'],
        broughtPokemon: ['Incineroar', 'Flutter Mane', 'Urshifu-Rapid-Strike', 'Amoonguss'],
        opponentLeadPokemon: ['Torkoal', 'Flutter Mane'],
        opponentBroughtPokemon: ['Torkoal', 'Flutter Mane', 'Chi-Yu', 'Amoonguss'],
      },
      // Not counted: no result.
      { result: null, leadPokemon: ['Incineroar', 'Flutter Mane'], broughtPokemon: ['Incineroar'] },
    ],
  },
  {
    _id: 'm2',
    // Five of SUN (Chi-Yu swapped for Urshifu), with a Mega forme that folds into its species.
    opponentTeam: ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Incineroar', 'Urshifu', 'Amoonguss'],
    games: [
      {
        result: 'win',
        leadPokemon: ['Incineroar', 'Urshifu-Rapid-Strike'],
        broughtPokemon: ['Incineroar', 'Urshifu-Rapid-Strike', 'Flutter Mane', 'Rillaboom'],
        // Not recorded on their side.
        opponentLeadPokemon: [],
        opponentBroughtPokemon: [],
      },
    ],
  },
  {
    _id: 'm3',
    // Three of SUN only: not similar.
    opponentTeam: ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Calyrex-Shadow', 'Urshifu', 'Rillaboom'],
    games: [
      {
        result: 'loss',
        leadPokemon: ['Rillaboom', 'Flutter Mane'],
        broughtPokemon: ['Rillaboom', 'Flutter Mane', 'Incineroar', 'Amoonguss'],
        opponentLeadPokemon: ['Calyrex-Shadow', 'Torkoal'],
        opponentBroughtPokemon: ['Calyrex-Shadow', 'Torkoal', 'Urshifu', 'Rillaboom'],
      },
    ],
  },
];

describe('vgcBringLead: your Pokémon brought and led', () => {
  const figures = vgcBringLead(matches);
  const row = (name: string) => figures.pokemon.find((r) => r.pokemon === name)!;

  it('counts counted games only, with the games that recorded brought lists and leads', () => {
    expect(figures.games).toBe(4);
    expect(figures.gamesWithBrought).toBe(4);
    expect(figures.gamesWithLeads).toBe(4);
  });

  it('gives each Pokémon its record when brought and when it led, with a Wilson interval and the small flag', () => {
    const incineroar = row('Incineroar');
    expect(incineroar.brought).toMatchObject({ wins: 2, losses: 2, games: 4, rate: 0.5, small: true });
    expect(incineroar.brought.interval).toEqual(wilsonInterval(2, 4));
    expect(incineroar.led).toMatchObject({ wins: 2, losses: 0, games: 2, rate: 1 });
    expect(incineroar.broughtShare).toBe(1);
    expect(incineroar.ledShare).toBe(0.5);
    expect(row('Amoonguss').led).toMatchObject({ wins: 0, losses: 1, games: 1, rate: 0 });
  });

  it('keeps formes apart and sorts by games brought', () => {
    expect(row('Urshifu-Rapid-Strike').brought.games).toBe(3);
    expect(figures.pokemon.some((r) => r.pokemon === 'Urshifu')).toBe(false);
    expect(figures.pokemon.map((r) => r.brought.games)).toEqual(
      [...figures.pokemon.map((r) => r.brought.games)].sort((a, b) => b - a),
    );
  });
});

describe('vgcBringLead: opponent trends from the team previews', () => {
  const figures = vgcBringLead(matches);
  const row = (name: string) => figures.opponents.find((r) => r.pokemon === name)!;

  it('counts how often a previewed Pokémon was brought and led out of the games that recorded it', () => {
    const torkoal = row('Torkoal');
    expect(torkoal.faced).toMatchObject({ wins: 2, losses: 2, games: 4 });
    // m2 recorded neither their brought list nor their leads.
    expect(torkoal).toMatchObject({ brought: 3, broughtOf: 3, led: 3, ledOf: 3 });
    expect(torkoal.whenBrought).toMatchObject({ wins: 1, losses: 2 });
    const chiYu = row('Chi-Yu');
    expect(chiYu).toMatchObject({ brought: 1, broughtOf: 2, led: 0, ledOf: 2 });
    expect(chiYu.faced).toMatchObject({ wins: 1, losses: 1 });
    expect(figures.gamesWithPreview).toBe(4);
  });

  it('keeps Urshifu (preview) apart from Calyrex-Shadow and leaves Pokémon outside every preview out', () => {
    expect(row('Urshifu').faced.games).toBe(2);
    expect(row('Calyrex-Shadow').faced.games).toBe(1);
    expect(figures.opponents.some((r) => r.pokemon === 'Ogerpon')).toBe(false);
  });
});

describe('vgcBringLeadAdvice', () => {
  it('reads the matches whose preview shares at least four of the six', () => {
    const advice = vgcBringLeadAdvice(matches, SUN);
    expect(advice.sharedNeeded).toBe(4);
    expect(advice.matches).toEqual([
      { matchId: 'm1', shared: 6, opponentName: '', date: null, wins: 1, losses: 1 },
      { matchId: 'm2', shared: 5, opponentName: '', date: null, wins: 1, losses: 0 },
    ]);
    expect(advice.overall).toMatchObject({ wins: 2, losses: 1, games: 3 });
    expect(advice.games).toBe(3);
    const incineroar = advice.pokemon.find((r) => r.pokemon === 'Incineroar')!;
    expect(incineroar.brought).toMatchObject({ wins: 2, losses: 1 });
    expect(incineroar.led).toMatchObject({ wins: 2, losses: 0 });
    expect(advice.leadPairs.map((p) => [p.pokemon, p.games])).toEqual([
      [['Amoonguss', 'Urshifu-Rapid-Strike'], 1],
      [['Flutter Mane', 'Incineroar'], 1],
      [['Incineroar', 'Urshifu-Rapid-Strike'], 1],
    ]);
    expect(advice.opponentLed.find((r) => r.pokemon === 'Torkoal')).toMatchObject({ wins: 1, losses: 1 });
    expect(advice.opponentBrought.find((r) => r.pokemon === 'Chi-Yu')).toMatchObject({ wins: 0, losses: 1 });
  });

  it('needs exactly four in common: a match sharing three is left out, one sharing four is in', () => {
    const four = ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Rillaboom', 'Kingambit', 'Gholdengo'];
    expect(vgcBringLeadAdvice(matches, four).matches.map((m) => m.matchId)).toEqual(['m3']);
    const three = ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Kingambit', 'Gholdengo', 'Dondozo'];
    expect(vgcBringLeadAdvice(matches, three).matches).toEqual([]);
  });

  it('compares formes as the counting does: a Mega or Tera forme folds, Calyrex-Ice is not Calyrex-Shadow', () => {
    const withForms = [
      'Torkoal',
      'Lilligant-Hisui',
      'Flutter Mane',
      'Calyrex-Ice',
      'Urshifu-Rapid-Strike',
      'Rillaboom',
    ];
    // m3 shares Torkoal, Lilligant-Hisui, Flutter Mane and Rillaboom (Calyrex-Ice ≠ Calyrex-Shadow; Urshifu-Rapid-Strike ≠ Urshifu).
    expect(vgcBringLeadAdvice(matches, withForms).matches).toMatchObject([{ matchId: 'm3', shared: 4 }]);
    expect(
      readOpponentSix(['Charizard-Mega-Y', 'charizard', ' ', 'Ogerpon-Wellspring-Tera']).map((s) => s.base),
    ).toEqual(['Charizard', 'Ogerpon-Wellspring']);
  });

  it('with fewer than four names given, a match must share all of them', () => {
    const advice = vgcBringLeadAdvice(matches, ['Chi-Yu', 'Torkoal']);
    expect(advice.sharedNeeded).toBe(2);
    expect(advice.matches.map((m) => m.matchId)).toEqual(['m1']);
    expect(vgcBringLeadAdvice(matches, []).matches).toEqual([]);
  });

  it('applies the analytics filters within', () => {
    const dated = matches.map((m, i) => ({
      ...m,
      opponentName: ` Opp ${i} `,
      date: `2026-0${i + 1}-10`,
      format: i === 0 ? 'Reg H' : 'Reg G',
    }));
    expect(vgcBringLeadAdviceWithin(dated, SUN, { query: analyticsQuerySchema.parse({}) }).matches[0]).toMatchObject({
      opponentName: 'Opp 0',
      date: '2026-01-10',
    });
    const query = analyticsQuerySchema.parse({ format: 'reg g' });
    expect(vgcBringLeadAdviceWithin(dated, SUN, { query }).matches.map((m) => m.matchId)).toEqual(['m2']);
    const window = analyticsQuerySchema.parse({ to: '2026-01-31' });
    expect(vgcBringLeadAdviceWithin(dated, SUN, { query: window }).matches.map((m) => m.matchId)).toEqual(['m1']);
  });
});

describe('the advisor query and field', () => {
  it('reads the opponent as a comma list of 1 to 6 names and refuses other input with a clear message', () => {
    expect(bringLeadAdviceQuerySchema.parse({ opponent: 'Torkoal, Chi-Yu,,' }).opponent).toEqual(['Torkoal', 'Chi-Yu']);
    const none = bringLeadAdviceQuerySchema.safeParse({ opponent: ' , ' });
    expect(none.success ? null : none.error.issues[0]!.message).toBe("Enter at least one of the opponent's Pokémon");
    const seven = bringLeadAdviceQuerySchema.safeParse({ opponent: 'a,b,c,d,e,f,g' });
    expect(seven.success ? null : seven.error.issues[0]!.message).toBe("Enter at most 6 of the opponent's Pokémon");
  });

  it('takes names, a Showdown paste or a replay log', () => {
    expect(opponentSixFromText('Torkoal, Lilligant-Hisui / Flutter Mane\nIncineroar')).toEqual({
      source: 'names',
      names: ['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Incineroar'],
    });
    const paste = [
      'Torkoal @ Charcoal',
      'Ability: Drought',
      '- Eruption',
      '',
      'Sun Flower (Lilligant-Hisui) (F) @ Focus Sash',
      'Ability: Chlorophyll',
      'Tera Type: Fire',
      '- Close Combat',
    ].join('\n');
    expect(opponentSixFromText(paste)).toEqual({ source: 'paste', names: ['Torkoal', 'Lilligant-Hisui'] });
    const log = [
      '|player|p1|Alice|1|',
      '|player|p2|Bob|2|',
      '|gametype|doubles',
      '|gen|9',
      '|tier|[Gen 9] VGC 2024 Reg G',
      '|poke|p1|Incineroar, L50, M|',
      '|poke|p1|Rillaboom, L50, M|',
      '|poke|p1|Urshifu-*, L50, M|',
      '|poke|p1|Amoonguss, L50, F|',
      '|poke|p2|Torkoal, L50, M|',
      '|poke|p2|Lilligant-Hisui, L50, F|',
      '|poke|p2|Flutter Mane, L50|',
      '|poke|p2|Chi-Yu, L50|',
      '|teampreview',
      '|start',
      '|switch|p1a: Incineroar|Incineroar, L50, M|100/100',
      '|switch|p1b: Rillaboom|Rillaboom, L50, M|100/100',
      '|switch|p2a: Torkoal|Torkoal, L50, M|100/100',
      '|switch|p2b: Lilligant|Lilligant-Hisui, L50, F|100/100',
      '|turn|1',
      '|win|Alice',
    ].join('\n');
    const mine = [
      {
        _id: 't',
        name: 'Mine',
        format: '',
        pokemon: ['Incineroar', 'Rillaboom', 'Urshifu', 'Amoonguss'].map((species) => ({ species })),
      },
    ];
    const reading = opponentSixFromText(log, { teams: mine });
    expect(reading.source).toBe('replay');
    expect(reading.opponentPlayer).toBe('Bob');
    expect(reading.names).toEqual(['Torkoal', 'Lilligant-Hisui', 'Flutter Mane', 'Chi-Yu']);
  });
});
