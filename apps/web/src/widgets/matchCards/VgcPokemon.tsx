import { Text } from '@mantine/core';
import { NamedSprite } from '../../ui/NamedSprite.tsx';
import { Sprite, type SpriteSide, type SpriteSize } from '../../ui/Sprite.tsx';
import vgc from './VgcMatchCard.module.css';
import { NO_OPPONENT_TEAM, NO_PLAYER_TEAM } from './vgcMatchText.ts';

export type IsRestricted = (name: string) => boolean;

interface PokemonListProps {
  names: readonly string[];
  side: SpriteSide;
  /** Names the list for screen readers ("Your team", "Opponent's leads"). */
  label: string;
  /** Crowns restricted Pokémon; without it nothing is crowned. */
  isRestricted?: IsRestricted;
}

/**
 * A team as a row of sprites (the card), a restricted one crowned. On the roomy card each is named under its sprite,
 * so placeholders (sprites that fell back) still tell the Pokémon apart; the dense classic row has no room under its
 * 32 px sprites and names them by alt text and hover (its details dialog lists the names).
 */
export function TeamSprites({
  names,
  side,
  label,
  isRestricted,
  size = 'medium',
  px,
  dense = false,
}: PokemonListProps & { size?: SpriteSize; px?: number; dense?: boolean }) {
  return (
    <ul className={vgc.sprites} data-dense={dense || undefined} aria-label={label}>
      {names.map((name, i) => (
        <li key={`${i}:${name}`} title={name}>
          {dense ? (
            <Sprite
              name={name}
              size={size}
              side={side}
              alt={name}
              style={px ? { width: px, height: px } : undefined}
              restricted={isRestricted?.(name) ?? false}
            />
          ) : (
            <NamedSprite
              name={name}
              size={size}
              side={side}
              style={px ? { width: px, height: px } : undefined}
              captionWidth={56}
              restricted={isRestricted?.(name) ?? false}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Pokémon with their names (the details dialog): a small sprite, crown when restricted, and the name. */
export function PokemonNames({ names, side, label, isRestricted }: PokemonListProps) {
  return (
    <ul className={vgc.named} aria-label={label}>
      {names.map((name, i) => (
        <li key={`${i}:${name}`} className={vgc.namedItem}>
          <Sprite
            name={name}
            size="small"
            side={side}
            alt=""
            style={{ width: 32, height: 32 }}
            restricted={isRestricted?.(name) ?? false}
          />
          <Text size="sm" fw={600} component="span" className={vgc.pokemonName}>
            {name}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** A team on the card: its sprites, or the spec's "No … team data available" when it was not recorded. */
export function CardTeam({
  names,
  side,
  isRestricted,
  dense = false,
}: Omit<PokemonListProps, 'label'> & { dense?: boolean }) {
  if (names.length === 0) {
    return (
      <Text size="xs" c="dimmed" className={dense ? vgc.cNoTeam : vgc.noTeam}>
        {side === 'player' ? NO_PLAYER_TEAM : NO_OPPONENT_TEAM}
      </Text>
    );
  }
  return (
    <TeamSprites
      names={names}
      side={side}
      label={side === 'player' ? 'Your team' : "Opponent's team"}
      isRestricted={isRestricted}
      px={dense ? DENSE_SPRITE_PX : undefined}
      dense={dense}
    />
  );
}

/** The classic look's row height allows 32 px sprites; six of them, overlapping a little, leave room for the name. */
const DENSE_SPRITE_PX = 32;
