import { describe, expect, it } from 'vitest';
import { VGC_TEAM_SIZE, teamSizeProblem } from '../src/index.ts';

describe('teamSizeProblem', () => {
  it('accepts exactly six Pokémon', () => {
    expect(VGC_TEAM_SIZE).toBe(6);
    expect(teamSizeProblem(6)).toBeNull();
  });

  it.each([0, 1, 5, 7])('refuses %i with the spec wording', (count) => {
    expect(teamSizeProblem(count)).toBe(`Deck must have 6 Pokemon (currently has ${count})`);
  });
});
