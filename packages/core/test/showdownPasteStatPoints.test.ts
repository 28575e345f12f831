/** Pokémon Champions team exports with stat points (issue 29): our own sets, written as the Champions export does. */
import { describe, expect, it } from 'vitest';
import { formatShowdownPaste, parseShowdownPaste } from '../src/index.ts';
import { PASTE_SPS_UNREADABLE } from '../src/formats/showdownPaste.ts';
import { STAT_POINTS_TOTAL_EXCEEDED, teamInputSchema } from '../src/schemas/teams.ts';

const CHAMPIONS_TEAM = [
  '=== [gen9championsvgc2026regma] Mega Sun ===',
  '',
  'Charizard (M) @ Charizardite Y  ',
  'Ability: Blaze  ',
  'Level: 50  ',
  'SPs: 2 HP / 32 SpA / 32 Spe  ',
  'Timid Nature  ',
  '- Heat Wave  ',
  '- Solar Beam  ',
  '- Weather Ball  ',
  '- Protect  ',
  '',
  'Kingambit @ Black Glasses',
  'Ability: Defiant',
  'Stat Points: 32 HP / 32 Atk / 2 Spe',
  'Adamant Nature',
  '- Kowtow Cleave',
  '- Sucker Punch',
  '- Iron Head',
  '- Protect',
].join('\r\n');

describe('Champions pastes with stat points', () => {
  it('reads SPs lines into stat points, without error, and writes them back', () => {
    const parsed = parseShowdownPaste(CHAMPIONS_TEAM);
    expect(parsed.problems).toEqual([]);
    expect(parsed.format).toBe('gen9championsvgc2026regma');
    expect(parsed.pokemon.map((p) => p.statPoints)).toEqual([
      { hp: 2, atk: 0, def: 0, spa: 32, spd: 0, spe: 32 },
      { hp: 32, atk: 32, def: 0, spa: 0, spd: 0, spe: 2 },
    ]);
    expect(parsed.pokemon[0]!.evs).toEqual({ hp: 0, atk: 0, def: 0, spa: 0, spd: 0, spe: 0 });
    expect(teamInputSchema.safeParse({ name: parsed.name, pokemon: parsed.pokemon }).success).toBe(true);

    const written = formatShowdownPaste(parsed.pokemon, { name: parsed.name, format: parsed.format });
    expect(written).toContain('SPs: 2 HP / 32 SpA / 32 Spe');
    expect(written).not.toContain('EVs:');
    const again = parseShowdownPaste(written);
    expect(again.problems).toEqual([]);
    expect(again.pokemon).toEqual(parsed.pokemon);
  });

  it('reads an EVs line within stat point limits as stat points in a Champions team only', () => {
    const asEvs = CHAMPIONS_TEAM.replace('SPs: 2 HP / 32 SpA / 32 Spe', 'EVs: 2 HP / 32 SpA / 32 Spe');
    expect(parseShowdownPaste(asEvs).pokemon[0]).toMatchObject({
      statPoints: { hp: 2, spa: 32, spe: 32 },
      evs: { hp: 0, spa: 0, spe: 0 },
    });
    const scarletViolet = asEvs.replace('gen9championsvgc2026regma', 'gen9vgc2025regi');
    const read = parseShowdownPaste(scarletViolet).pokemon[0]!;
    expect(read.statPoints).toBeUndefined();
    expect(read.evs).toMatchObject({ hp: 2, spa: 32, spe: 32 });
    // A real EV spread in a Champions team stays EVs.
    const bigEvs = CHAMPIONS_TEAM.replace('SPs: 2 HP / 32 SpA / 32 Spe', 'EVs: 4 HP / 252 SpA / 252 Spe');
    expect(parseShowdownPaste(bigEvs).pokemon[0]).toMatchObject({ evs: { spa: 252 } });
  });

  it('reports stat points over the limits or unreadable, keeping the rest of the set', () => {
    const over = parseShowdownPaste(CHAMPIONS_TEAM.replace('SPs: 2 HP', 'SPs: 33 HP'));
    expect(over.problems.map((p) => [p.line, p.message])).toEqual([
      [6, 'Stat points must be between 0 and 32 per stat'],
    ]);
    expect(over.pokemon).toHaveLength(2);
    const total = parseShowdownPaste(CHAMPIONS_TEAM.replace('SPs: 2 HP', 'SPs: 32 HP / 32 Def'));
    expect(total.problems.map((p) => p.message)).toContain(STAT_POINTS_TOTAL_EXCEEDED);
    const bad = parseShowdownPaste(CHAMPIONS_TEAM.replace('SPs: 2 HP / 32 SpA / 32 Spe', 'SPs: lots'));
    expect(bad.problems.map((p) => p.message)).toEqual([PASTE_SPS_UNREADABLE]);
  });
});
