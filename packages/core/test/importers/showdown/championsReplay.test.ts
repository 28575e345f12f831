/**
 * Pokémon Champions replays (issue 29): Mega Evolution per side and a game drawn on the overall timer (`|tie`), read
 * from made-up battles in the Showdown protocol (fixtures.ts `championsGame`), then proposed and planned as matches.
 */
import { describe, expect, it } from 'vitest';
import { isMegaFormat, matchOutcome } from '../../../src/index.ts';
import { planShowdownImport } from '../../../src/importers/showdown/importPlan.ts';
import { previewShowdownImport } from '../../../src/importers/showdown/proposal.ts';
import { readShowdownReplay } from '../../../src/importers/showdown/readShowdownReplay.ts';
import { vgcMatchInputSchema } from '../../../src/schemas/vgcMatches.ts';
import { CHAMPIONS_P1, championsGame, replayJson } from './fixtures.ts';

const json = (lines: string[], id = 'gen9championsvgc2026regmabo3-2700000001') =>
  replayJson(lines.join('\n'), { id, format: '[Gen 9 Champions] VGC 2026 Reg M-A (Bo3)' });

describe('Champions replays: Mega Evolution', () => {
  it('reads each side’s Mega Evolution, whichever order the forme change and the -mega line come in', () => {
    const reading = readShowdownReplay(championsGame('|win|Bob').join('\n'));
    expect(reading.mega).toEqual({
      p1: { species: 'Charizard', forme: 'Charizard-Mega-Y', item: 'Charizardite Y' },
      p2: { species: 'Floette-Eternal', forme: 'Floette-Mega', item: 'Floettite' },
    });
    expect(reading.tera).toEqual({ p1: null, p2: null });
    // The Mega forme entering again is the same Pokémon, brought as its own species.
    expect(reading.brought).toEqual({
      p1: ['Charizard', 'Whimsicott', 'Garchomp'],
      p2: ['Floette-Eternal', 'Incineroar', 'Gengar'],
    });
    expect(reading.problems).toEqual([]);
  });

  it('reads a Mega Evolution from the forme change alone, and a Primal Reversion as none', () => {
    const onlyForme = championsGame('|win|Alice').filter((line) => !line.startsWith('|-mega|'));
    expect(readShowdownReplay(onlyForme.join('\n')).mega).toEqual({
      p1: { species: 'Charizard', forme: 'Charizard-Mega-Y', item: '' },
      p2: { species: 'Floette-Eternal', forme: 'Floette-Mega', item: '' },
    });
    const primal = championsGame('|win|Alice').map((line) =>
      line.startsWith('|detailschange|p1a') ? '|detailschange|p1a: Charizard|Kyogre-Primal, L50' : line,
    );
    expect(readShowdownReplay(primal.filter((line) => !line.startsWith('|-mega|p1a')).join('\n')).mega.p1).toBeNull();
  });

  it('reports a Mega Evolution of a Pokémon the battle never showed, without throwing', () => {
    const lines = championsGame('|win|Alice');
    lines.splice(lines.indexOf('|start'), 0, '|-mega|p2b: Ghost|Gengar|Gengarite');
    const reading = readShowdownReplay(lines.join('\n'));
    expect(reading.problems.map((p) => p.message)).toContain('A Pokémon Mega Evolved that the battle never showed.');
    expect(reading.mega.p2?.species).toBe('Floette-Eternal');
  });
});

describe('Champions replays: a draw on the timer', () => {
  it('reads |tie as a tie: no winner, end reason tie', () => {
    const reading = readShowdownReplay(json(championsGame()));
    expect(reading).toMatchObject({
      tie: true,
      winner: null,
      endReason: 'tie',
      formatId: 'gen9championsvgc2026regmabo3',
    });
  });

  it('proposes the game from your side as a tie with both Megas, in a Mega format', () => {
    const preview = previewShowdownImport([{ text: json(championsGame()) }], { playerName: 'Alice' });
    const [game] = preview.games;
    expect(game!.problem).toBeNull();
    expect(game!.fields).toMatchObject({
      result: 'tie',
      megaPokemon: 'Charizard',
      opponentMegaPokemon: 'Floette-Eternal',
      teraPokemon: null,
      opponentTeraPokemon: null,
    });
    expect(game!.formatLabel).toBe('VGC 2026 Reg M-A');
    expect(isMegaFormat(game!.formatLabel)).toBe(true);
    expect(preview.games[0]!.playerTeam).toEqual(CHAMPIONS_P1);
  });

  it('plans a drawn game as a tie game of a match with time called, counted a tie', () => {
    const preview = previewShowdownImport([{ text: json(championsGame()) }], { playerName: 'Bob' });
    const plan = planShowdownImport(preview, { playerName: 'Bob', today: '2026-05-01' }, []);
    expect(plan.problems).toEqual([]);
    const [match] = plan.matches;
    expect(match!.input).toMatchObject({ bestOf: 3, timeCalled: true, format: 'VGC 2026 Reg M-A' });
    expect(match!.input.games).toHaveLength(1);
    expect(match!.input.games[0]).toMatchObject({
      result: 'tie',
      megaPokemon: 'Floette-Eternal',
      opponentMegaPokemon: 'Charizard',
    });
    expect(vgcMatchInputSchema.safeParse(match!.input).success).toBe(true);
    expect(matchOutcome(match!.input)).toBe('tie');
  });

  it('a won game and a drawn one: a match won at time; without a tie, time is not called', () => {
    const won = json(championsGame('|win|Alice', { time: 1_750_000_000 }), 'gen9championsvgc2026regmabo3-2700000002');
    const drawn = json(
      championsGame('|tie', { time: 1_750_001_200, bestOf: [2, 3, 'gen9championsvgc2026regmabo3-2700000000'] }),
      'gen9championsvgc2026regmabo3-2700000003',
    );
    const preview = previewShowdownImport([{ text: won }, { text: drawn }], { playerName: 'Alice' });
    const plan = planShowdownImport(preview, { playerName: 'Alice' }, []);
    expect(plan.problems).toEqual([]);
    expect(plan.matches).toHaveLength(1);
    const input = plan.matches[0]!.input;
    expect(input.games.map((g) => g.result)).toEqual(['win', 'tie']);
    expect(input.timeCalled).toBe(true);
    expect(matchOutcome(input)).toBe('win');

    const alone = previewShowdownImport([{ text: won }], { playerName: 'Alice' });
    const single = planShowdownImport(alone, { playerName: 'Alice', matches: [{ games: [0], bestOf: 1 }] }, []);
    expect(single.matches[0]!.input.timeCalled).toBe(false);
  });
});
