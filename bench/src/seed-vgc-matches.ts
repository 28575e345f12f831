// VGC matches of realistic size and shape for the bench, generated in SQL like seed-matches.ts (generate_series, one
// statement per batch, date slices oldest first, community and bench player interleaved).
//
// Decisions:
// - The bench player's three teams are created through POST /api/teams (the service's own rows); their species, keys
//   and those of the opponent pool are computed here with core `teamFilterKey` and passed in, exactly what the
//   service's `columnsOf` stores. The pool's names are checked to be the Pokédex spelling the service would store,
//   and each team to keep within its regulation's restricted limit, before anything is inserted.
// - The bench player logs about 85 % of matches with a saved team's id and the rest with typed species (no id), one
//   slice of them with an older version of the first team that no saved team has (its own key): the team filter and
//   team statistics then have to combine id and key as they do for real users.
// - Opponents are drawn from the player team's regulation (Reg G: 12 teams, Reg H: 7; Reg I: 4 more for the
//   community), the most played first. About 8 % of matches leave the opponent's team blank (closed team sheet).
// - Community players use the pool's teams with no saved team (team_id null): only the bench player's rows are read
//   by the measured requests, the community's are there so every per-user index holds other users' rows.
// - Bo1 (ladder, Showdown format id, some with a replay link) about 60 %, Bo3 (event name) the rest; each game
//   brings 4 of the 6 and leads with 2 of the 4 on both sides (leads ⊆ brought ⊆ team); 10 % of matches were logged
//   without leads or brought Pokémon; wentFirst is null (VGC has no turn order); notes on about 15 %.
import type pg from 'pg';
import {
  gameTally,
  matchOutcome,
  restrictedLimitProblem,
  restrictedPokemonMatcher,
  teamFilterKey,
  vgcMatchInputSchema,
  vgcMatchSchema,
} from '@trainerlog/core';
import { createPokedexService } from '../../apps/server/src/modules/pokedex/index.ts';
import { benchApi } from './benchApi.ts';

type Regulation = 'G' | 'H' | 'I';

/** Format text per regulation: the Showdown ladder id (Bo1) and the event name (Bo3). */
const FORMATS: Record<Regulation, { ladder: string; event: string }> = {
  G: { ladder: 'gen9vgc2025regg', event: 'VGC 2025 Regulation G' },
  H: { ladder: 'gen9vgc2024regh', event: 'VGC 2024 Regulation H' },
  I: { ladder: 'gen9vgc2025regi', event: 'VGC 2025 Regulation I' },
};

/** The opponents' (and community's) teams per regulation, most played first (skewed pick in SQL). */
const POOL: Record<Regulation, string[][]> = {
  G: [
    ['Calyrex-Shadow', 'Incineroar', 'Rillaboom', 'Urshifu-Rapid-Strike', 'Whimsicott', 'Ogerpon-Wellspring'],
    ['Miraidon', 'Iron Hands', 'Whimsicott', 'Farigiraf', 'Ogerpon-Wellspring', 'Chi-Yu'],
    ['Calyrex-Ice', 'Farigiraf', 'Incineroar', 'Amoonguss', 'Urshifu', 'Ursaluna'],
    ['Koraidon', 'Flutter Mane', 'Incineroar', 'Chien-Pao', 'Amoonguss', 'Landorus'],
    ['Terapagos', 'Incineroar', 'Farigiraf', 'Archaludon', 'Rillaboom', 'Ogerpon-Hearthflame'],
    ['Zamazenta-Crowned', 'Flutter Mane', 'Rillaboom', 'Incineroar', 'Ogerpon-Cornerstone', 'Raging Bolt'],
    ['Kyogre', 'Tornadus', 'Urshifu-Rapid-Strike', 'Amoonguss', 'Incineroar', 'Landorus'],
    ['Groudon', 'Flutter Mane', 'Incineroar', 'Tornadus', 'Urshifu', 'Rillaboom'],
    ['Lunala', 'Incineroar', 'Grimmsnarl', 'Ursaluna', 'Rillaboom', 'Gholdengo'],
    ['Zacian-Crowned', 'Incineroar', 'Rillaboom', 'Chien-Pao', 'Volcarona', 'Amoonguss'],
    ['Ho-Oh', 'Chi-Yu', 'Iron Hands', 'Rillaboom', 'Tornadus', 'Urshifu-Rapid-Strike'],
    ['Calyrex-Shadow', 'Indeedee-F', 'Iron Hands', 'Farigiraf', 'Incineroar', 'Amoonguss'],
  ],
  H: [
    ['Sinistcha', 'Ursaluna-Bloodmoon', 'Incineroar', 'Kingambit', 'Maushold', 'Dragonite'],
    ['Pelipper', 'Archaludon', 'Basculegion', 'Amoonguss', 'Incineroar', 'Dragonite'],
    ['Indeedee-F', 'Armarouge', 'Torkoal', 'Hatterene', 'Ursaluna', 'Amoonguss'],
    ['Typhlosion-Hisui', 'Whimsicott', 'Kingambit', 'Rillaboom', 'Gholdengo', 'Dragonite'],
    ['Tatsugiri', 'Dondozo', 'Gholdengo', 'Incineroar', 'Annihilape', 'Arcanine-Hisui'],
    ['Palafin', 'Maushold', 'Gholdengo', 'Incineroar', 'Garchomp', 'Sinistcha'],
    ['Porygon2', 'Ursaluna', 'Hatterene', 'Incineroar', 'Amoonguss', 'Kingambit'],
  ],
  I: [
    ['Calyrex-Shadow', 'Miraidon', 'Incineroar', 'Rillaboom', 'Farigiraf', 'Urshifu-Rapid-Strike'],
    ['Kyogre', 'Zacian-Crowned', 'Tornadus', 'Incineroar', 'Rillaboom', 'Amoonguss'],
    ['Lunala', 'Koraidon', 'Grimmsnarl', 'Incineroar', 'Flutter Mane', 'Ogerpon-Hearthflame'],
    ['Terapagos', 'Calyrex-Ice', 'Indeedee-F', 'Farigiraf', 'Incineroar', 'Amoonguss'],
  ],
};

interface SetInput {
  species: string;
  item: string;
  ability: string;
  teraType: string;
  moves: string[];
}

const set = (species: string, item: string, ability: string, teraType: string, moves: string[]): SetInput => ({
  species,
  item,
  ability,
  teraType,
  moves,
});

/** The bench player's saved teams (POST /api/teams bodies); the first is the most played. */
export const BENCH_TEAMS: { name: string; regulation: Regulation; pokemon: SetInput[] }[] = [
  {
    name: 'Shadow Rider Balance',
    regulation: 'G',
    pokemon: [
      set('Calyrex-Shadow', 'Focus Sash', 'As One (Spectrier)', 'Fairy', [
        'Astral Barrage',
        'Psychic',
        'Nasty Plot',
        'Protect',
      ]),
      set('Incineroar', 'Safety Goggles', 'Intimidate', 'Ghost', [
        'Fake Out',
        'Flare Blitz',
        'Parting Shot',
        'Knock Off',
      ]),
      set('Rillaboom', 'Assault Vest', 'Grassy Surge', 'Fire', ['Fake Out', 'Grassy Glide', 'Wood Hammer', 'U-turn']),
      set('Urshifu-Rapid-Strike', 'Choice Scarf', 'Unseen Fist', 'Water', [
        'Surging Strikes',
        'Close Combat',
        'U-turn',
        'Aqua Jet',
      ]),
      set('Farigiraf', 'Electric Seed', 'Armor Tail', 'Water', [
        'Trick Room',
        'Psychic Noise',
        'Hyper Voice',
        'Helping Hand',
      ]),
      set('Raging Bolt', 'Booster Energy', 'Protosynthesis', 'Fairy', [
        'Thunderclap',
        'Draco Meteor',
        'Thunderbolt',
        'Protect',
      ]),
    ],
  },
  {
    name: 'Miraidon Hard Tailwind',
    regulation: 'G',
    pokemon: [
      set('Miraidon', 'Choice Specs', 'Hadron Engine', 'Electric', [
        'Electro Drift',
        'Draco Meteor',
        'Volt Switch',
        'Dazzling Gleam',
      ]),
      set('Iron Hands', 'Assault Vest', 'Quark Drive', 'Grass', [
        'Fake Out',
        'Drain Punch',
        'Wild Charge',
        'Heavy Slam',
      ]),
      set('Whimsicott', 'Covert Cloak', 'Prankster', 'Ghost', ['Tailwind', 'Moonblast', 'Encore', 'Light Screen']),
      set('Chien-Pao', 'Focus Sash', 'Sword of Ruin', 'Ghost', [
        'Icicle Crash',
        'Sucker Punch',
        'Sacred Sword',
        'Protect',
      ]),
      set('Ogerpon-Hearthflame', 'Hearthflame Mask', 'Mold Breaker', 'Fire', [
        'Ivy Cudgel',
        'Horn Leech',
        'Follow Me',
        'Spiky Shield',
      ]),
      set('Amoonguss', 'Rocky Helmet', 'Regenerator', 'Water', ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect']),
    ],
  },
  {
    name: 'Bloodmoon Rain',
    regulation: 'H',
    pokemon: [
      set('Ursaluna-Bloodmoon', 'Life Orb', "Mind's Eye", 'Normal', [
        'Blood Moon',
        'Earth Power',
        'Hyper Voice',
        'Protect',
      ]),
      set('Sinistcha', 'Sitrus Berry', 'Hospitality', 'Water', [
        'Matcha Gotcha',
        'Rage Powder',
        'Trick Room',
        'Strength Sap',
      ]),
      set('Incineroar', 'Safety Goggles', 'Intimidate', 'Grass', [
        'Fake Out',
        'Flare Blitz',
        'Parting Shot',
        'Knock Off',
      ]),
      set('Archaludon', 'Assault Vest', 'Stamina', 'Fairy', [
        'Electro Shot',
        'Draco Meteor',
        'Flash Cannon',
        'Body Press',
      ]),
      set('Pelipper', 'Focus Sash', 'Drizzle', 'Ghost', ['Hurricane', 'Weather Ball', 'Tailwind', 'Wide Guard']),
      set('Dragonite', 'Choice Band', 'Inner Focus', 'Normal', [
        'Extreme Speed',
        'Stomping Tantrum',
        'Ice Spinner',
        'Tera Blast',
      ]),
    ],
  },
];

/** The first team before Farigiraf replaced Amoonguss: logged with typed species, no saved team has it. */
const OLD_FIRST_TEAM = [
  'Calyrex-Shadow',
  'Incineroar',
  'Rillaboom',
  'Urshifu-Rapid-Strike',
  'Amoonguss',
  'Raging Bolt',
];

/** Showdown-style handles (made up); `SEARCH_FRAGMENT` is part of one of them. */
const OPPONENT_NAMES = [
  'RapidStrikeRin',
  'FakeOutFiona',
  'TrickRoomTheo',
  'ProtectSpam',
  'RageP0wder',
  'IntimidateIvy',
  'TailwindTerry',
  'AstralBarrage',
  'GlacialLance',
  'PsySpamPaul',
  'DoublesDan',
  'VGCVeteran',
  'BoxLegendBen',
  'RegGGrinder',
  'LadderLuca',
  'MidnightMaushold',
  'SunnyTorkoal',
  'RainDanceRia',
  'BloodmoonBeth',
  'SashSenseiKai',
  'CovertCloak',
  'ItsTeraTime',
  'SleepClauseSid',
  'WideGuardWes',
  'FollowMeFay',
  'OgerponOlli',
  'ChienPaoChen',
  'NoGuardNoah',
  'HelpingHandHal',
  'SwiftSwimSol',
  'DracoDrew',
  'PivotPia',
  'EncoreElla',
  'IcyWindIan',
  'ParaHaxPete',
  'CritMattersMo',
  'SpeedTieSue',
  'HailMaryHana',
  'ScarfedSkye',
  'Sw33pKing',
];
export const SEARCH_FRAGMENT = 'tailwind';

const NOTES = [
  'Opponent had Trick Room on both sides, could not outspeed',
  'Won the Tera guessing game turn one',
  'Lost to double Protect mind games',
  'Missed Icicle Crash twice',
  'Timer almost ran out in game three',
  'Should have led Incineroar + Rillaboom',
  'Tailwind mirror, they got it up first',
  'Opponent forfeited after team preview',
];

/** A team as the insert reads it (jsonb_to_recordset): where in the pick it falls, and what the row stores. */
interface TeamRow {
  ord: number;
  /** Upper end of this team's share of [0, 1) in the cumulative pick. */
  cum: number;
  team_id: string | null;
  species: string[];
  key: string;
  reg: Regulation;
  ladder: string;
  event: string;
}

interface OpponentRow {
  reg: Regulation;
  /** 1-based position within its regulation. */
  reg_ord: number;
  reg_count: number;
  species: string[];
  key: string;
}

const REGULATIONS = Object.keys(POOL) as Regulation[];

function opponentRows(): OpponentRow[] {
  return REGULATIONS.flatMap((reg) =>
    POOL[reg].map((species, i) => ({
      reg,
      reg_ord: i + 1,
      reg_count: POOL[reg].length,
      species,
      key: teamFilterKey(species),
    })),
  );
}

/** Teams with weights as `TeamRow`s with cumulative ends (the last one exactly 1). */
function teamRows(teams: { teamId: string | null; species: string[]; reg: Regulation; weight: number }[]): TeamRow[] {
  const total = teams.reduce((sum, team) => sum + team.weight, 0);
  let cum = 0;
  return teams.map((team, i) => {
    cum += team.weight / total;
    return {
      ord: i + 1,
      cum: i === teams.length - 1 ? 1 : cum,
      team_id: team.teamId,
      species: team.species,
      key: teamFilterKey(team.species),
      reg: team.reg,
      ...FORMATS[team.reg],
    };
  });
}

/**
 * One batch: `count` matches dated `dayFrom`..`dayTo` days ago, owners picked from `userIds` (skewed toward the first
 * by `userSkew`). The player team is the one whose cumulative share holds (r * teamSpread + owner * golden ratio)
 * mod 1: with a spread of 1 and one owner that is the weights; a small spread gives each community player a few
 * neighbouring teams. Opponents come from the player team's regulation. Every game object has the fields
 * vgcGameSchema fills; wins/losses/result are the core gameTally/matchOutcome of the games (checked below).
 */
const INSERT_BATCH = `
with pt as materialized (
  select * from jsonb_to_recordset($4::jsonb)
    as t(ord int, cum float8, team_id uuid, species text[], key text, reg text, ladder text, event text)
), op as materialized (
  select * from jsonb_to_recordset($5::jsonb) as t(reg text, reg_ord int, reg_count int, species text[], key text)
), r as materialized (
  select floor(power(random(), $6::float8) * cardinality($3::uuid[]))::int as ui,
         random() as r_team, random() as r_opp, random() as r_fmt, random() as r_pat, random() as r_day,
         random() as r_time, random() as r_notes, random() as r_name, random() as r_suffix, random() as r_sheet,
         random() as r_detail, random() as r_replay
  from generate_series(1, $1::int)
), m as materialized (
  select ($3::uuid[])[1 + r.ui] as user_id,
         p.team_id, p.species as player_team, p.key as player_team_key, p.ladder,
         op.species as opponent_full,
         case when r.r_sheet < 0.08 then '{}'::text[] else op.species end as opponent_team,
         case when r.r_sheet < 0.08 then '' else op.key end as opponent_team_key,
         case when r.r_name < 0.08 then ''
              else ($8::text[])[least(cardinality($8::text[]), 1 + floor(power(r.r_name, 1.4) * cardinality($8::text[]))::int)]
                   || case when r.r_suffix < 0.5 then floor(r.r_suffix * 2000)::int::text else '' end
         end as opponent_name,
         case when r.r_fmt < 0.6 then p.ladder else p.event end as format,
         case when r.r_fmt < 0.6 then 1 else 3 end as best_of,
         case when r.r_fmt < 0.6 then case when r.r_pat < 0.52 then 'W' else 'L' end
              else (array['WW', 'LL', 'WLW', 'LWW', 'WLL', 'LWL'])[least(6, 1 + floor(r.r_pat * 6)::int)] end as pattern,
         case when r.r_fmt < 0.6 and r.r_replay < 0.3
              then 'https://replay.pokemonshowdown.com/' || p.ladder || '-' || (2100000000 + floor(r.r_replay * 1e8)::bigint)
              else '' end as replay_link,
         r.r_detail >= 0.1 as detailed,
         current_date - ($9::int + floor(r.r_day * ($2::int - $9::int + 1))::int) as day,
         r.r_time,
         case when r.r_notes < 0.85 then ''
              else ($10::text[])[least(cardinality($10::text[]), 1 + floor((r.r_notes - 0.85) / 0.15 * cardinality($10::text[]))::int)]
         end as notes
  from r
  cross join lateral (
    select * from pt where pt.cum > (r.r_team * $7::float8 + r.ui * 0.6180339887) - floor(r.r_team * $7::float8 + r.ui * 0.6180339887)
    order by pt.cum limit 1
  ) p
  join op on op.reg = p.reg and op.reg_ord = least(op.reg_count, 1 + floor(power(r.r_opp, 1.5) * op.reg_count)::int)
), t as (
  select m.*,
         length(pattern) - length(replace(pattern, 'W', '')) as wins,
         length(pattern) - length(replace(pattern, 'L', '')) as losses,
         least(now(), (day + time '09:00' + r_time * interval '14 hours')::timestamptz) as created
  from m
)
insert into vgc_matches (user_id, team_id, player_team, opponent_team, player_team_key, opponent_team_key, opponent_name,
                         format, best_of, date, replay_link, notes, games, wins, losses, result, created_at, updated_at)
select user_id, team_id, player_team, opponent_team, player_team_key, opponent_team_key, opponent_name,
       format, best_of, day, replay_link, notes,
       (select jsonb_agg(jsonb_build_object(
                 'result', case when won then 'win' else 'loss' end,
                 'wentFirst', null,
                 'leadPokemon', to_jsonb(case when t.detailed then mine[1:2] else '{}'::text[] end),
                 'opponentLeadPokemon', to_jsonb(case when t.detailed then theirs[1:2] else '{}'::text[] end),
                 'broughtPokemon', to_jsonb(case when t.detailed then mine else '{}'::text[] end),
                 'opponentBroughtPokemon', to_jsonb(case when t.detailed then theirs else '{}'::text[] end),
                 'firstKnockout', case when ko < 0.1 then null
                                       when (won and ko < 0.68) or (not won and ko > 0.72) then 'player'
                                       else 'opponent' end,
                 'replayLink', case when t.best_of = 3 and link < 0.2
                                    then 'https://replay.pokemonshowdown.com/' || t.ladder || 'bo3-' || (2200000000 + floor(link * 1e9)::bigint)
                                    else '' end,
                 'notes', '') order by i)
          from generate_series(1, length(t.pattern)) i
          -- Four of six brought, the team's first members a little more often; the first two lead. The "where i > 0"
          -- ties each pick to its game, so every game draws its own.
          cross join lateral (
            select substr(t.pattern, i, 1) = 'W' as won, random() as ko, random() as link,
                   array(select s from unnest(t.player_team) with ordinality u(s, k) where i > 0
                         order by random() + k * 0.12 limit 4) as mine,
                   array(select s from unnest(t.opponent_full) with ordinality u(s, k) where i > 0
                         order by random() + k * 0.12 limit 4) as theirs
          ) g),
       wins, losses, case when wins > losses then 'win' when losses > wins then 'loss' else 'tie' end,
       created, created
from t
order by day, created`;

interface Batch {
  count: number;
  dayFrom: number;
  dayTo: number;
  userIds: string[];
  userSkew: number;
  teams: TeamRow[];
  teamSpread: number;
}

async function insertBatch(client: pg.PoolClient, b: Batch): Promise<void> {
  if (b.count <= 0) return;
  await client.query(INSERT_BATCH, [
    b.count,
    b.dayFrom,
    b.userIds,
    JSON.stringify(b.teams),
    JSON.stringify(opponentRows()),
    b.userSkew,
    b.teamSpread,
    OPPONENT_NAMES,
    b.dayTo,
    NOTES,
  ]);
}

export interface BenchTeam {
  id: string;
  name: string;
  species: string[];
  key: string;
  regulation: Regulation;
}

/** One of BENCH_TEAMS through POST /api/teams; the stored spelling must be the one sent. */
export async function createBenchTeam(
  appUrl: string,
  token: string,
  team: (typeof BENCH_TEAMS)[number],
): Promise<BenchTeam> {
  const body = await benchApi(appUrl, token).teams.create({
    name: team.name,
    format: FORMATS[team.regulation].event,
    pokemon: team.pokemon,
  });
  const species = body.pokemon.map((p) => p.species);
  const sent = team.pokemon.map((p) => p.species);
  if (species.join() !== sent.join()) throw new Error(`team species stored as ${species.join()}, sent ${sent.join()}`);
  return { id: body._id, name: team.name, species, key: teamFilterKey(species), regulation: team.regulation };
}

/** The bench player's teams (every one of BENCH_TEAMS). */
export async function createBenchTeams(appUrl: string, token: string): Promise<BenchTeam[]> {
  const created: BenchTeam[] = [];
  for (const team of BENCH_TEAMS) created.push(await createBenchTeam(appUrl, token, team));
  return created;
}

/**
 * Every species name the seed writes is the Pokédex spelling (what the service stores after its lookup), and every
 * team keeps within its regulation's restricted limit as the service checks it on create.
 */
async function checkPool(pool: pg.Pool): Promise<void> {
  const species = createPokedexService();
  const names = new Set([...REGULATIONS.flatMap((reg) => POOL[reg].flat()), ...OLD_FIRST_TEAM]);
  for (const name of names) {
    const canonical = await species.speciesName(name);
    if (canonical !== name) throw new Error(`seed species "${name}" is stored by the service as "${canonical}"`);
  }
  const { rows } = await pool.query<{ name: string }>('select name from restricted_pokemon');
  const isRestricted = restrictedPokemonMatcher(rows.map((row) => row.name));
  for (const reg of REGULATIONS) {
    for (const team of [...POOL[reg], ...(reg === 'G' ? [OLD_FIRST_TEAM] : [])]) {
      const problem = restrictedLimitProblem(FORMATS[reg].event, team, isRestricted);
      if (problem) throw new Error(`seed team ${team.join(', ')}: ${problem}`);
    }
  }
}

export interface VgcMatchSeed {
  communityMatches: number;
  player: { userId: string; matches: number; teams: BenchTeam[] };
  days: number;
  batchSize: number;
}

/** Every VGC match in date slices, oldest first. Returns rows inserted. */
export async function seedVgcMatches(pool: pg.Pool, seed: VgcMatchSeed): Promise<number> {
  await checkPool(pool);
  const [first, second, third] = seed.player.teams;
  if (!first || !second || !third) throw new Error('the bench player needs three teams');
  const playerTeams = teamRows([
    { teamId: first.id, species: first.species, reg: first.regulation, weight: 0.42 },
    { teamId: null, species: first.species, reg: first.regulation, weight: 0.08 },
    { teamId: null, species: OLD_FIRST_TEAM, reg: first.regulation, weight: 0.05 },
    { teamId: second.id, species: second.species, reg: second.regulation, weight: 0.25 },
    { teamId: null, species: second.species, reg: second.regulation, weight: 0.04 },
    { teamId: third.id, species: third.species, reg: third.regulation, weight: 0.14 },
    { teamId: null, species: third.species, reg: third.regulation, weight: 0.02 },
  ]);
  // The most played teams of each regulation most often.
  const communityTeams = teamRows(
    REGULATIONS.flatMap((reg) =>
      POOL[reg].map((species, i) => ({ teamId: null, species, reg, weight: (reg === 'I' ? 0.5 : 1) / (i + 2) })),
    ),
  );
  const client = await pool.connect();
  try {
    await client.query('select setseed(0.57)');
    // The community players seedMatches created.
    const { rows } = await client.query<{ id: string }>(
      `select id from users where username like 'player%' order by username`,
    );
    const communityIds = rows.map((r) => r.id);
    const slices = Math.max(1, Math.ceil(seed.communityMatches / seed.batchSize));
    let inserted = 0;
    for (let s = 0; s < slices; s += 1) {
      const dayFrom = Math.round((seed.days * (slices - s)) / slices);
      const dayTo = Math.round((seed.days * (slices - s - 1)) / slices) + (s === slices - 1 ? 0 : 1);
      const share = (total: number) => Math.round((total * (s + 1)) / slices) - Math.round((total * s) / slices);
      const community = share(seed.communityMatches);
      const player = share(seed.player.matches);
      await insertBatch(client, {
        count: community,
        dayFrom,
        dayTo,
        userIds: communityIds,
        userSkew: 1.6,
        teams: communityTeams,
        teamSpread: 0.15,
      });
      await insertBatch(client, {
        count: player,
        dayFrom,
        dayTo,
        userIds: [seed.player.userId],
        userSkew: 1,
        teams: playerTeams,
        teamSpread: 1,
      });
      inserted += community + player;
    }
    return inserted;
  } finally {
    client.release();
  }
}

/**
 * The seeded data is what the API would have stored: the global and per-user counters agree with the table, a random
 * sample of rows passes vgcMatchInputSchema with keys equal to core teamFilterKey and wins/losses/result equal to
 * gameTally/matchOutcome, and one of the bench player's matches read back through GET /api/vgcmatches/:id passes
 * vgcMatchSchema.
 */
export async function checkSeededVgcMatches(
  pool: pg.Pool,
  expected: number,
  api: { appUrl: string; token: string; userId: string },
): Promise<void> {
  const { rows: counts } = await pool.query<{ stored: number; counted: number; users_off: number }>(
    `select (select count from match_counts where game = 'vgc') as stored,
            (select count(*)::int from vgc_matches) as counted,
            (select count(*)::int
               from (select user_id, count(*)::int as matches, (count(*) filter (where wins > losses))::int as won
                     from vgc_matches group by user_id) a
               full join vgc_match_user_counts c using (user_id)
               where a.matches is distinct from c.matches or a.won is distinct from c.won) as users_off`,
  );
  const { stored, counted, users_off } = counts[0]!;
  if (stored !== counted || counted !== expected || users_off !== 0) {
    throw new Error(
      `VGC match counts disagree: match_counts ${stored}, rows ${counted}, inserted ${expected}, ` +
        `${users_off} users' counts rows off`,
    );
  }
  const { rows } = await pool.query<{
    team_id: string | null;
    player_team: string[];
    opponent_team: string[];
    player_team_key: string;
    opponent_team_key: string;
    opponent_name: string;
    format: string;
    best_of: number;
    date: string;
    replay_link: string;
    notes: string;
    games: unknown;
    wins: number;
    losses: number;
    result: string;
  }>(
    `select team_id, player_team, opponent_team, player_team_key, opponent_team_key, opponent_name, format, best_of,
            date::text as date, replay_link, notes, games, wins, losses, result
     from vgc_matches tablesample bernoulli (1) repeatable (7)`,
  );
  for (const row of rows) {
    const parsed = vgcMatchInputSchema.safeParse({
      teamId: row.team_id,
      playerTeam: row.player_team,
      opponentTeam: row.opponent_team,
      opponentName: row.opponent_name,
      format: row.format,
      bestOf: row.best_of,
      date: row.date,
      replayLink: row.replay_link,
      notes: row.notes,
      games: row.games,
    });
    if (!parsed.success) throw new Error(`seeded VGC match is invalid: ${parsed.error.message} ${JSON.stringify(row)}`);
    const tally = gameTally(parsed.data.games);
    if (
      tally.wins !== row.wins ||
      tally.losses !== row.losses ||
      matchOutcome({ games: parsed.data.games }) !== row.result ||
      teamFilterKey(row.player_team) !== row.player_team_key ||
      teamFilterKey(row.opponent_team) !== row.opponent_team_key
    ) {
      throw new Error(`seeded VGC match's derived columns disagree with the service's: ${JSON.stringify(row)}`);
    }
  }
  const { rows: picked } = await pool.query<{ id: string }>(
    `select id from vgc_matches where user_id = $1 and team_id is not null and best_of = 3 limit 1`,
    [api.userId],
  );
  const body: unknown = await benchApi(api.appUrl, api.token).vgcMatches.get({ id: picked[0]!.id });
  const read = vgcMatchSchema.safeParse(body);
  if (!read.success) throw new Error(`seeded VGC match read back as ${JSON.stringify(body).slice(0, 500)}`);
}
