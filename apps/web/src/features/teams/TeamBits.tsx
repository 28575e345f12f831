import { teamSizeProblem, VGC_TEAM_SIZE, type Team, type TeamInput, type TeamRuleProblem } from '@trainerlog/core';
import { Badge, Group, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { NamedSprite } from '../../ui/NamedSprite.tsx';

/** The editable part of a stored team (ids of its Pokémon kept, so a save replaces rather than re-creates them). */
export function teamInputFrom(team: Team): TeamInput {
  return {
    name: team.name,
    format: team.format,
    pokemon: team.pokemon.map((p) => ({ ...p, moves: [...p.moves], evs: { ...p.evs }, ivs: { ...p.ivs } })),
  };
}

/** Up to six box sprites in team order, each named under it. */
export function TeamSprites({ team }: { team: Pick<Team, 'pokemon'> }) {
  return (
    <Group gap={4} wrap="wrap" role="group" aria-label="Pokémon">
      {team.pokemon.slice(0, VGC_TEAM_SIZE).map((p) => (
        <NamedSprite key={p.id} name={p.species} size="small" captionWidth={56} />
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
 * The format rules a team breaks (core `teamFormatProblems`: the restricted limit, Species Clause, Item Clause), one
 * badge each naming the Pokémon, beside the size badge. A team is a draft, so it can still be saved like this; the
 * VGC match form is what refuses it. A message wraps rather than being cut, because the names are the point.
 */
export function FormatRuleBadges({ problems }: { problems: readonly TeamRuleProblem[] }) {
  return problems.map((problem) => (
    <Badge
      key={`${problem.rule}:${problem.message}`}
      variant="light"
      color="red"
      tt="none"
      leftSection={<IconAlertTriangle size={12} />}
      data-testid={problem.rule === 'restricted' ? 'restricted-limit' : `format-rule-${problem.rule}`}
      styles={{ root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', lineHeight: 1.35 } }}
      py={2}
    >
      {problem.message}
    </Badge>
  ));
}
