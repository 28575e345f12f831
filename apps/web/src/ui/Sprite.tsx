import { nationalDexNumberForCardName, SPRITE_SIZES, spriteSlugCandidates } from '@trainerlog/core';
import { IconCrownFilled } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { API_BASE } from '../api/client.ts';
import classes from './Sprite.module.css';

export type SpriteSize = keyof typeof SPRITE_SIZES;
export type SpriteSide = 'player' | 'opponent';

/** Public sprite repository by national number (spec part 2 §7), used for species pokesprite lacks (Gen 9). */
export const PUBLIC_SPRITE_BASE = 'https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon';

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
  /** National Pokédex number for the public sprite repository when the server has no sprite. */
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

/** Every image the sprite may show, best first; the last one is always the side's offline placeholder. */
export function spriteSources({
  slug,
  name,
  number,
  side = 'player',
  online = typeof navigator === 'undefined' ? true : navigator.onLine,
}: Pick<SpriteProps, 'slug' | 'name' | 'number' | 'side'> & { online?: boolean }): string[] {
  const sources: string[] = [];
  const trimmedSlug = slug?.trim();
  if (trimmedSlug) {
    if (isImageUrl(trimmedSlug)) sources.push(trimmedSlug);
    else sources.push(`${API_BASE}/api/sprites/${encodeURIComponent(trimmedSlug.toLowerCase())}`);
  } else if (name?.trim()) {
    for (const candidate of spriteSlugCandidates(name)) {
      sources.push(`${API_BASE}/api/sprites/${encodeURIComponent(candidate)}`);
    }
  }
  // Without a number from the caller, the species in the name (or the slug read as a name) gives one.
  const dexNumber =
    number ??
    (name?.trim() ? nationalDexNumberForCardName(name) : null) ??
    (trimmedSlug && !isImageUrl(trimmedSlug) ? nationalDexNumberForCardName(trimmedSlug.replace(/-/g, ' ')) : null);
  if (online && dexNumber && Number.isInteger(dexNumber) && dexNumber > 0) {
    sources.push(`${PUBLIC_SPRITE_BASE}/${dexNumber}.png`);
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
