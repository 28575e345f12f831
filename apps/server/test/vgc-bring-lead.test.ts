import { describe, expect, it } from 'vitest';
import { vgcBringLeadAdviceSchema, vgcPersonalAnalyticsSchema, type VgcMatch } from '@trainerlog/core';
import { call, registerUser } from './support/api.ts';
import { useTestApp } from './support/test-app.ts';

const t = useTestApp();

const MINE = ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss', 'Flutter Mane', 'Landorus-Therian'];
const SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Farigiraf', 'Flutter Mane'];
const ALMOST_SUN = ['Torkoal', 'Lilligant-Hisui', 'Walking Wake', 'Ursaluna', 'Incineroar', 'Amoonguss'];
const RAIN = ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Rillaboom'];

async function log(token: string, body: Record<string, unknown>) {
  const res = await call(t.app, 'POST', '/api/vgcmatches', {
    token,
    body: { opponentName: 'Opp', date: '2025-01-01', playerTeam: MINE, ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as VgcMatch;
}

const game = (result: 'win' | 'loss', leads: string[], brought: string[], theirLeads: string[], theirs: string[]) => ({
  result,
  leadPokemon: leads,
  broughtPokemon: brought,
  opponentLeadPokemon: theirLeads,
  opponentBroughtPokemon: theirs,
});

const advice = (token: string | undefined, query: Record<string, string>) =>
  call(t.app, 'GET', `/api/vgcmatches/bring-lead-advice?${new URLSearchParams(query)}`, token ? { token } : {});

async function seeded() {
  const me = await registerUser(t.app);
  const other = await registerUser(t.app);
  const sunMatch = await log(me.token, {
    opponentTeam: SUN,
    format: 'Reg H',
    bestOf: 3,
    games: [
      game(
        'win',
        ['Incineroar', 'Rillaboom'],
        ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss'],
        ['Torkoal', 'Lilligant-Hisui'],
        ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Farigiraf'],
      ),
      game(
        'loss',
        ['Incineroar', 'Amoonguss'],
        ['Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Amoonguss'],
        ['Torkoal', 'Flutter Mane'],
        ['Torkoal', 'Flutter Mane', 'Ursaluna', 'Walking Wake'],
      ),
      game(
        'win',
        ['Incineroar', 'Rillaboom'],
        ['Incineroar', 'Rillaboom', 'Flutter Mane', 'Amoonguss'],
        ['Torkoal', 'Lilligant-Hisui'],
        ['Torkoal', 'Lilligant-Hisui', 'Ursaluna', 'Walking Wake'],
      ),
    ],
  });
  const almostMatch = await log(me.token, {
    opponentTeam: ALMOST_SUN,
    format: 'Reg G',
    games: [
      game(
        'loss',
        ['Urshifu-Rapid-Strike', 'Landorus-Therian'],
        ['Urshifu-Rapid-Strike', 'Landorus-Therian', 'Incineroar', 'Amoonguss'],
        ['Torkoal', 'Incineroar'],
        ['Torkoal', 'Incineroar', 'Ursaluna', 'Amoonguss'],
      ),
    ],
  });
  await log(me.token, {
    opponentTeam: RAIN,
    games: [
      game(
        'win',
        ['Rillaboom', 'Flutter Mane'],
        ['Rillaboom', 'Flutter Mane', 'Incineroar', 'Amoonguss'],
        ['Pelipper', 'Archaludon'],
        ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss'],
      ),
    ],
  });
  // The other member faced the same sun team and lost with other leads: never in my answers.
  await log(other.token, {
    opponentTeam: SUN,
    games: [
      game(
        'loss',
        ['Landorus-Therian', 'Flutter Mane'],
        ['Landorus-Therian', 'Flutter Mane', 'Incineroar', 'Amoonguss'],
        ['Torkoal', 'Walking Wake'],
        ['Torkoal', 'Walking Wake', 'Ursaluna', 'Farigiraf'],
      ),
    ],
  });
  return { me, other, sunMatch, almostMatch };
}

describe('bring & lead (issue 30)', () => {
  it('advises from my own matches against teams sharing at least four of the six, never another member’s', async () => {
    const { me, other, sunMatch, almostMatch } = await seeded();
    const res = await advice(me.token, { opponent: SUN.join(',') });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = vgcBringLeadAdviceSchema.parse(res.body);
    expect(answer.sharedNeeded).toBe(4);
    expect(answer.matches).toEqual([
      { matchId: sunMatch._id, shared: 6, opponentName: 'Opp', date: '2025-01-01', wins: 2, losses: 1 },
      { matchId: almostMatch._id, shared: 4, opponentName: 'Opp', date: '2025-01-01', wins: 0, losses: 1 },
    ]);
    expect(answer.overall).toMatchObject({ wins: 2, losses: 2, games: 4 });
    const incineroar = answer.pokemon.find((r) => r.pokemon === 'Incineroar')!;
    expect(incineroar.brought).toMatchObject({ wins: 2, losses: 2 });
    expect(incineroar.led).toMatchObject({ wins: 2, losses: 1 });
    expect(answer.leadPairs[0]).toMatchObject({ pokemon: ['Incineroar', 'Rillaboom'], wins: 2, losses: 0 });
    expect(answer.pokemon.some((r) => r.pokemon === 'Landorus-Therian' && r.led.losses === 1)).toBe(true);
    expect(answer.opponentLed.find((r) => r.pokemon === 'Torkoal')).toMatchObject({ wins: 2, losses: 2 });

    // The filters apply: Reg H only keeps the sun match.
    const regH = vgcBringLeadAdviceSchema.parse(
      (await advice(me.token, { opponent: SUN.join(','), format: 'reg h' })).body,
    );
    expect(regH.matches.map((m) => m.matchId)).toEqual([sunMatch._id]);

    // The other member asking about the same team reads only their own match.
    const theirs = vgcBringLeadAdviceSchema.parse((await advice(other.token, { opponent: SUN.join(',') })).body);
    expect(theirs.matches).toHaveLength(1);
    expect(theirs.matches[0]!.matchId).not.toBe(sunMatch._id);
    expect(theirs.overall).toMatchObject({ wins: 0, losses: 1 });
  });

  it('puts my Pokémon brought and led and the opponent trends in the analytics answer', async () => {
    const { me } = await seeded();
    const res = await call(t.app, 'GET', '/api/vgcmatches/stats', { token: me.token });
    expect(res.status).toBe(200);
    const { bringLead } = vgcPersonalAnalyticsSchema.parse(res.body);
    expect(bringLead.games).toBe(5);
    expect(bringLead.pokemon.find((r) => r.pokemon === 'Incineroar')).toMatchObject({
      brought: { wins: 3, losses: 2, games: 5 },
      led: { wins: 2, losses: 1, games: 3 },
      broughtShare: 1,
    });
    const torkoal = bringLead.opponents.find((r) => r.pokemon === 'Torkoal')!;
    expect(torkoal).toMatchObject({ brought: 4, broughtOf: 4, led: 4, ledOf: 4 });
    expect(torkoal.faced).toMatchObject({ wins: 2, losses: 2 });
    const farigiraf = bringLead.opponents.find((r) => r.pokemon === 'Farigiraf')!;
    expect(farigiraf).toMatchObject({ brought: 1, broughtOf: 3, led: 0, ledOf: 3 });
  });

  it('refuses a missing or oversized opponent (400), bad filters (400), an unknown season (404) and guests (401)', async () => {
    const { me } = await seeded();
    const none = await advice(me.token, { opponent: ' , ' });
    expect([none.status, none.body.msg]).toEqual([400, expect.any(String)]);
    expect(JSON.stringify(none.body)).toContain("Enter at least one of the opponent's Pokémon");
    const missing = await advice(me.token, {});
    expect(missing.status).toBe(400);
    const seven = await advice(me.token, { opponent: 'a,b,c,d,e,f,g' });
    expect(JSON.stringify(seven.body)).toContain("Enter at most 6 of the opponent's Pokémon");
    expect(seven.status).toBe(400);
    const range = await advice(me.token, { opponent: 'Torkoal', from: '2025-02-01', to: '2025-01-01' });
    expect(range.status).toBe(400);
    const season = await advice(me.token, { opponent: 'Torkoal', seasonId: '00000000-0000-4000-8000-000000000000' });
    expect([season.status, season.body.msg]).toEqual([404, 'Season not found']);
    expect((await advice(undefined, { opponent: 'Torkoal' })).status).toBe(401);
  });
});
