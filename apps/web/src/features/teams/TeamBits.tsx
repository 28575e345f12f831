import { teamSizeProblem, VGC_TEAM_SIZE, type Team, type TeamInput } from '@trainerlog/core';
import { Badge, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Sprite } from '../../ui/Sprite.tsx';

/** The editable part of a stored team (ids of its Pokémon kept, so a save replaces rather than re-creates them). */
export function teamInputFrom(team: Team): TeamInput {
  return {
    name: team.name,
    format: team.format,
    pokemon: team.pokemon.map((p) => ({ ...p, moves: [...p.moves], evs: { ...p.evs }, ivs: { ...p.ivs } })),
  };
}

/** Up to six box sprites in team order. */
export function TeamSprites({ team }: { team: Pick<Team, 'pokemon'> }) {
  return (
    <Group gap={2} wrap="wrap" aria-label="Pokémon">
      {team.pokemon.slice(0, VGC_TEAM_SIZE).map((p) => (
        <Sprite key={p.id} name={p.species} size="small" alt={p.species} />
      ))}
    </Group>
  );
}

/** "6/6" when the team can be used in matches; otherwise the spec's message on hover. */
export function TeamSizeBadge({ count }: { count: number }) {
  const problem = teamSizeProblem(count);
  const badge = (
    <Badge
      variant="light"
      color={problem ? 'orange' : 'teal'}
      leftSection={problem ? <IconAlertTriangle size={12} /> : <IconCircleCheck size={12} />}
      aria-label={problem ?? `${count}/${VGC_TEAM_SIZE} Pokémon, ready for matches`}
    >
      {count}/{VGC_TEAM_SIZE}
    </Badge>
  );
  return problem ? <Tooltip label={problem}>{badge}</Tooltip> : badge;
}

/**
 * The team's restricted Pokémon over its format's limit (core `restrictedLimitProblem`), beside the size badge. A team
 * is a draft, so it can still be saved like this; the VGC match form is what refuses it. The message wraps rather than
 * being cut, because the names are the point.
 */
export function RestrictedLimitBadge({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Badge
      variant="light"
      color="red"
      tt="none"
      leftSection={<IconAlertTriangle size={12} />}
      data-testid="restricted-limit"
      styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', lineHeight: 1.35 } }}
      py={2}
    >
      {problem}
    </Badge>
  );
}
