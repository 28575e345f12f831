import { SPRITE_SIZES, speciesSlugForNumber, spriteSlugCandidates } from '@trainerlog/core';
import { IconCrownFilled } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { API_BASE } from '../api/client.ts';
import classes from './Sprite.module.css';

export type SpriteSize = keyof typeof SPRITE_SIZES;
export type SpriteSide = 'player' | 'opponent';

/**
 * A sprite URL of the public repository by national number, as older data kept it (spec part 2 §7): the server now
 * fetches and keeps those images itself (modules/sprites), so they are asked of our origin instead.
 */
const PUBLIC_REPOSITORY_SPRITE =
  /^https:\/\/raw\.githubusercontent\.com\/PokeAPI\/sprites\/[^?#]*\/pokemon\/(\d+)\.png$/i;

/**
 * The spec's placeholders (Pikachu for the player side, Mewtwo for the opponent), shipped with the app so the last
 * fallback works offline too.
 */
export const PLACEHOLDER_SPRITES: Record<SpriteSide, string> = {
  player: '/sprites/placeholder-player.png',
  opponent: '/sprites/placeholder-opponent.png',
};

export interface SpriteProps {
  /** A pokesprite slug (`charizard`, `zoroark-hisui`), or an image URL/path kept from older data. */
  slug?: string | null;
  /** A species or card name (`Charizard ex`, `Radiant Greninja`) when no slug is known. */
  name?: string | null;
  /** National Pokédex number, for a Pokémon known by number alone. */
  number?: number | null;
  size?: SpriteSize;
  side?: SpriteSide;
  alt?: string;
  className?: string;
  style?: CSSProperties;
  /**
   * A restricted legendary (VGC): a crown on the sprite's corner, named "Restricted" for screen readers and on hover.
   * Without it the sprite is the bare image, as before.
   */
  restricted?: boolean;
}

/** What the crown says to screen readers and in its tooltip. */
export const RESTRICTED_LABEL = 'Restricted';

function isImageUrl(value: string): boolean {
  return /^(https?:|data:|blob:|\/)/i.test(value);
}

function serverSprite(slug: string, side: SpriteSide): string {
  const url = `${API_BASE}/api/sprites/${encodeURIComponent(slug.toLowerCase())}`;
  // The server answers every slug with an image: the sprite, or this side's placeholder when it has none.
  return side === 'opponent' ? `${url}?side=opponent` : url;
}

/**
 * Every image the sprite may show, best first: our server's (which serves every species and forme, one origin),
 * then the side's placeholder shipped with the app, for when the server cannot be reached (offline, not cached).
 */
export function spriteSources({
  slug,
  name,
  number,
  side = 'player',
}: Pick<SpriteProps, 'slug' | 'name' | 'number' | 'side'>): string[] {
  const sources: string[] = [];
  const trimmedSlug = slug?.trim();
  const repositoryNumber = trimmedSlug ? PUBLIC_REPOSITORY_SPRITE.exec(trimmedSlug)?.[1] : undefined;
  const numberSlug = (n: number | null | undefined) =>
    n && Number.isInteger(n) && n > 0 ? speciesSlugForNumber(n) : null;
  if (repositoryNumber) {
    const species = numberSlug(Number(repositoryNumber));
    if (species) sources.push(serverSprite(species, side));
  } else if (trimmedSlug) {
    sources.push(isImageUrl(trimmedSlug) ? trimmedSlug : serverSprite(trimmedSlug, side));
  } else if (name?.trim()) {
    // The most specific slug: the server falls back to the species itself (`zoroark-hisui` → zoroark).
    const candidate = spriteSlugCandidates(name)[0];
    if (candidate) sources.push(serverSprite(candidate, side));
  }
  if (sources.length === 0) {
    const species = numberSlug(number);
    if (species) sources.push(serverSprite(species, side));
  }
  sources.push(PLACEHOLDER_SPRITES[side]);
  return [...new Set(sources)];
}

/**
 * A Pokémon box sprite (DESIGN.md "Sprites"): the server's pokesprite image for the slug or the name's candidate
 * slugs, then the public repository by national number when online, then the side's placeholder.
 */
export function Sprite({ restricted = false, ...props }: SpriteProps) {
  const sources = spriteSources(props);
  // A new list of sources starts again from the best one.
  const image = <SpriteImage key={sources.join('|')} sources={sources} {...props} />;
  if (!restricted) return image;
  // The crown is a third of the drawn width (the style's width when a dense row overrides the named size).
  const width = typeof props.style?.width === 'number' ? props.style.width : SPRITE_SIZES[props.size ?? 'medium'];
  return (
    <span className={classes.restricted} style={{ fontSize: Math.max(12, Math.round(width * 0.34)) }}>
      {image}
      <span className={classes.crown} role="img" aria-label={RESTRICTED_LABEL} title={RESTRICTED_LABEL}>
        <IconCrownFilled aria-hidden />
      </span>
    </span>
  );
}

function SpriteImage({
  sources,
  size = 'medium',
  side = 'player',
  slug,
  name,
  alt,
  className,
  style,
}: SpriteProps & { sources: string[] }) {
  const [index, setIndex] = useState(0);
  const px = SPRITE_SIZES[size];
  const src = sources[Math.min(index, sources.length - 1)]!;
  const isPlaceholder = src === PLACEHOLDER_SPRITES[side];
  const label = alt ?? (name?.trim() || slug?.trim() || (side === 'player' ? 'Pikachu' : 'Mewtwo'));
  return (
    <img
      src={src}
      alt={label}
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      draggable={false}
      data-sprite-fallback={isPlaceholder ? side : undefined}
      className={className}
      style={{ objectFit: 'contain', imageRendering: 'pixelated', flexShrink: 0, ...style }}
      onError={() => setIndex((i) => (i < sources.length - 1 ? i + 1 : i))}
    />
  );
}
