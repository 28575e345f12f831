// Issue 28, logging in one tap: the VGC form's picks by keyboard (digits, first letters, arrows, Space/Enter), game 1's
// brought Pokémon carried into the later games, the draft kept per guest/member, and the team's format warnings.
import { restrictedPokemonMatcher } from '@trainerlog/core';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createVgcDraftStore } from '../../../src/data/entities/matchDrafts.ts';
import { PokemonToggleGroup } from '../../../src/features/matches/vgc/PokemonToggleGroup.tsx';
import { namesStartingWith, NO_TYPEAHEAD, typeaheadStep } from '../../../src/features/matches/vgc/pickTypeahead.ts';
import {
  emptyVgcMatchForm,
  formFromVgcDraft,
  playerTeamRuleWarnings,
  vgcDraftFields,
  withPick,
  type VgcMatchForm,
} from '../../../src/features/matches/vgc/vgcMatchForm.ts';

const TEAM = ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Flutter Mane', 'Farigiraf', 'Tornadus'];

const bo3 = (): VgcMatchForm => ({ ...emptyVgcMatchForm(new Date(2026, 0, 2)), playerTeam: TEAM, bestOf: 3 });

describe('first-letter picks', () => {
  it('finds names by their letters, ignoring case, accents and punctuation', () => {
    expect(namesStartingWith(TEAM, 'f')).toEqual([3, 4]);
    expect(namesStartingWith(TEAM, 'URSHIFUR')).toEqual([2]);
    expect(namesStartingWith(['Mr. Mime', 'Flabébé'], 'mrm')).toEqual([0]);
    expect(namesStartingWith(['Mr. Mime', 'Flabébé'], 'flabe')).toEqual([1]);
    expect(namesStartingWith(TEAM, '')).toEqual([]);
  });

  it('toggles once the letters name one Pokémon, and ignores the rest of its name', () => {
    let step = typeaheadStep(TEAM, NO_TYPEAHEAD, 'f', 0);
    expect(step).toMatchObject({ focus: 3, toggle: false });
    step = typeaheadStep(TEAM, step.state, 'a', 100);
    expect(step).toMatchObject({ focus: 4, toggle: true });
    step = typeaheadStep(TEAM, step.state, 'r', 200);
    expect(step).toMatchObject({ focus: null, toggle: false });
    // Another name's letter starts a new name at once.
    step = typeaheadStep(TEAM, step.state, 't', 300);
    expect(step).toMatchObject({ focus: 5, toggle: true });
  });

  it('starts again after a pause, and does nothing for a letter no name starts with', () => {
    const first = typeaheadStep(TEAM, NO_TYPEAHEAD, 'r', 0);
    expect(first).toMatchObject({ focus: 1, toggle: true });
    expect(typeaheadStep(TEAM, first.state, 'r', 5000)).toMatchObject({ focus: 1, toggle: true });
    expect(typeaheadStep(TEAM, NO_TYPEAHEAD, 'z', 0)).toMatchObject({ focus: null, toggle: false });
  });
});

/** A row of picks with its own selection, at most `max`. */
function Row({ max = 4 }: { max?: number }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <MantineProvider>
      <PokemonToggleGroup
        label="Your brought Pokémon"
        team={TEAM}
        selected={selected}
        side="player"
        canToggle={(name) => selected.includes(name) || selected.length < max}
        onToggle={(name) =>
          setSelected((current) => (current.includes(name) ? current.filter((n) => n !== name) : [...current, name]))
        }
      />
    </MantineProvider>
  );
}

const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

describe('the pick row by keyboard', () => {
  it('shows each Pokémon by name in team order, one tab stop for the row', () => {
    render(<Row />);
    const group = screen.getByRole('group', { name: 'Your brought Pokémon' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(TEAM.map((name, i) => `${i + 1}${name}`));
    // The number is a hint on screen only: each chip is named by its Pokémon.
    expect(within(group).getByRole('button', { name: 'Urshifu-Rapid-Strike' })).toBeTruthy();
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
  });

  it('digits and first letters toggle, arrows move the focus, Space and Enter toggle the focused one', () => {
    render(<Row />);
    const group = screen.getByRole('group', { name: 'Your brought Pokémon' });
    const button = (name: string) => within(group).getByRole('button', { name });
    fireEvent.keyDown(group, { key: '1' });
    fireEvent.keyDown(group, { key: 'u', timeStamp: 10 });
    expect(pressed(group)).toEqual(['1Incineroar', '3Urshifu-Rapid-Strike']);
    expect(document.activeElement).toBe(button('Urshifu-Rapid-Strike'));

    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Flutter Mane'));
    expect(button('Flutter Mane').tabIndex).toBe(0);
    // Space and Enter on a button are its click.
    fireEvent.click(document.activeElement!);
    fireEvent.keyDown(group, { key: 'End' });
    expect(document.activeElement).toBe(button('Tornadus'));
    fireEvent.keyDown(group, { key: '1' });
    expect(pressed(group)).toEqual(['3Urshifu-Rapid-Strike', '4Flutter Mane']);
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(button('Rillaboom'));
  });

  it('refuses a pick past the limit, and says so on the chip', () => {
    render(<Row max={2} />);
    const group = screen.getByRole('group', { name: 'Your brought Pokémon' });
    for (const key of ['1', '2', '6']) fireEvent.keyDown(group, { key });
    expect(pressed(group)).toEqual(['1Incineroar', '2Rillaboom']);
    expect(within(group).getByRole('button', { name: 'Tornadus' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe("game 1's brought Pokémon carry into the later games", () => {
  it('fills the later games as game 1 is picked, leaving their leads to the player', () => {
    let form = bo3();
    for (const name of ['Incineroar', 'Rillaboom']) form = withPick(form, 0, 'player', 'lead', name);
    for (const name of ['Flutter Mane', 'Tornadus']) form = withPick(form, 0, 'player', 'brought', name);
    const four = ['Incineroar', 'Rillaboom', 'Flutter Mane', 'Tornadus'];
    expect(form.games.map((g) => g.broughtPokemon)).toEqual([four, four, four]);
    expect(form.games.map((g) => g.leadPokemon)).toEqual([['Incineroar', 'Rillaboom'], [], []]);
  });

  it('stops following in a game whose brought Pokémon were changed, and keeps its leads where still brought', () => {
    let form = bo3();
    for (const name of ['Incineroar', 'Rillaboom', 'Flutter Mane', 'Tornadus']) {
      form = withPick(form, 0, 'player', 'brought', name);
    }
    form = withPick(form, 1, 'player', 'lead', 'Tornadus');
    form = withPick(form, 2, 'player', 'brought', 'Incineroar');
    form = withPick(form, 2, 'player', 'brought', 'Urshifu-Rapid-Strike');
    // Game 1 changes: game 2 follows (its lead Tornadus goes with it), game 3 keeps its own.
    form = withPick(form, 0, 'player', 'brought', 'Tornadus');
    expect(form.games[1]).toMatchObject({
      broughtPokemon: ['Incineroar', 'Rillaboom', 'Flutter Mane'],
      leadPokemon: [],
    });
    expect(form.games[2]?.broughtPokemon).toEqual(['Rillaboom', 'Urshifu-Rapid-Strike', 'Flutter Mane', 'Tornadus']);
  });

  it("carries the opponent's brought too, and a later game's change never reaches game 1", () => {
    let form = { ...bo3(), opponentTeam: ['Farigiraf', 'Calyrex-Shadow'] };
    form = withPick(form, 0, 'opponent', 'brought', 'Calyrex-Shadow');
    expect(form.games[2]?.opponentBroughtPokemon).toEqual(['Calyrex-Shadow']);
    form = withPick(form, 1, 'opponent', 'brought', 'Farigiraf');
    expect(form.games[0]?.opponentBroughtPokemon).toEqual(['Calyrex-Shadow']);
    expect(form.games[1]?.opponentBroughtPokemon).toEqual(['Farigiraf', 'Calyrex-Shadow']);
  });
});

describe('the VGC draft', () => {
  it('keeps the form per guest and per member, and gives it back as it was', () => {
    let form = { ...bo3(), opponentName: 'Cynthia', format: 'Regulation G' };
    form = withPick(form, 0, 'player', 'lead', 'Incineroar');
    form = { ...form, games: form.games.map((g, i) => (i === 0 ? { ...g, result: 'win' as const } : g)) };
    const guest = createVgcDraftStore('guest', { now: () => new Date('2026-01-02T10:00:00Z') });
    const member = createVgcDraftStore('member:42');
    expect(guest.save(vgcDraftFields(form))).toBe(true);
    expect(member.load()).toBeNull();
    const saved = guest.load();
    expect(saved).toMatchObject({ savedAt: '2026-01-02T10:00:00.000Z', isDraft: true });
    expect(formFromVgcDraft(saved!, new Date(2026, 0, 2))).toEqual(form);
    guest.clear();
    expect(guest.load()).toBeNull();
  });

  it('offers nothing for a stored value that is not a draft', () => {
    const store = createVgcDraftStore('guest');
    window.localStorage.setItem(store.storageKey, JSON.stringify({ playerTeam: 'Incineroar' }));
    expect(store.load()).toBeNull();
    window.localStorage.setItem(store.storageKey, '{oops');
    expect(store.load()).toBeNull();
  });
});

describe("your team's format warnings", () => {
  const isRestricted = restrictedPokemonMatcher(['Calyrex']);
  it("reads the chosen team's items, and the species alone for a typed team", () => {
    const saved = {
      format: 'Regulation G',
      pokemon: TEAM.map((species, i) => ({ species, item: i < 2 ? 'Sitrus Berry' : `Item ${i}` })),
    };
    expect(playerTeamRuleWarnings({ format: '', playerTeam: TEAM }, saved, isRestricted)).toEqual([
      'Item Clause: Incineroar and Rillaboom both hold Sitrus Berry; no two Pokémon may hold the same item',
    ]);
    expect(
      playerTeamRuleWarnings(
        { format: 'Reg H', playerTeam: ['Urshifu', 'Urshifu-Rapid-Strike'] },
        undefined,
        isRestricted,
      ),
    ).toEqual(['Species Clause: Urshifu and Urshifu-Rapid-Strike are both Urshifu; a team holds one of each species']);
    expect(playerTeamRuleWarnings({ format: 'Casual', playerTeam: TEAM }, saved, isRestricted)).toEqual([]);
  });
});
