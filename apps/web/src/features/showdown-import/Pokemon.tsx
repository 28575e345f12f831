/**
 * Pokémon of a replay as the import shows them (issue 13): a team as six sprites, named for screen readers and on
 * hover; leads, brought and Tera as small sprites with their names. Sprites are the shared ones (`ui/Sprite`), so a
 * species without a sprite falls back like everywhere else.
 */
import { Text } from '@mantine/core';
import { Sprite, type SpriteSide } from '../../ui/Sprite.tsx';
import classes from './ShowdownImport.module.css';

interface PokemonProps {
  names: readonly string[];
  side: SpriteSide;
  /** Names the list for screen readers ("Your team", "Opponent's leads"). */
  label: string;
}

function NotInReplay() {
  return (
    <Text size="sm" c="dimmed">
      Not in the replay
    </Text>
  );
}

export function TeamSprites({ names, side, label }: PokemonProps) {
  if (names.length === 0) return <NotInReplay />;
  return (
    <ul className={classes.sprites} aria-label={label}>
      {names.map((name, i) => (
        <li key={`${i}:${name}`} title={name}>
          <Sprite name={name.replace(/-\*$/, '')} size="small" side={side} alt={name} />
        </li>
      ))}
    </ul>
  );
}

export function PokemonNames({ names, side, label }: PokemonProps) {
  if (names.length === 0) return <NotInReplay />;
  return (
    <ul className={classes.named} aria-label={label}>
      {names.map((name, i) => (
        <li key={`${i}:${name}`} className={classes.namedItem}>
          <Sprite name={name} size="small" side={side} alt="" style={{ width: 28, height: 28 }} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  );
}
