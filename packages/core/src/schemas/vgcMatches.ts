/**
 * VGC matches and games (spec part 1 §3 "VGC match", "VGC game"; part 2 §3 "VGC match"). The server validates
 * request bodies with these schemas, and the web forms use the same ones.
 *
 * Decisions:
 * - Your team: `teamId` (a server UUID or a `local_…` id) and/or the six species in `playerTeam`; at least one of
 *   the two (message VGC_TEAM_REQUIRED on `playerTeam`). With a team id the server fills the species from the team
 *   when `playerTeam` is empty.
 * - Teams are lists of species names (trimmed, 1–60 characters, at most 6, no name twice ignoring case — species
 *   clause). The opponent's team may be partial or empty (closed team sheets).
 * - Best-of is 1 (default) or 3. The games follow the TCG rules: a Bo1 has one game, a Bo3 two or three and stops at
 *   two wins. Game results are win or loss; the match result (win, loss, tie) and score ('W-L') are derived.
 * - Per game: leads at most 2, brought at most 4 per side (VGC brings four of six). Leads must be among the brought
 *   Pokémon when both are given, and brought Pokémon among the team when the team is known, ignoring case — a
 *   mistyped name is caught where it is typed.
 * - `firstKnockout` records who scored the first knockout: 'player', 'opponent' or null.
 * - Tera (issue 6): `teraPokemon` is your Pokémon that terastallized in the game and `opponentTeraPokemon` the
 *   opponent's, each one name or null (default null, so older games stay valid; null reads "not recorded", see
 *   `analytics/vgcTeraUsage.ts`). Yours must be among your brought Pokémon (the form picks it from them, so a game
 *   without a brought list cannot name one); the opponent's among their brought Pokémon when those are recorded,
 *   else on their team when that is listed — closed team sheets leave it free. Names compare ignoring case.
 * - Mega Evolution (issue 29, Pokémon Champions): `megaPokemon` is your Pokémon that Mega Evolved in the game and
 *   `opponentMegaPokemon` the opponent's, with Tera's rules (one name or null, null reading "not recorded"; yours among
 *   your brought, the opponent's among their brought or else on their team). The name is the brought species
 *   (`Charizard`, not `Charizard-Mega-Y`), as for Tera: the species the team was built with. Which formats play with
 *   Mega instead of Tera is `rules/formatMechanics.ts`; the fields are accepted in any format (a custom game may have
 *   both), the form offers the one the format has.
 * - Moves used (issue 29): `movesUsed` lists, per Pokémon of yours, the moves it was seen choosing in the game's
 *   Showdown replay (the import fills it; the form keeps it as stored), each name once; null (the default, and every
 *   game typed by hand) is "not recorded" — a team sheet says what a Pokémon could use, not what it used. At most 6
 *   Pokémon and 12 moves each (Transform, Metronome and the like can show more than four).
 * - Replay links (per game and for the match) are http(s) URLs of at most 300 characters; Showdown replays are the
 *   usual ones, but any host is accepted (players keep replays elsewhere too).
 * - Opponent name, format: trimmed, at most 100 and 60 characters, may be empty ("Unknown opponent" is a display
 *   matter). Notes: at most 10,000 characters, untrimmed (as TCG).
 * - Result only (issue 15): `recordedResult` as TCG (the Limitless import's rounds): no games, the result recorded.
 * - Results as tournaments record them (issue 29): `timeCalled`, tie games and `specialResult` as TCG (tcgMatches.ts).
 * - Exactly-once sync (issue 16): `clientId` as TCG (tcgMatches.ts header).
 */
import { z } from 'zod';
import {
  clientIdAnswerSchema,
  clientIdSchema,
  GAME_RESULT_REQUIRED,
  isLocalId,
  MATCH_NOTES_MAX_LENGTH,
  addResultIssue,
  RECORDED_RESULTS,
  recordedResultSchema,
  SPECIAL_RESULTS,
  specialResultSchema,
  TCG_GAME_RESULTS,
  timeCalledSchema,
} from './tcgMatches.ts';
import { addDaysUtc, isCalendarDate } from '../rules/dates.ts';
import { baseSpeciesName } from '../rules/pokemonNames.ts';

export const VGC_TEAM_MAX = 6;
export const VGC_LEADS_MAX = 2;
export const VGC_BROUGHT_MAX = 4;
export const VGC_BEST_OF = [1, 3] as const;
export const POKEMON_NAME_MAX_LENGTH = 60;
export const REPLAY_LINK_MAX_LENGTH = 300;

export const VGC_TEAM_REQUIRED = 'Select a team or enter your Pokémon';
export const VGC_DUPLICATE_POKEMON = 'A Pokémon can appear only once';
export const VGC_LEADS_NOT_BROUGHT = 'Leads must be among the brought Pokémon';
export const VGC_BROUGHT_NOT_IN_TEAM = 'Brought Pokémon must be on the team';
export const VGC_TERA_NOT_BROUGHT = 'The Tera Pokémon must be among the brought Pokémon';
export const VGC_MEGA_NOT_BROUGHT = 'The Mega Evolved Pokémon must be among the brought Pokémon';
export const REPLAY_LINK_INVALID = 'Replay link must be an http(s) address';
export const TEAM_ID_INVALID = 'Team id must be a server id or a local_ id';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const pokemonName = z
  .string({ error: 'Pokémon names must be text' })
  .trim()
  .min(1, 'Pokémon names cannot be empty')
  .max(POKEMON_NAME_MAX_LENGTH, `Pokémon names must be at most ${POKEMON_NAME_MAX_LENGTH} characters`);

const distinct = (names: readonly string[]) => new Set(names.map((n) => n.toLowerCase())).size === names.length;

/**
 * A list of species, at most `max`, each once (ignoring case). Both are checked in one refinement rather than with
 * `.max()`: a failed array check would stop the match's cross-field checks, and a form should show every problem.
 */
const pokemonList = (max: number, label: string) =>
  z
    .array(pokemonName)
    .default([])
    .superRefine(
      (names, ctx) => {
        if (names.length > max) ctx.addIssue({ code: 'custom', message: `${label} has at most ${max} Pokémon` });
        else if (!distinct(names.map(String))) ctx.addIssue({ code: 'custom', message: VGC_DUPLICATE_POKEMON });
      },
      { when: (payload) => Array.isArray(payload.value) },
    );

/** An optional list of at most four distinct names (a side's fainted Pokémon: at most the four brought). */
const faintedList = (label: string) =>
  z
    .array(pokemonName, { error: `${label} must be a list of Pokémon` })
    .max(VGC_BROUGHT_MAX, `${label} has at most ${VGC_BROUGHT_MAX} Pokémon`)
    .refine((names) => distinct(names.map(String)), VGC_DUPLICATE_POKEMON)
    .optional();

export const VGC_MOVES_USED_MAX = 12;
export const MOVE_NAME_MAX_LENGTH = 60;

const movesUsedSchema = z
  .array(
    z.object({
      pokemon: pokemonName,
      moves: z
        .array(
          z
            .string({ error: 'Move names must be text' })
            .trim()
            .min(1, 'Move names cannot be empty')
            .max(MOVE_NAME_MAX_LENGTH, `Move names must be at most ${MOVE_NAME_MAX_LENGTH} characters`),
        )
        .max(VGC_MOVES_USED_MAX, `At most ${VGC_MOVES_USED_MAX} moves used per Pokémon`),
    }),
    { error: 'Moves used must be a list of Pokémon and their moves' },
  )
  .max(VGC_TEAM_MAX, `Moves used lists at most ${VGC_TEAM_MAX} Pokémon`)
  .nullable()
  .default(null);

const replayLink = z
  .string({ error: REPLAY_LINK_INVALID })
  .trim()
  .max(REPLAY_LINK_MAX_LENGTH, `Replay link must be at most ${REPLAY_LINK_MAX_LENGTH} characters`)
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), REPLAY_LINK_INVALID)
  .default('');

export const vgcGameSchema = z.object({
  result: z.enum(TCG_GAME_RESULTS, { error: GAME_RESULT_REQUIRED }),
  wentFirst: z.boolean({ error: 'wentFirst must be true, false or null' }).nullable().default(null),
  leadPokemon: pokemonList(VGC_LEADS_MAX, 'Your leads'),
  opponentLeadPokemon: pokemonList(VGC_LEADS_MAX, "Opponent's leads"),
  broughtPokemon: pokemonList(VGC_BROUGHT_MAX, 'Your brought Pokémon'),
  opponentBroughtPokemon: pokemonList(VGC_BROUGHT_MAX, "Opponent's brought Pokémon"),
  firstKnockout: z
    .enum(['player', 'opponent'], { error: 'First knockout must be player or opponent' })
    .nullable()
    .default(null),
  teraPokemon: pokemonName.nullable().default(null),
  opponentTeraPokemon: pokemonName.nullable().default(null),
  megaPokemon: pokemonName.nullable().default(null),
  opponentMegaPokemon: pokemonName.nullable().default(null),
  movesUsed: movesUsedSchema,
  // Issue 30: the Pokémon that fainted in the game, per side, as an imported replay shows them; absent when not known
  // (games logged by hand, and every game stored before).
  faintedPokemon: faintedList('Your fainted Pokémon'),
  opponentFaintedPokemon: faintedList("Opponent's fainted Pokémon"),
  replayLink,
  notes: z
    .string()
    .max(MATCH_NOTES_MAX_LENGTH, `Game notes must be at most ${MATCH_NOTES_MAX_LENGTH} characters`)
    .default(''),
});
export type VgcGame = z.infer<typeof vgcGameSchema>;
export type VgcGameInput = z.input<typeof vgcGameSchema>;

const matchDate = z
  .string({ error: 'Date must be a valid date (YYYY-MM-DD)' })
  .refine(isCalendarDate, 'Date must be a valid date (YYYY-MM-DD)')
  .refine((d) => !isCalendarDate(d) || d >= '2008-01-01', 'Date must be in 2008 or later')
  .refine((d) => !isCalendarDate(d) || d <= addDaysUtc(new Date(), 1), 'Date cannot be in the future');

const vgcMatchFields = {
  teamId: z
    .string({ error: TEAM_ID_INVALID })
    .refine((id) => UUID_PATTERN.test(id) || isLocalId(id), TEAM_ID_INVALID)
    .nullable()
    .default(null),
  playerTeam: pokemonList(VGC_TEAM_MAX, 'Your team'),
  opponentTeam: pokemonList(VGC_TEAM_MAX, "Opponent's team"),
  opponentName: z.string().trim().max(100, 'Opponent name must be at most 100 characters').default(''),
  format: z.string().trim().max(60, 'Format must be at most 60 characters').default(''),
  bestOf: z.union([z.literal(1), z.literal(3)], { error: 'Best-of must be 1 or 3' }).default(1),
  date: matchDate,
  replayLink,
  notes: z
    .string()
    .max(MATCH_NOTES_MAX_LENGTH, `Notes must be at most ${MATCH_NOTES_MAX_LENGTH} characters`)
    .default(''),
  games: z.array(vgcGameSchema).max(5, 'A match has at most 5 games').default([]),
  recordedResult: recordedResultSchema,
  timeCalled: timeCalledSchema,
  specialResult: specialResultSchema,
  clientId: clientIdSchema,
};

type Ctx = z.core.$RefinementCtx;
const lower = (names: unknown) => (Array.isArray(names) ? names.map((n) => String(n).trim().toLowerCase()) : []);

/**
 * Whether a brought Pokémon is on the team: by name, or through a team-preview wildcard — Showdown shows
 * `Urshifu-*` until the forme is revealed, so a team listing `Urshifu-*` brought `Urshifu-Rapid-Strike`.
 */
function onTeam(name: string, team: readonly string[]): boolean {
  return team.includes(name) || team.includes(`${baseSpeciesName(name).toLowerCase()}-*`);
}

/** The once-per-battle fields of each side (Tera, Mega) and the message when one names a Pokémon not brought. */
const ONCE_PER_BATTLE = {
  player: [
    ['teraPokemon', VGC_TERA_NOT_BROUGHT],
    ['megaPokemon', VGC_MEGA_NOT_BROUGHT],
  ],
  opponent: [
    ['opponentTeraPokemon', VGC_TERA_NOT_BROUGHT],
    ['opponentMegaPokemon', VGC_MEGA_NOT_BROUGHT],
  ],
} as const;

/** Leads among brought, brought among the team — on each side of each game (see header). */
function checkGame(game: unknown, index: number, teams: { player: string[]; opponent: string[] }, ctx: Ctx) {
  if (typeof game !== 'object' || game === null) return;
  const g = game as Record<string, unknown>;
  for (const [side, leads, brought] of [
    ['player', 'leadPokemon', 'broughtPokemon'],
    ['opponent', 'opponentLeadPokemon', 'opponentBroughtPokemon'],
  ] as const) {
    const broughtNames = lower(g[brought]);
    if (broughtNames.length > 0 && lower(g[leads]).some((name) => !broughtNames.includes(name))) {
      ctx.addIssue({ code: 'custom', message: VGC_LEADS_NOT_BROUGHT, path: ['games', index, leads] });
    }
    const team = teams[side];
    if (team.length > 0 && broughtNames.some((name) => !onTeam(name, team))) {
      ctx.addIssue({ code: 'custom', message: VGC_BROUGHT_NOT_IN_TEAM, path: ['games', index, brought] });
    }
    for (const [field, message] of ONCE_PER_BATTLE[side]) {
      const name = typeof g[field] === 'string' ? (g[field] as string).trim().toLowerCase() : '';
      if (!name) continue;
      // Yours: always among the brought; the opponent's: among the brought when known, else on the listed team.
      const misplaced =
        side === 'player' || broughtNames.length > 0
          ? !broughtNames.includes(name)
          : team.length > 0 && !onTeam(name, team);
      if (misplaced) ctx.addIssue({ code: 'custom', message, path: ['games', index, field] });
    }
  }
}

/** POST /api/vgcmatches and PUT /api/vgcmatches/:id. Cross-field rules read the fields defensively (see TCG). */
export const vgcMatchInputSchema = z.object(vgcMatchFields).superRefine(
  (match, ctx) => {
    if (!match.teamId && lower(match.playerTeam).length === 0) {
      ctx.addIssue({ code: 'custom', message: VGC_TEAM_REQUIRED, path: ['playerTeam'] });
    }
    const games: unknown = match.games;
    if (!Array.isArray(games)) return;
    const teams = { player: lower(match.playerTeam), opponent: lower(match.opponentTeam) };
    games.forEach((game, index) => checkGame(game, index, teams, ctx));
    if (match.bestOf !== 1 && match.bestOf !== 3) return;
    addResultIssue(ctx, match.bestOf, match);
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
);
export type VgcMatchInput = z.infer<typeof vgcMatchInputSchema>;
export type VgcMatchInputBody = z.input<typeof vgcMatchInputSchema>;

/** A VGC match as the API and the local store return it, with derived result and score. */
export const vgcMatchSchema = z.object({
  _id: z.string(),
  user: z.string().optional(),
  isLocal: z.boolean().optional(),
  clientId: clientIdAnswerSchema,
  gameType: z.literal('VGC'),
  createdAt: z.string(),
  updatedAt: z.string(),
  group: z.object({ _id: z.string(), name: z.string() }).nullable(),
  teamId: z.string().nullable(),
  playerTeam: z.array(z.string()),
  opponentTeam: z.array(z.string()),
  opponentName: z.string(),
  format: z.string(),
  bestOf: z.number().int(),
  date: z.string(),
  replayLink: z.string(),
  notes: z.string(),
  games: z.array(vgcGameSchema),
  recordedResult: z.enum(RECORDED_RESULTS).nullable(),
  timeCalled: z.boolean(),
  specialResult: z.enum(SPECIAL_RESULTS).nullable(),
  result: z.enum(['win', 'loss', 'tie']),
  matchScore: z.string(),
});
export type VgcMatch = z.infer<typeof vgcMatchSchema>;

const draftNames = (max: number) => z.array(z.string().max(POKEMON_NAME_MAX_LENGTH)).max(max);

/** One game of a VGC draft: what the form holds, null where nothing is recorded yet. */
const vgcDraftGameSchema = z
  .object({
    result: z.enum(TCG_GAME_RESULTS).nullable(),
    wentFirst: z.boolean().nullable(),
    leadPokemon: draftNames(VGC_LEADS_MAX),
    broughtPokemon: draftNames(VGC_BROUGHT_MAX),
    opponentLeadPokemon: draftNames(VGC_LEADS_MAX),
    opponentBroughtPokemon: draftNames(VGC_BROUGHT_MAX),
    firstKnockout: z.enum(['player', 'opponent']).nullable(),
    teraPokemon: z.string().max(POKEMON_NAME_MAX_LENGTH).nullable(),
    opponentTeraPokemon: z.string().max(POKEMON_NAME_MAX_LENGTH).nullable(),
    megaPokemon: z.string().max(POKEMON_NAME_MAX_LENGTH).nullable(),
    opponentMegaPokemon: z.string().max(POKEMON_NAME_MAX_LENGTH).nullable(),
    replayLink: z.string().max(REPLAY_LINK_MAX_LENGTH),
    notes: z.string().max(MATCH_NOTES_MAX_LENGTH),
  })
  .partial();

/**
 * A VGC match being logged, kept in the browser so a reload keeps it (issue 28, like the TCG draft): any subset of
 * the form's fields, unvalidated beyond their shapes and sizes (an unfinished form is never refused by the store),
 * plus `savedAt` and `isDraft: true`.
 */
export const vgcMatchDraftSchema = z
  .object({
    teamId: z.string().max(100).nullable(),
    playerTeam: draftNames(VGC_TEAM_MAX),
    opponentTeam: draftNames(VGC_TEAM_MAX),
    opponentName: z.string().max(100),
    format: z.string().max(60),
    bestOf: z.union([z.literal(1), z.literal(3)]),
    date: z.string().max(30),
    replayLink: z.string().max(REPLAY_LINK_MAX_LENGTH),
    notes: z.string().max(MATCH_NOTES_MAX_LENGTH),
    games: z.array(vgcDraftGameSchema).max(3),
  })
  .partial()
  .extend({ savedAt: z.string(), isDraft: z.literal(true) });
export type VgcMatchDraft = z.infer<typeof vgcMatchDraftSchema>;
