import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CategoryRules } from '../../../src/analytics/categorize.ts';
import { detectArchetype } from '../../../src/importers/ptcgl/archetype.ts';
import { readPtcglLog } from '../../../src/importers/ptcgl/readPtcglLog.ts';
import type { PtcglCardAction, PtcglCardSeen } from '../../../src/importers/ptcgl/types.ts';

/** How a card was used: attacks made, the cards it was evolved from, and the other actions (default: played). */
interface Use {
  attacks?: number;
  from?: string[];
  actions?: PtcglCardAction[];
}

function card(
  name: string,
  englishName: string | null,
  species: string | null,
  mentions: number,
  use: Use = {},
): PtcglCardSeen {
  const actions: PtcglCardAction[] = [...(use.actions ?? ['played'])];
  if (use.from) actions.push('evolved');
  if (use.attacks) actions.push('attacked');
  return {
    name,
    englishName,
    species,
    mentions,
    actions,
    firstUsedTurn: null,
    ...(use.attacks ? { attacks: use.attacks } : {}),
    ...(use.from ? { evolvedFrom: use.from } : {}),
  };
}
/** An English card: its printed name is its English name. */
const en = (name: string, species: string, mentions: number, use: Use = {}) => card(name, name, species, mentions, use);
const cat = (_id: string, name: string, keywords: string[], coreCards: string[] = []): CategoryRules => ({
  _id,
  name,
  keywords,
  coreCards,
});

const categories: CategoryRules[] = [
  cat('bolt', 'Raging Bolt', ['raging bolt'], ['Raging Bolt ex', 'Teal Mask Ogerpon ex']),
  cat('ogerpon', 'Teal Mask Ogerpon', ['teal mask ogerpon']),
  cat('box', 'Ogerpon Box', ['ogerpon box']),
  cat('pult', 'Dragapult', ['dragapult']),
  cat('fez', 'Fezandipiti', ['fezandipiti']),
  cat('pao', 'Chien-Pao Baxcalibur', ['chien pao baxcalibur']),
  cat('garde', 'Gardevoir', ['gardevoir']),
  cat('lost', 'Lost Box', ['lost box', 'comfey'], ['Comfey', "Colress's Experiment"]),
  cat('toolbox', 'Lost Toolbox', ['toolbox'], ['Sableye', 'Comfey', "Colress's Experiment"]),
  cat('chomp', "Cynthia's Garchomp", ["cynthia's garchomp"]),
  cat('zard', 'Charizard', ['charizard']),
  cat('zardex', 'Charizard ex', ['charizard ex']),
  cat('pidgeot', 'Pidgeot', ['pidgeot']),
];

describe('detectArchetype', () => {
  it('names the category of a German Raging Bolt log, with all its core cards seen', () => {
    const cards = [
      card('Türkisgrüne-Maske-Ogerpon-ex', 'Teal Mask Ogerpon ex', 'Ogerpon', 6),
      card('Strahlendes Quajutsu', 'Radiant Greninja', 'Greninja', 2),
      card('Furienblitz-ex', 'Raging Bolt ex', 'Raging Bolt', 5),
      card('Nestball', 'Nest Ball', null, 3),
      card('Basis-Kampf-Energie', 'Basic Fighting Energy', null, 4),
    ];
    // Importances (mentions + 3 for a rule box): Raging Bolt ex 8, Ogerpon 9, Radiant Greninja 2 (not a rule box).
    // Raging Bolt: keyword line 8 + core cards 8 + 9 = 25, against Teal Mask Ogerpon's 9. Sprites: the keyword's
    // line, then the core cards' Pokémon.
    expect(detectArchetype(cards, categories)).toEqual({
      categoryId: 'bolt',
      name: 'Raging Bolt',
      pokemon: ['Raging Bolt', 'Ogerpon'],
      confidence: 'strong',
    });
  });

  it('weighs categories by how much their Pokémon were used', () => {
    const cards = [
      card('Fezandipiti ex', 'Fezandipiti ex', 'Fezandipiti', 2),
      card('Dreepy', 'Dreepy', 'Dreepy', 3),
      card('Drakloak', 'Drakloak', 'Drakloak', 2),
      card('Dragapult ex', 'Dragapult ex', 'Dragapult', 8),
    ];
    expect(detectArchetype(cards, categories)).toEqual({
      categoryId: 'pult',
      name: 'Dragapult',
      // Dragapult ex 8 + 3 = 11 against Fezandipiti ex 2 + 3 = 5; Fezandipiti ex never attacked: no co-star sprite.
      pokemon: ['Dragapult'],
      confidence: 'strong',
    });
    const zard = [card('Pidgeot ex', 'Pidgeot ex', 'Pidgeot', 3), card('Charizard ex', 'Charizard ex', 'Charizard', 7)];
    // Charizard and Charizard ex weigh 7 + 3 each: the longer keyword wins.
    expect(detectArchetype(zard, categories).categoryId).toBe('zardex');
  });

  it('matches a keyword naming several Pokémon when each was shown', () => {
    const both = [
      card('Chien-Pao ex', 'Chien-Pao ex', 'Chien-Pao', 3),
      card('Frigibax', 'Frigibax', 'Frigibax', 1),
      card('Baxcalibur', 'Baxcalibur', 'Baxcalibur', 2),
    ];
    expect(detectArchetype(both, categories)).toEqual({
      categoryId: 'pao',
      name: 'Chien-Pao Baxcalibur',
      pokemon: ['Chien-Pao', 'Baxcalibur'],
      confidence: 'strong',
    });
    const one = [card('Chien-Pao ex', 'Chien-Pao ex', 'Chien-Pao', 3)];
    expect(detectArchetype(one, categories)).toEqual({
      categoryId: null,
      name: 'Chien-Pao ex',
      pokemon: ['Chien-Pao'],
      confidence: 'weak',
    });
  });

  it('is weak when the archetype was barely shown', () => {
    const cards = [card('Ralts', 'Ralts', 'Ralts', 2), card('Gardevoir-ex', 'Gardevoir ex', 'Gardevoir', 1)];
    expect(detectArchetype(cards, categories)).toEqual({
      categoryId: 'garde',
      name: 'Gardevoir',
      pokemon: ['Gardevoir'],
      confidence: 'weak',
    });
  });

  it('uses core cards, Trainers included, and prefers them on equal weight', () => {
    const cards = [
      card('Comfey', 'Comfey', 'Comfey', 4),
      card("Colress's Experiment", "Colress's Experiment", null, 2),
      card('Sableye', 'Sableye', 'Sableye', 1),
    ];
    // Lost Box: keyword comfey 4 + core 4 + 2 = 10; Lost Toolbox: core only, 1 + 4 + 2 = 7.
    expect(detectArchetype(cards, categories)).toMatchObject({ categoryId: 'lost', confidence: 'strong' });
    const onlyToolbox = [cat('toolbox', 'Lost Toolbox', ['toolbox'], ['Sableye', 'Comfey', "Colress's Experiment"])];
    expect(detectArchetype(cards, onlyToolbox)).toEqual({
      categoryId: 'toolbox',
      name: 'Lost Toolbox',
      pokemon: ['Comfey', 'Sableye'],
      confidence: 'strong',
    });
  });

  it('works from the English name of any language and falls back to the species', () => {
    const translated = [card('Garchomp-ex di Camilla', "Cynthia's Garchomp ex", 'Garchomp', 4)];
    expect(detectArchetype(translated, categories)).toMatchObject({ categoryId: 'chomp', confidence: 'strong' });
    const untranslated = [card('Garchomp-ex di Qualcuno', null, 'Garchomp', 4)];
    expect(detectArchetype(untranslated, categories)).toEqual({
      categoryId: null,
      name: 'Garchomp',
      pokemon: ['Garchomp'],
      confidence: 'weak',
    });
  });

  it('names the most important Pokémon when no category matches', () => {
    const cards = [
      card('Miraidon ex', 'Miraidon ex', 'Miraidon', 3),
      card('Iron Hands ex', 'Iron Hands ex', 'Iron Hands', 5),
      card('Miraidon', 'Miraidon', 'Miraidon', 3),
    ];
    // Iron Hands ex 5 + 3 = 8, Miraidon ex 3 + 3 = 6 (it neither attacked nor was evolved into: no co-star), Miraidon 3.
    expect(detectArchetype(cards, categories)).toEqual({
      categoryId: null,
      name: 'Iron Hands ex',
      pokemon: ['Iron Hands'],
      confidence: 'weak',
    });
    expect(detectArchetype(cards, [])).toMatchObject({ name: 'Iron Hands ex', confidence: 'weak' });
  });

  it('is Unknown when no Pokémon was shown', () => {
    const unknown = { categoryId: null, name: 'Unknown', pokemon: [], confidence: 'unknown' };
    expect(detectArchetype([], categories)).toEqual(unknown);
    expect(detectArchetype([card('Ultra Ball', 'Ultra Ball', null, 2)], categories)).toEqual(unknown);
  });

  it('does not depend on the order of the categories', () => {
    const ties = [cat('z', 'Zeta', ['miraidon']), cat('y', 'alpha', ['MIRAIDON'])];
    const cards = [card('Miraidon ex', 'Miraidon ex', 'Miraidon', 3)];
    expect(detectArchetype(cards, ties).categoryId).toBe('y');
    expect(detectArchetype(cards, [...ties].reverse()).categoryId).toBe('y');
  });
});

/*
 * Importance (pokemonLines.ts): mentions + 5 per attack + 3 when evolved into + 3 for a rule box; a line weighs the
 * sum of its members. Every expectation below is worked out by hand in the comment above it.
 */
describe('naming a deck as players do, without categories', () => {
  const charmander = en('Charmander', 'Charmander', 6);
  const pidgey = en('Pidgey', 'Pidgey', 3);

  it('names Charizard ex / Pidgeot ex by its attacker, however often Pidgeot ex is mentioned', () => {
    const cards = [
      charmander,
      pidgey,
      en('Charizard ex', 'Charizard', 9, { attacks: 4, from: ['Charmander'] }),
      en('Pidgeot ex', 'Pidgeot', 10, { from: ['Pidgey'] }),
    ];
    // Charizard ex 9 + 20 + 3 + 3 = 35, line with Charmander 41; Pidgeot ex 10 + 3 + 3 = 16, line with Pidgey 19.
    // Pidgeot ex did not attack: a co-star needs half of 41 (20.5).
    expect(detectArchetype(cards, [])).toEqual({
      categoryId: null,
      name: 'Charizard ex',
      pokemon: ['Charizard'],
      confidence: 'weak',
    });
  });

  it('adds Pidgeot ex when it attacked too', () => {
    const cards = [
      charmander,
      pidgey,
      en('Charizard ex', 'Charizard', 10, { attacks: 3, from: ['Charmander'] }),
      en('Pidgeot ex', 'Pidgeot', 8, { attacks: 1, from: ['Pidgey'] }),
    ];
    // Charizard line 6 + (10 + 15 + 6) = 37; Pidgeot line 3 + (8 + 5 + 6) = 22, an evolution that attacked: a third
    // of 37 (12.3) is enough.
    expect(detectArchetype(cards, [])).toEqual({
      categoryId: null,
      name: 'Charizard ex / Pidgeot ex',
      pokemon: ['Charizard', 'Pidgeot'],
      confidence: 'weak',
    });
  });

  it('counts the Dragapult line to its final stage, and leaves a closing Fezandipiti ex out', () => {
    const cards = [
      en('Dreepy', 'Dreepy', 8, { attacks: 1 }),
      en('Budew', 'Budew', 4, { actions: ['searched'] }),
      en('Drakloak', 'Drakloak', 4, { from: ['Dreepy'] }),
      en('Dragapult ex', 'Dragapult', 5, { attacks: 1, from: ['Drakloak'] }),
      en('Fezandipiti ex', 'Fezandipiti', 4, { attacks: 1 }),
    ];
    // Dragapult line: Dreepy 8 + 5 = 13, Drakloak 4 + 3 = 7, Dragapult ex 5 + 5 + 6 = 16 → 36 (Dreepy alone had the
    // most mentions). Fezandipiti ex 4 + 5 + 3 = 12: a basic that attacked needs half of 36 (18).
    expect(detectArchetype(cards, [])).toMatchObject({ name: 'Dragapult ex', pokemon: ['Dragapult'] });
  });

  it('names Gardevoir ex over the Kirlia that drew the cards', () => {
    const ralts = en('Ralts', 'Ralts', 17);
    const kirlia = en('Kirlia', 'Kirlia', 14, { attacks: 1, from: ['Ralts'] });
    // Rare Candy: Ralts evolved straight into Gardevoir ex, and into a Kirlia that never evolved.
    const candied = [ralts, kirlia, en('Gardevoir ex', 'Gardevoir', 8, { from: ['Ralts'] })];
    // Ralts goes to its rule-box evolution: Gardevoir line 17 + (8 + 6) = 31; Kirlia 14 + 5 + 3 = 22 (not a rule box).
    expect(detectArchetype(candied, [])).toMatchObject({ name: 'Gardevoir ex', pokemon: ['Gardevoir'] });
    // Kirlia evolving into Gardevoir ex too joins them into one line: 17 + 22 + 14 = 53.
    const chained = [ralts, kirlia, en('Gardevoir ex', 'Gardevoir', 8, { from: ['Ralts', 'Kirlia'] })];
    expect(detectArchetype(chained, [])).toMatchObject({ name: 'Gardevoir ex', pokemon: ['Gardevoir'] });
  });

  it('names a Lost Box-like deck of single-prize attackers after the one that attacked most', () => {
    const cards = [
      en('Comfey', 'Comfey', 12),
      en('Sableye', 'Sableye', 5, { attacks: 2 }),
      en('Cramorant', 'Cramorant', 6, { attacks: 3 }),
      en('Radiant Charizard', 'Charizard', 3, { attacks: 1 }),
      en('Iron Hands ex', 'Iron Hands', 2, { actions: ['searched'] }),
    ];
    // Cramorant 6 + 15 = 21, Sableye 5 + 10 = 15, Comfey 12 (its ability every turn), Radiant Charizard 3 + 5 = 8
    // (Radiant is no rule box), Iron Hands ex 2 + 3 = 5, only searched: no co-star.
    expect(detectArchetype(cards, [])).toMatchObject({ name: 'Cramorant', pokemon: ['Cramorant'] });
  });

  it('names a deck that only showed a basic after that basic', () => {
    const cards = [en('Dreepy', 'Dreepy', 2), card('Nest Ball', 'Nest Ball', null, 1)];
    const named = { categoryId: null, name: 'Dreepy', pokemon: ['Dreepy'], confidence: 'weak' };
    expect(detectArchetype(cards, [])).toEqual(named);
    // Issue 29: a category naming a later stage takes it by family, weakly (Dragapult never showed); one that lists
    // the basic as a keyword takes it as shown.
    expect(detectArchetype(cards, [cat('pult', 'Dragapult', ['dragapult'])])).toEqual({
      categoryId: 'pult',
      name: 'Dragapult',
      pokemon: ['Dragapult'],
      confidence: 'weak',
    });
    expect(detectArchetype(cards, [cat('pult', 'Dragapult', ['dragapult', 'dreepy'])])).toMatchObject({
      categoryId: 'pult',
      name: 'Dragapult',
    });
  });

  it('names localised logs in English, linking evolutions by their printed names', () => {
    const german = [
      card('Glumanda', 'Charmander', 'Charmander', 5),
      card('Glurak-ex', 'Charizard ex', 'Charizard', 7, { attacks: 2, from: ['Glumanda'] }),
      card('Taubsi', 'Pidgey', 'Pidgey', 3),
      card('Tauboss-ex', 'Pidgeot ex', 'Pidgeot', 6, { attacks: 1, from: ['Taubsi'] }),
    ];
    // Charizard line 5 + (7 + 10 + 6) = 28; Pidgeot line 3 + (6 + 5 + 6) = 20 ≥ 28 / 3.
    expect(detectArchetype(german, [])).toMatchObject({
      name: 'Charizard ex / Pidgeot ex',
      pokemon: ['Charizard', 'Pidgeot'],
    });
    const french = [
      card('Tarsal', 'Ralts', 'Ralts', 9),
      card('Gardevoir-ex', 'Gardevoir ex', 'Gardevoir', 6, { attacks: 2, from: ['Tarsal'] }),
      // A form word the tables do not know: no English name, so the species names it, and `-ex` still makes it a
      // rule box (3 + 0 + 3 = 6, below half of 9 + 6 + 10 + 6 = 31).
      card('Mew-ex de Quelquun', null, 'Mew', 3),
    ];
    expect(detectArchetype(french, [])).toMatchObject({ name: 'Gardevoir ex', pokemon: ['Gardevoir'] });
    expect(detectArchetype([french[2]!], [])).toMatchObject({ name: 'Mew', pokemon: ['Mew'] });
  });

  it('names Raging Bolt ex / Ogerpon ex when both attacked, and never lists one species twice', () => {
    const cards = [
      en('Raging Bolt ex', 'Raging Bolt', 8, { attacks: 4 }),
      en('Teal Mask Ogerpon ex', 'Ogerpon', 12, { attacks: 1 }),
    ];
    // Raging Bolt ex 8 + 20 + 3 = 31; Ogerpon 12 + 5 + 3 = 20, a basic: half of 31 (15.5) is enough.
    expect(detectArchetype(cards, [])).toMatchObject({
      name: 'Raging Bolt ex / Teal Mask Ogerpon ex',
      pokemon: ['Raging Bolt', 'Ogerpon'],
    });
    // Lugia V and Lugia VSTAR without the evolution line in the log: one species, one name.
    const lugia = [en('Lugia VSTAR', 'Lugia', 6, { attacks: 2 }), en('Lugia V', 'Lugia', 5, { attacks: 1 })];
    expect(detectArchetype(lugia, [])).toMatchObject({ name: 'Lugia VSTAR', pokemon: ['Lugia'] });
  });
});

describe('categories weighed by importance', () => {
  const rules = [cat('bolt', 'Raging Bolt', ['raging bolt']), cat('squawk', 'Squawkabilly Box', ['squawkabilly'])];

  it('prefers the category of the main attacker over one matched by a benched Pokémon mentioned more', () => {
    const cards = [en('Squawkabilly ex', 'Squawkabilly', 7), en('Raging Bolt ex', 'Raging Bolt', 5, { attacks: 3 })];
    // Raging Bolt ex 5 + 15 + 3 = 23 against Squawkabilly ex 7 + 3 = 10 (by mentions alone it was 5 against 7).
    expect(detectArchetype(cards, rules)).toEqual({
      categoryId: 'bolt',
      name: 'Raging Bolt',
      pokemon: ['Raging Bolt'],
      confidence: 'strong',
    });
  });

  it('gives a keyword the whole evolution line of the card it matched', () => {
    const cards = [
      en('Dreepy', 'Dreepy', 6),
      en('Dragapult ex', 'Dragapult', 2, { attacks: 1, from: ['Dreepy'] }),
      en('Fezandipiti ex', 'Fezandipiti', 9, { attacks: 1 }),
    ];
    // Dragapult line 6 + (2 + 5 + 6) = 19 against Fezandipiti ex 9 + 5 + 3 = 17; Fezandipiti ex is a co-star of the
    // name (17 ≥ 19 / 2), so it is the second sprite after the category's own line.
    expect(detectArchetype(cards, categories)).toEqual({
      categoryId: 'pult',
      name: 'Dragapult',
      pokemon: ['Dragapult', 'Fezandipiti'],
      confidence: 'strong',
    });
  });
});

describe('archetypes of real logs', () => {
  const FIXTURES = join(import.meta.dirname, 'fixtures');
  const archetypes = (file: string) => {
    const reading = readPtcglLog(readFileSync(join(FIXTURES, file), 'utf8'));
    return Object.fromEntries(reading.players.map((p) => [p, detectArchetype(reading.cards[p] ?? [], []).name]));
  };

  it('names each deck after its attacker or final stage, in any language', () => {
    // Charizard ex attacked five times; Pidgeot ex only searched (Quick Search). The Gardevoir deck never showed
    // Gardevoir ex: its Ralts line ends in Kirlia, and Fezandipiti ex (one attack, a basic) stays below half of it.
    expect(archetypes('en-old-headers-mulligan-prizes.txt')).toEqual({
      'Ben Orchard': 'Kirlia',
      Mistral_77: 'Charizard ex',
    });
    expect(archetypes('en-new-headers-log-word-names-opponent-concedes.txt')).toEqual({
      'player 2': 'Gholdengo ex',
      Turn: 'Dragapult ex',
    });
    expect(archetypes('fr-prizes-mulligan.txt')).toEqual({
      'Corbeau 3': 'Gardevoir ex',
      'Lune Pâle 77': 'Charizard ex',
    });
    expect(archetypes('de-old-headers-mulligan-prizes.txt')).toEqual({ 'Käse Brot': 'Charizard ex', Lena_3: 'Kirlia' });
    expect(archetypes('es-prizes-mulligan.txt')).toEqual({
      'Toro Bravo 21': 'Walking Wake ex',
      'Gaviota 6': 'Miraidon ex / Iron Valiant ex',
    });
  });
});
