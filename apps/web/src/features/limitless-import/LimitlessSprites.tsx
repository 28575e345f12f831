/**
 * A Limitless deck or team as small sprites (issue 15): a TCG archetype's icons (already turned into pokesprite slugs
 * by the server) and a VGC team's species. Decorative: the archetype's name or the species are written beside them
 * or named for screen readers.
 */
import type { LimitlessArchetype } from '@trainerlog/core';
import { Badge, Group, Text } from '@mantine/core';
import { Sprite, type SpriteSide } from '../../ui/Sprite.tsx';
import classes from './LimitlessImport.module.css';

interface ArchetypeProps {
  archetype: LimitlessArchetype | null;
  side: SpriteSide;
  /** Show the community deck category under the name. */
  withCategory?: boolean;
}

/** The archetype's sprites and name; 'Unknown deck' when Limitless names none. */
export function ArchetypeLine({ archetype, side, withCategory = false }: ArchetypeProps) {
  const sprites = archetype?.sprites.slice(0, 2) ?? [];
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Group gap={0} wrap="nowrap" aria-hidden style={{ flexShrink: 0 }}>
        {sprites.length > 0 ? (
          sprites.map((slug) => <Sprite key={slug} slug={slug} size="small" side={side} alt="" />)
        ) : (
          <Sprite size="small" side={side} alt="" />
        )}
      </Group>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} c={archetype ? undefined : 'dimmed'}>
          {archetype?.name || 'Unknown deck'}
        </Text>
        {withCategory && archetype?.categoryName ? (
          <Badge size="xs" variant="light" color="grape" title="Community deck category">
            {archetype.categoryName}
          </Badge>
        ) : null}
      </div>
    </Group>
  );
}

/** A VGC team as a row of sprites, each named on hover and for screen readers. */
export function TeamRow({ team, side, label }: { team: readonly string[]; side: SpriteSide; label: string }) {
  if (team.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No team published
      </Text>
    );
  }
  return (
    <ul className={classes.sprites} aria-label={label}>
      {team.map((species, i) => (
        <li key={`${i}:${species}`} title={species}>
          <Sprite name={species} size="small" side={side} alt={species} style={{ width: 32, height: 32 }} />
        </li>
      ))}
    </ul>
  );
}
