import { describe, expect, it } from 'vitest';
import { vgcMegaUsage } from '../../src/analytics/vgcMegaUsage.ts';
import { vgcTeraUsage } from '../../src/analytics/vgcTeraUsage.ts';

const CHAMPIONS = 'VGC 2026 Reg M-A';
const replay = 'https://replay.pokemonshowdown.com/gen9championsvgc2026regmabo3-2700000001';
const imported = {
  leadPokemon: ['Charizard', 'Whimsicott'],
  opponentLeadPokemon: ['Floette-Eternal', 'Incineroar'],
  broughtPokemon: ['Charizard', 'Whimsicott', 'Garchomp', 'Kingambit'],
  opponentBroughtPokemon: ['Floette-Eternal', 'Incineroar', 'Gengar'],
  replayLink: replay,
};

describe('vgcMegaUsage (issue 29, Pokémon Champions)', () => {
  it('rates over recorded games per side, with your win rate when you did, did not, and per Pokémon', () => {
    const mega = vgcMegaUsage([
      {
        format: CHAMPIONS,
        games: [
          { result: 'win', megaPokemon: 'Charizard', opponentMegaPokemon: 'Floette-Eternal' },
          { result: 'loss', megaPokemon: null, opponentMegaPokemon: 'Floette-Eternal' },
          { result: 'win', megaPokemon: 'Charizard-Mega-Y', opponentMegaPokemon: null },
        ],
      },
      { format: CHAMPIONS, games: [{ result: 'loss', megaPokemon: 'Gengar' }, { result: 'tie' }] },
      // Nothing recorded: left out of both sides.
      { format: CHAMPIONS, games: [{ result: 'win' }] },
    ]);
    expect([mega.games, mega.recordedGames, mega.megaFormatGames]).toEqual([5, 4, 5]);
    expect([mega.own.recordedGames, mega.own.megaEvolved.games, mega.own.didNot.games]).toEqual([4, 3, 1]);
    expect(mega.own.share).toBe(3 / 4);
    expect([mega.own.megaEvolved.wins, mega.own.megaEvolved.losses]).toEqual([2, 1]);
    // A Mega forme typed by hand counts as its Pokémon.
    expect(mega.own.pokemon.map((p) => [p.pokemon, p.wins, p.losses, p.share])).toEqual([
      ['Charizard', 2, 0, 2 / 3],
      ['Gengar', 0, 1, 1 / 3],
    ]);
    expect(mega.own.pokemon[0]!.rate).toBe(1);
    expect(mega.own.pokemon[0]!.interval).not.toBeNull();
    // The opponent's is recorded in the first match only.
    expect([mega.opponent.recordedGames, mega.opponent.share]).toEqual([3, 2 / 3]);
  });

  it('a replay of a Mega format records both sides, blank meaning did not; a Tera format replay records no Mega', () => {
    const mega = vgcMegaUsage([
      { format: CHAMPIONS, games: [{ result: 'win', ...imported }] },
      { format: CHAMPIONS, games: [{ result: 'loss', ...imported, opponentMegaPokemon: 'Floette-Eternal' }] },
      { format: 'VGC 2025 Reg I', games: [{ result: 'win', ...imported }] },
    ]);
    expect([mega.recordedGames, mega.own.recordedGames, mega.opponent.recordedGames]).toEqual([2, 2, 2]);
    expect([mega.own.share, mega.opponent.share]).toEqual([0, 1 / 2]);
    expect(mega.megaFormatGames).toBe(2);
  });

  it('Tera reads no Champions replay as "did not terastallize"', () => {
    const tera = vgcTeraUsage([
      { format: CHAMPIONS, games: [{ result: 'win', ...imported }] },
      { format: 'VGC 2025 Reg I', games: [{ result: 'win', ...imported }] },
    ]);
    expect([tera.recordedGames, tera.own.recordedGames]).toEqual([1, 1]);
  });

  it('empty: no games, no rates', () => {
    const mega = vgcMegaUsage([]);
    expect(mega).toMatchObject({ games: 0, recordedGames: 0, megaFormatGames: 0 });
    expect([mega.own.share, mega.opponent.share]).toEqual([null, null]);
  });
});
