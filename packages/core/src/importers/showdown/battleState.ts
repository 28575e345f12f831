/**
 * Who is where during a Showdown battle (issue 13): the Pokémon of each side, the field positions (`p1a`, `p1b`…)
 * and every entry onto the field, so that later idents (`|faint|p1a: Nick`, `|-terastallize|p2b: Ogerpon|Fire`) name
 * the right Pokémon even with nicknames, Ally Switch and Illusion.
 *
 * Definitions:
 * - A *Pokémon* is one team member of a side, known by its nickname (Showdown's validator keeps nicknames unique per
 *   team) and the base species it entered as; it carries its brought name (species.ts) from its first entry.
 * - An *entry* is one `|switch|`, `|drag|` or `|replace|` onto a position. Facts that refer to the field (leads,
 *   faints, Terastallization) keep the entry, not the Pokémon, so that an Illusion revealed later (`|replace|`)
 *   corrects them: the entry is handed to the Illusion user, and the disguise keeps only its own real entries.
 *
 * Decisions:
 * - `brought` lists Pokémon with at least one entry, in the order of their first remaining entry.
 * - Leads are the first entry into each position before the first `|turn|` (an Eject Pack switch before turn 1 is a
 *   second entry into a position, not a lead).
 * - An ident without a position (`p2: Nick`) is the side's Pokémon with that nickname most recently on the field.
 * - `|detailschange|` and `|-formechange|` change what the Pokémon looks like, never its brought name.
 */
import { Protocol } from '@pkmn/protocol';
import type { ShowdownSide } from './types.ts';
import { resolveSpecies, speciesFacts } from './species.ts';

export interface BattlePokemon {
  side: ShowdownSide;
  nickname: string;
  /** The species as the battle shows it now (forme changes included). */
  current: string;
  /** The base species id of the species it first entered as (matching later entries of the same Pokémon). */
  baseId: string;
  brought: string;
  previewIndex: number;
  known: boolean;
  /** Order of its latest entry, to pick among equal nicknames. */
  lastSeen: number;
}

export interface BattleEntry {
  pokemon: BattlePokemon;
  order: number;
}

export interface IdentParts {
  side: ShowdownSide;
  /** `p1a`… or null for an ident without position. */
  position: string | null;
  name: string;
}

const SIDES: readonly string[] = ['p1', 'p2'];
const POSITION_LETTERS = 'abcdef';

/** An ident's side, position and nickname via @pkmn/protocol; null for p3/p4 or a malformed ident. */
export function readIdent(ident: unknown): IdentParts | null {
  if (typeof ident !== 'string' || !/^p\d[a-z]?: /.test(ident)) return null;
  const parsed = Protocol.parsePokemonIdent(ident as Protocol.PokemonIdent);
  if (!SIDES.includes(parsed.player)) return null;
  const side = parsed.player as ShowdownSide;
  return { side, position: parsed.position ? `${side}${parsed.position}` : null, name: parsed.name };
}

export class BattleState {
  readonly pokemon: BattlePokemon[] = [];
  readonly entries: BattleEntry[] = [];
  readonly leads: BattleEntry[] = [];
  /** Field positions to the entry now standing there. */
  private readonly field = new Map<string, BattleEntry>();
  /** `side|nickname` to the Pokémon with that nickname (more than one only with Illusion or a broken log). */
  private readonly named = new Map<string, BattlePokemon[]>();
  /** Preview entries already taken by a Pokémon, per side. */
  private readonly taken = { p1: new Set<number>(), p2: new Set<number>() };
  private readonly leadPositions = new Set<string>();
  /** The most positions per side seen at once (1 singles, 2 doubles…). */
  activeSlots = 0;
  turnStarted = false;
  unknownSpecies: string[] = [];
  unmatched: string[] = [];

  constructor(private readonly preview: { p1: string[]; p2: string[] }) {}

  /** The Pokémon an ident names, or null when the battle has not shown it. */
  find(ident: unknown): BattleEntry | null {
    const parts = readIdent(ident);
    if (!parts) return null;
    if (parts.position) {
      const entry = this.field.get(parts.position);
      if (entry && (entry.pokemon.nickname === parts.name || !this.byName(parts.side, parts.name))) return entry;
    }
    const pokemon = this.byName(parts.side, parts.name);
    return pokemon ? { pokemon, order: pokemon.lastSeen } : null;
  }

  private byName(side: ShowdownSide, name: string): BattlePokemon | null {
    let best: BattlePokemon | null = null;
    for (const pokemon of this.named.get(`${side}|${name}`) ?? []) {
      if (!best || pokemon.lastSeen > best.lastSeen) best = pokemon;
    }
    return best;
  }

  /** The side's Pokémon with this nickname and base species, or a new one resolved against the team preview. */
  private member(side: ShowdownSide, name: string, species: string): BattlePokemon {
    const facts = speciesFacts(species);
    const key = `${side}|${name}`;
    const sameName = this.named.get(key) ?? [];
    const existing = sameName.find((pokemon) => pokemon.baseId === facts.baseId);
    if (existing) return existing;
    const preview = this.preview[side];
    const resolution = resolveSpecies(species, preview, this.taken[side]);
    if (resolution.previewIndex >= 0) this.taken[side].add(resolution.previewIndex);
    const pokemon: BattlePokemon = {
      side,
      nickname: name,
      current: species,
      baseId: facts.baseId,
      brought: resolution.name,
      previewIndex: resolution.previewIndex,
      known: resolution.known,
      lastSeen: -1,
    };
    if (!resolution.known) this.unknownSpecies.push(species);
    if (preview.length > 0 && resolution.previewIndex < 0) this.unmatched.push(`${side}: ${species}`);
    this.pokemon.push(pokemon);
    this.named.set(key, [...sameName, pokemon]);
    return pokemon;
  }

  /** `|switch|`/`|drag|`: a Pokémon enters `ident`'s position. */
  enter(parts: IdentParts & { position: string }, species: string): BattleEntry {
    const pokemon = this.member(parts.side, parts.name, species);
    pokemon.current = species;
    const entry: BattleEntry = { pokemon, order: this.entries.length };
    pokemon.lastSeen = entry.order;
    this.entries.push(entry);
    this.field.set(parts.position, entry);
    this.noteSlots(parts.side);
    if (!this.turnStarted && !this.leadPositions.has(parts.position)) {
      this.leadPositions.add(parts.position);
      this.leads.push(entry);
    }
    return entry;
  }

  /** `|replace|`: the Pokémon at the position was this one all along (Illusion); its entry changes hands. */
  replace(parts: IdentParts & { position: string }, species: string): BattleEntry {
    const entry = this.field.get(parts.position);
    if (!entry) return this.enter(parts, species);
    const pokemon = this.member(parts.side, parts.name, species);
    pokemon.current = species;
    pokemon.lastSeen = entry.order;
    entry.pokemon = pokemon;
    return entry;
  }

  /** `|detailschange|`/`|-formechange|`: the same Pokémon in another forme. */
  changeForme(ident: unknown, species: string): void {
    const entry = this.find(ident);
    if (entry && species !== '') entry.pokemon.current = species;
  }

  /** `|swap|POKEMON|POSITION`: Ally Switch and triples shifts; the Pokémon at the target position takes its place. */
  swap(ident: unknown, target: unknown): void {
    const parts = readIdent(ident);
    if (!parts?.position) return;
    let letter: string | undefined;
    if (typeof target === 'string' && /^\d+$/.test(target)) letter = POSITION_LETTERS[Number(target)];
    else letter = readIdent(target)?.position?.slice(2);
    if (!letter) return;
    const to = `${parts.side}${letter}`;
    if (to === parts.position) return;
    const moving = this.field.get(parts.position);
    const other = this.field.get(to);
    if (moving) this.field.set(to, moving);
    else this.field.delete(to);
    if (other) this.field.set(parts.position, other);
    else this.field.delete(parts.position);
  }

  private noteSlots(side: ShowdownSide): void {
    let count = 0;
    for (const position of this.field.keys()) if (position.startsWith(side)) count += 1;
    if (count > this.activeSlots) this.activeSlots = count;
  }

  /** Brought names per side, in order of first entry (see header). */
  brought(side: ShowdownSide): string[] {
    const names = new Set<string>();
    for (const entry of this.entries) if (entry.pokemon.side === side) names.add(entry.pokemon.brought);
    return [...names];
  }

  leadNames(side: ShowdownSide): string[] {
    return this.leads.filter((entry) => entry.pokemon.side === side).map((entry) => entry.pokemon.brought);
  }
}
