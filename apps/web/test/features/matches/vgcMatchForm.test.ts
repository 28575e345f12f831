import { restrictedPokemonMatcher, VGC_BROUGHT_NOT_IN_TEAM, VGC_TEAM_REQUIRED } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { normalizeStoredVgcMatch } from '../../../src/data/entities/vgcMatches.ts';
import { bestSpeciesMatch } from '../../../src/features/matches/vgc/PokemonPicker.tsx';
import {
  canTogglePick,
  emptyVgcGame,
  emptyVgcMatchForm,
  formFromVgcMatch,
  liveScore,
  oncePerBattlePickers,
  playerRestrictedProblem,
  toggleMega,
  togglePick,
  toggleTera,
  validateVgcMatchForm,
  vgcMatchBody,
  visibleGameCount,
  withOpponentTeam,
  withPlayerPokemon,
  withSavedTeam,
  type VgcMatchForm,
} from '../../../src/features/matches/vgc/vgcMatchForm.ts';

const TEAM = ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Flutter Mane', 'Amoonguss', 'Tornadus'];
const SAVED_TEAM = {
  _id: '8a6e0804-2bd0-4672-b79f-d391bd55e5a1',
  format: 'Regulation G',
  pokemon: TEAM.map((species) => ({ species })),
};

const form = (changes: Partial<VgcMatchForm> = {}): VgcMatchForm => ({
  ...emptyVgcMatchForm(new Date('2024-01-05T10:00:00')),
  ...changes,
});
const withResults = (base: VgcMatchForm, ...results: ('win' | 'loss' | null)[]) => ({
  ...base,
  games: base.games.map((g, i) => ({ ...g, result: results[i] ?? null })),
});

describe('VGC match form: games and score', () => {
  it('starts with today, best of 1 and one game', () => {
    const empty = form();
    expect(empty).toMatchObject({ date: '2024-01-05', bestOf: 1, teamId: null, playerTeam: [] });
    expect(visibleGameCount(empty)).toBe(1);
  });

  it('shows two games for a Bo3 and a third only after 1-1', () => {
    const bo3 = form({ bestOf: 3 });
    expect(visibleGameCount(bo3)).toBe(2);
    expect(visibleGameCount(withResults(bo3, 'win', 'loss'))).toBe(3);
    expect(visibleGameCount(withResults(bo3, 'win', 'win'))).toBe(2);
    expect(vgcMatchBody(withResults(bo3, 'win', 'win', 'loss')).games).toHaveLength(2);
  });

  it('gives the live score and result, with the best-of rule', () => {
    expect(liveScore(withResults(form(), 'win'))).toMatchObject({ wins: 1, losses: 0, outcome: 'win', complete: true });
    const bo3 = form({ bestOf: 3 });
    expect(liveScore(withResults(bo3, 'win', 'loss'))).toMatchObject({
      outcome: 'tie',
      complete: false,
      message: 'A third game appears after 1-1.',
    });
    expect(liveScore(withResults(bo3, 'win', 'loss', 'loss'))).toMatchObject({
      wins: 1,
      losses: 2,
      outcome: 'loss',
      complete: true,
      message: '',
    });
    expect(liveScore(withResults(bo3, 'win', 'win')).message).toMatch(/no third game/);
  });
});

describe('VGC match form: teams and picks', () => {
  it('copies a saved team into your team, fills an empty format, and keeps a typed one', () => {
    const chosen = withSavedTeam(form(), SAVED_TEAM);
    expect(chosen).toMatchObject({ teamId: SAVED_TEAM._id, playerTeam: TEAM, format: 'Regulation G' });
    expect(withSavedTeam(form({ format: 'Reg H' }), SAVED_TEAM).format).toBe('Reg H');
    // Clearing the team keeps its Pokémon to edit.
    expect(withSavedTeam(chosen, null)).toMatchObject({ teamId: null, playerTeam: TEAM });
    // Typing Pokémon unlinks the team.
    expect(withPlayerPokemon(chosen, TEAM.slice(0, 5)).teamId).toBeNull();
  });

  it('caps leads at 2 and brought at 4; a lead is brought, and un-bringing un-leads', () => {
    let game = emptyVgcGame();
    game = togglePick(game, 'player', 'lead', 'Rillaboom', TEAM);
    game = togglePick(game, 'player', 'lead', 'Incineroar', TEAM);
    expect(game.leadPokemon).toEqual(['Incineroar', 'Rillaboom']);
    expect(game.broughtPokemon).toEqual(['Incineroar', 'Rillaboom']);
    expect(canTogglePick(game, 'player', 'lead', 'Amoonguss')).toBe(false);
    expect(togglePick(game, 'player', 'lead', 'Amoonguss', TEAM)).toBe(game);

    game = togglePick(game, 'player', 'brought', 'Tornadus', TEAM);
    game = togglePick(game, 'player', 'brought', 'Amoonguss', TEAM);
    expect(game.broughtPokemon).toEqual(['Incineroar', 'Rillaboom', 'Amoonguss', 'Tornadus']);
    expect(canTogglePick(game, 'player', 'brought', 'Flutter Mane')).toBe(false);
    expect(canTogglePick(game, 'player', 'brought', 'Amoonguss')).toBe(true);

    game = togglePick(game, 'player', 'brought', 'Rillaboom', TEAM);
    expect(game.leadPokemon).toEqual(['Incineroar']);
    expect(game.broughtPokemon).toEqual(['Incineroar', 'Amoonguss', 'Tornadus']);
    // With a free brought slot, a new lead is brought too.
    game = togglePick(game, 'player', 'lead', 'Flutter Mane', TEAM);
    expect(game.leadPokemon).toEqual(['Incineroar', 'Flutter Mane']);
    expect(game.broughtPokemon).toHaveLength(4);
    // The opponent's picks are their own.
    expect(togglePick(game, 'opponent', 'lead', 'Farigiraf', ['Farigiraf']).opponentBroughtPokemon).toEqual([
      'Farigiraf',
    ]);
  });

  it('records one Mega Evolved Pokémon per side as Tera is recorded, kept through the body (issue 29)', () => {
    let game = emptyVgcGame();
    game = togglePick(game, 'player', 'brought', 'Incineroar', TEAM);
    game = togglePick(game, 'player', 'brought', 'Rillaboom', TEAM);
    game = toggleMega(game, 'player', 'Incineroar');
    expect([game.megaPokemon, game.opponentMegaPokemon, game.teraPokemon]).toEqual(['Incineroar', null, null]);
    expect(toggleMega(game, 'player', 'incineroar').megaPokemon).toBeNull();
    expect(togglePick(game, 'player', 'brought', 'Incineroar', TEAM).megaPokemon).toBeNull();
    const base = withSavedTeam(form({ format: 'VGC 2026 Reg M-A' }), SAVED_TEAM);
    base.games[0] = { ...game, result: 'win' };
    const result = validateVgcMatchForm(base);
    expect(result.ok && result.input.games[0]).toMatchObject({ megaPokemon: 'Incineroar', opponentMegaPokemon: null });
    const stored = normalizeStoredVgcMatch({ _id: 'local_1_a', ...(result.ok ? result.input : {}) });
    expect(formFromVgcMatch(stored).games[0]!.megaPokemon).toBe('Incineroar');
  });

  it('offers Mega in place of Tera for a Mega format, and either while a game names one', () => {
    const none = emptyVgcGame();
    expect(oncePerBattlePickers('VGC 2026 Reg M-A', none)).toEqual({ tera: false, mega: true });
    expect(oncePerBattlePickers('gen9championsvgc2026regmbbo3', none)).toEqual({ tera: false, mega: true });
    expect(oncePerBattlePickers('Regulation G', none)).toEqual({ tera: true, mega: false });
    expect(oncePerBattlePickers('', none)).toEqual({ tera: true, mega: false });
    expect(oncePerBattlePickers('Regulation G', { ...none, opponentMegaPokemon: 'Gengar' })).toEqual({
      tera: true,
      mega: true,
    });
    expect(oncePerBattlePickers('VGC 2026 Reg M-A', { ...none, teraPokemon: 'Incineroar' })).toEqual({
      tera: true,
      mega: true,
    });
  });

  it('records one Tera Pokémon per side among the brought: another replaces it, again clears it, un-bringing clears it', () => {
    let game = emptyVgcGame();
    game = togglePick(game, 'player', 'brought', 'Incineroar', TEAM);
    game = togglePick(game, 'player', 'brought', 'Rillaboom', TEAM);
    game = toggleTera(game, 'player', 'Incineroar');
    expect([game.teraPokemon, game.opponentTeraPokemon]).toEqual(['Incineroar', null]);
    game = toggleTera(game, 'player', 'Rillaboom');
    expect(game.teraPokemon).toBe('Rillaboom');
    expect(toggleTera(game, 'player', 'rillaboom').teraPokemon).toBeNull();
    game = togglePick(game, 'player', 'brought', 'Rillaboom', TEAM);
    expect(game.teraPokemon).toBeNull();
    // Leaving the team clears it too.
    let base = withSavedTeam(form(), SAVED_TEAM);
    base.games[0] = toggleTera(
      togglePick(base.games[0]!, 'player', 'brought', 'Incineroar', TEAM),
      'player',
      'Incineroar',
    );
    base = withPlayerPokemon(
      base,
      TEAM.filter((name) => name !== 'Incineroar'),
    );
    expect(base.games[0]!.teraPokemon).toBeNull();
  });

  it("takes a Pokémon off every game's picks when it leaves the team", () => {
    let base = withSavedTeam(form({ bestOf: 3 }), SAVED_TEAM);
    base = withOpponentTeam(base, ['Calyrex-Shadow', 'Farigiraf']);
    base = {
      ...base,
      games: base.games.map((g) => ({
        ...g,
        leadPokemon: ['Incineroar', 'Rillaboom'],
        broughtPokemon: ['Incineroar', 'Rillaboom'],
        opponentLeadPokemon: ['Farigiraf'],
        opponentBroughtPokemon: ['Farigiraf', 'Calyrex-Shadow'],
      })),
    };
    const fewer = withPlayerPokemon(
      base,
      TEAM.filter((n) => n !== 'Rillaboom'),
    );
    expect(fewer.games.every((g) => g.leadPokemon.join() === 'Incineroar')).toBe(true);
    const opponent = withOpponentTeam(fewer, ['Calyrex-Shadow']);
    expect(opponent.games[0]).toMatchObject({ opponentLeadPokemon: [], opponentBroughtPokemon: ['Calyrex-Shadow'] });
  });
});

describe('VGC match form: validation and mapping', () => {
  it('reports the core messages at their paths', () => {
    const result = validateVgcMatchForm(form({ replayLink: 'not a link' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.playerTeam).toBe(VGC_TEAM_REQUIRED);
    expect(result.errors['games.0.result']).toBeTruthy();
    expect(result.errors.replayLink).toBe('Replay link must be an http(s) address');
  });

  it('refuses brought Pokémon that are not on the team', () => {
    const base = withResults(withPlayerPokemon(form(), TEAM), 'win');
    const bad = { ...base, games: base.games.map((g) => ({ ...g, broughtPokemon: ['Pikachu'] })) };
    const result = validateVgcMatchForm(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors['games.0.broughtPokemon']).toBe(VGC_BROUGHT_NOT_IN_TEAM);
  });

  it('maps a complete Bo3 to the input and back', () => {
    let base = withSavedTeam(form({ bestOf: 3, opponentName: ' Cynthia ' }), SAVED_TEAM);
    base = withOpponentTeam(base, ['Calyrex-Shadow', 'Farigiraf']);
    base = withResults(base, 'win', 'loss', 'win');
    base = {
      ...base,
      games: base.games.map((g) =>
        togglePick(togglePick(g, 'player', 'lead', 'Incineroar', TEAM), 'opponent', 'brought', 'Farigiraf', [
          'Calyrex-Shadow',
          'Farigiraf',
        ]),
      ),
    };
    base.games[0] = { ...base.games[0]!, wentFirst: true, firstKnockout: 'opponent', replayLink: 'https://r.io/1' };
    base.games[0] = toggleTera(base.games[0]!, 'player', 'Incineroar');
    const result = validateVgcMatchForm(base);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({
      teamId: SAVED_TEAM._id,
      playerTeam: TEAM,
      opponentName: 'Cynthia',
      format: 'Regulation G',
      bestOf: 3,
      date: '2024-01-05',
    });
    expect(result.input.games).toHaveLength(3);
    expect(result.input.games[0]).toMatchObject({
      result: 'win',
      wentFirst: true,
      firstKnockout: 'opponent',
      leadPokemon: ['Incineroar'],
      broughtPokemon: ['Incineroar'],
      opponentBroughtPokemon: ['Farigiraf'],
      teraPokemon: 'Incineroar',
      opponentTeraPokemon: null,
      replayLink: 'https://r.io/1',
    });

    // A stored match comes back into the same form.
    const stored = normalizeStoredVgcMatch({ _id: 'local_1_a', ...result.input });
    const again = formFromVgcMatch(stored);
    expect(again.games).toHaveLength(3);
    expect(validateVgcMatchForm(again)).toEqual(result);
  });

  it('keeps the moves used an import recorded when the match is edited (issue 29)', () => {
    const movesUsed = [{ pokemon: 'Incineroar', moves: ['Fake Out', 'Parting Shot'] }];
    const stored = normalizeStoredVgcMatch({
      _id: 'local_2_b',
      playerTeam: TEAM,
      date: '2024-01-05',
      games: [{ result: 'win', broughtPokemon: ['Incineroar'], movesUsed }],
    });
    const result = validateVgcMatchForm(formFromVgcMatch(stored));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.input.games[0]!.movesUsed).toEqual(movesUsed);
  });
});

describe('VGC match form: restricted limit of the format', () => {
  const isRestricted = restrictedPokemonMatcher(['Koraidon', 'Miraidon', 'Calyrex-Shadow']);
  const LEGENDS = ['Koraidon', 'Miraidon', 'Incineroar', 'Rillaboom', 'Amoonguss', 'Tornadus'];
  const TOO_MANY = 'Regulation G allows 1 restricted Pokémon (this team has 2: Koraidon, Miraidon)';

  it("reads the match's format, or the chosen team's when the match's is blank", () => {
    const typed = withPlayerPokemon(form({ format: 'VGC 2025 Reg G' }), LEGENDS);
    expect(playerRestrictedProblem(typed, 'Reg I', isRestricted)).toBe(TOO_MANY);
    expect(playerRestrictedProblem({ ...typed, format: '  ' }, 'gen9vgc2025regg', isRestricted)).toBe(TOO_MANY);
    expect(playerRestrictedProblem({ ...typed, format: 'Reg I' }, 'Reg G', isRestricted)).toBeNull();
    expect(playerRestrictedProblem({ ...typed, format: '' }, undefined, isRestricted)).toBeNull();
    expect(playerRestrictedProblem({ ...typed, format: 'Regulation J' }, 'Reg G', isRestricted)).toBeNull();
  });

  it("never checks the opponent's team, and checks nothing until the list is known", () => {
    const theirs = withOpponentTeam(withPlayerPokemon(form({ format: 'Reg H' }), TEAM), ['Koraidon', 'Miraidon']);
    expect(playerRestrictedProblem(theirs, null, isRestricted)).toBeNull();
    const mine = withPlayerPokemon(form({ format: 'Reg H' }), LEGENDS);
    expect(playerRestrictedProblem(mine, null, () => false)).toBeNull();
  });

  it('refuses the match at playerTeam, first, even when everything else is valid', () => {
    const valid = withResults(withPlayerPokemon(form({ format: 'Reg G' }), LEGENDS), 'win');
    expect(validateVgcMatchForm(valid).ok).toBe(true);
    const refused = validateVgcMatchForm(valid, TOO_MANY);
    expect(refused).toEqual({ ok: false, errors: { playerTeam: TOO_MANY } });

    const alsoBad = validateVgcMatchForm({ ...valid, replayLink: 'not a link' }, TOO_MANY);
    expect(alsoBad.ok).toBe(false);
    if (!alsoBad.ok) expect(Object.entries(alsoBad.errors)[0]).toEqual(['playerTeam', TOO_MANY]);
  });

  it('keeps a more basic problem of the team field rather than the limit', () => {
    const result = validateVgcMatchForm(withResults(form({ format: 'Reg G' }), 'win'), TOO_MANY);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.playerTeam).toBe(VGC_TEAM_REQUIRED);
  });
});

describe('bestSpeciesMatch', () => {
  const results = [{ name: 'Urshifu' }, { name: 'Urshifu-Rapid-Strike' }, { name: 'Iron Hands' }];
  it('prefers an exact name, then a word that starts with the text, else none', () => {
    expect(bestSpeciesMatch(results, 'urshifu-rapid-strike')?.name).toBe('Urshifu-Rapid-Strike');
    expect(bestSpeciesMatch(results, 'ursh')?.name).toBe('Urshifu');
    expect(bestSpeciesMatch(results, 'hands')?.name).toBe('Iron Hands');
    expect(bestSpeciesMatch(results, 'zzz')).toBeNull();
    expect(bestSpeciesMatch(results, ' ')).toBeNull();
  });
});

describe('results as tournaments record them (issue 29)', () => {
  it('an edit keeps a Bo3 tied at time and an ID as they are', () => {
    const tie = normalizeStoredVgcMatch({
      _id: 'local_tie',
      playerTeam: ['Miraidon'],
      bestOf: 3,
      date: '2026-03-02',
      timeCalled: true,
      games: [{ result: 'win' }, { result: 'loss' }],
    } as Parameters<typeof normalizeStoredVgcMatch>[0]);
    expect(tie).toMatchObject({ timeCalled: true, result: 'tie' });
    const form = formFromVgcMatch(tie);
    expect(vgcMatchBody(form)).toMatchObject({ timeCalled: true, specialResult: null });
    expect(liveScore(form)).toMatchObject({ wins: 1, losses: 1, outcome: 'tie', message: '' });

    const id = normalizeStoredVgcMatch({
      _id: 'local_id',
      playerTeam: ['Miraidon'],
      date: '2026-03-02',
      specialResult: 'id',
      games: [],
    } as Parameters<typeof normalizeStoredVgcMatch>[0]);
    expect(id).toMatchObject({ specialResult: 'id', recordedResult: 'tie', result: 'tie', matchScore: 'ID' });
    // The special result is sent by itself; the server records an ID as a tie.
    expect(vgcMatchBody(formFromVgcMatch(id))).toMatchObject({ specialResult: 'id', recordedResult: null, games: [] });
    expect(validateVgcMatchForm(formFromVgcMatch(id)).ok).toBe(true);
  });

  const base = () => ({ ...emptyVgcMatchForm(new Date(2026, 2, 2)), playerTeam: ['Miraidon'] });
  const game = (result: 'win' | 'loss' | 'tie' | null) => ({ ...emptyVgcGame(), result });

  it('a Bo3 at time sends the games played, and a tied game opens the third', () => {
    const atTime = { ...base(), bestOf: 3 as const, timeCalled: true, games: [game('win'), game(null), game(null)] };
    expect(vgcMatchBody(atTime).games).toHaveLength(1);
    expect(liveScore(atTime)).toMatchObject({ wins: 1, losses: 0, played: 1, outcome: 'win', message: '' });
    const checked = validateVgcMatchForm(atTime);
    expect(checked.ok && checked.input.timeCalled).toBe(true);

    const tied = { ...atTime, games: [game('tie'), game('win'), game(null)] };
    expect(visibleGameCount(tied)).toBe(3);
    expect(liveScore(tied)).toMatchObject({ wins: 1, ties: 1, outcome: 'win' });
    expect(liveScore({ ...tied, timeCalled: false }).message).not.toBe('');
  });

  it('without time called a tie or a 1-1 Bo3 is refused with a message, and nothing is sent', () => {
    const bo1Tie = { ...base(), games: [game('tie'), game(null), game(null)] };
    const refused = validateVgcMatchForm(bo1Tie);
    expect(refused.ok).toBe(false);
    expect(validateVgcMatchForm({ ...bo1Tie, timeCalled: true }).ok).toBe(true);
    const oneAll = { ...base(), bestOf: 3 as const, games: [game('win'), game('loss'), game(null)] };
    expect(validateVgcMatchForm(oneAll).ok).toBe(false);
    expect(validateVgcMatchForm({ ...oneAll, timeCalled: true }).ok).toBe(true);
  });

  it('a bye and a no-show are sent without games, a no-show with who did not show', () => {
    const played = { ...base(), games: [game('win'), game(null), game(null)] };
    expect(vgcMatchBody({ ...played, specialResult: 'bye' })).toMatchObject({
      specialResult: 'bye',
      recordedResult: null,
      timeCalled: false,
      games: [],
    });
    expect(vgcMatchBody({ ...played, specialResult: 'no-show', noShowResult: 'loss' })).toMatchObject({
      specialResult: 'no-show',
      recordedResult: 'loss',
      games: [],
    });
    expect(validateVgcMatchForm({ ...played, specialResult: 'no-show', noShowResult: 'loss' }).ok).toBe(true);
    const noShow = normalizeStoredVgcMatch({
      _id: 'local_ns',
      playerTeam: ['Miraidon'],
      date: '2026-03-02',
      specialResult: 'no-show',
      recordedResult: 'loss',
      games: [],
    } as Parameters<typeof normalizeStoredVgcMatch>[0]);
    expect(formFromVgcMatch(noShow)).toMatchObject({
      specialResult: 'no-show',
      noShowResult: 'loss',
      recordedResult: null,
    });
  });
});
