import { describe, expect, it } from 'vitest';
import {
  bestShowdownTeam,
  mergeShowdownSixes,
  resolveShowdownSix,
  sameShowdownSpecies,
  showdownTeamOverlap,
  SHOWDOWN_TEAM_MIN_OVERLAP,
} from '../../../src/importers/showdown/teamMatch.ts';
import { ALICE_PREVIEW, ALICE_TEAM, team } from './importReadings.ts';

describe('sameShowdownSpecies', () => {
  it('compares by Showdown id', () => {
    expect(sameShowdownSpecies('Chien-Pao', 'chien pao')).toBe(true);
    expect(sameShowdownSpecies('Flutter Mane', 'fluttermane')).toBe(true);
    expect(sameShowdownSpecies('Chi-Yu', 'Chien-Pao')).toBe(false);
    expect(sameShowdownSpecies('', '')).toBe(false);
  });

  it('matches a wildcard with any forme of its base species, and a bare species with its formes', () => {
    expect(sameShowdownSpecies('Urshifu-*', 'Urshifu-Rapid-Strike')).toBe(true);
    expect(sameShowdownSpecies('Urshifu', 'Urshifu-*')).toBe(true);
    expect(sameShowdownSpecies('Urshifu-*', 'Incineroar')).toBe(false);
    expect(sameShowdownSpecies('Ogerpon', 'Ogerpon-Wellspring')).toBe(true);
    expect(sameShowdownSpecies('Ogerpon-Wellspring', 'Ogerpon')).toBe(true);
  });

  it('never matches two different formes', () => {
    expect(sameShowdownSpecies('Ogerpon-Wellspring', 'Ogerpon-Hearthflame')).toBe(false);
    expect(sameShowdownSpecies('Calyrex-Shadow', 'Calyrex-Ice')).toBe(false);
  });
});

describe('showdownTeamOverlap', () => {
  it('counts the wildcard of the team preview against a saved forme', () => {
    expect(
      showdownTeamOverlap(
        ALICE_PREVIEW,
        ALICE_TEAM.pokemon.map((p) => p.species),
      ),
    ).toBe(6);
  });

  it('pairs one to one, exact names first', () => {
    // Loosely, `Ogerpon` would take the Hearthflame partner and leave the exact one without: 1 instead of 2.
    expect(showdownTeamOverlap(['Ogerpon', 'Ogerpon-Hearthflame'], ['Ogerpon-Hearthflame', 'Ogerpon-Wellspring'])).toBe(
      2,
    );
    expect(showdownTeamOverlap(['Incineroar', 'Incineroar'], ['Incineroar'])).toBe(1);
  });
});

describe('bestShowdownTeam', () => {
  const six = ['Urshifu-Rapid-Strike', 'Incineroar', 'Rillaboom', 'Flutter Mane', 'Tornadus', 'Chien-Pao'];
  it(`needs at least ${SHOWDOWN_TEAM_MIN_OVERLAP} of 6`, () => {
    const three = team('local_three', ['Incineroar', 'Rillaboom', 'Tornadus', 'Amoonguss', 'Farigiraf', 'Landorus']);
    const four = team('local_four', ['Incineroar', 'Rillaboom', 'Tornadus', 'Urshifu', 'Farigiraf', 'Landorus']);
    expect(bestShowdownTeam(six, [three])).toBeNull();
    expect(bestShowdownTeam(six, [three, four])).toEqual({ team: four, overlap: 4 });
  });

  it('takes the largest overlap, and the first team on a tie', () => {
    const five = team('local_five', ['Incineroar', 'Rillaboom', 'Tornadus', 'Urshifu-*', 'Flutter Mane', 'Landorus']);
    const fiveToo = team('local_five_too', ['Incineroar', 'Rillaboom', 'Tornadus', 'Chien-Pao', 'Flutter Mane']);
    const four = team('local_four', ['Incineroar', 'Rillaboom', 'Tornadus', 'Chien-Pao']);
    expect(bestShowdownTeam(six, [four, five, fiveToo])?.team._id).toBe('local_five');
    expect(bestShowdownTeam(six, [four, fiveToo, five])?.team._id).toBe('local_five_too');
    expect(bestShowdownTeam(six, [])).toBeNull();
  });

  it('does not count another forme of the same species', () => {
    const other = team('local_other', ['Urshifu', 'Incineroar', 'Rillaboom', 'Ogerpon-Wellspring']);
    // `Urshifu` (bare) matches the Rapid Strike forme; Wellspring is not Hearthflame.
    expect(
      showdownTeamOverlap(
        ['Urshifu-Rapid-Strike', 'Incineroar', 'Rillaboom', 'Ogerpon-Hearthflame'],
        other.pokemon.map((p) => p.species),
      ),
    ).toBe(3);
  });
});

describe('resolveShowdownSix', () => {
  it('resolves a wildcard to the forme brought or on the team sheet, and keeps it when nothing tells', () => {
    expect(resolveShowdownSix(['Urshifu-*', 'Incineroar'], ['Incineroar', 'Urshifu-Rapid-Strike'])).toEqual([
      'Urshifu-Rapid-Strike',
      'Incineroar',
    ]);
    expect(resolveShowdownSix(['Urshifu-*', 'Incineroar'], ['Incineroar'])).toEqual(['Urshifu-*', 'Incineroar']);
    // Showdown's plain `Urshifu` is the Single Strike forme: a wildcard resolves to it too.
    expect(resolveShowdownSix(['Urshifu-*'], ['Urshifu'])).toEqual(['Urshifu']);
  });

  it('puts in the forme of a bare species, never changes a forme', () => {
    expect(resolveShowdownSix(['Ogerpon', 'Calyrex-Shadow'], ['Ogerpon-Wellspring', 'Calyrex-Ice'])).toEqual([
      'Ogerpon-Wellspring',
      'Calyrex-Shadow',
    ]);
  });
});

describe('mergeShowdownSixes', () => {
  it('keeps first-seen order, at most six, the more precise name', () => {
    expect(
      mergeShowdownSixes([
        ['Urshifu-*', 'Incineroar'],
        ['Incineroar', 'Urshifu-Rapid-Strike', 'Rillaboom', 'Tornadus'],
        ['Flutter Mane', 'Chien-Pao', 'Amoonguss', ''],
      ]),
    ).toEqual(['Urshifu-Rapid-Strike', 'Incineroar', 'Rillaboom', 'Tornadus', 'Flutter Mane', 'Chien-Pao']);
  });
});
