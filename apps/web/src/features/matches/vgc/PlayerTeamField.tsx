import { teamDisplayName, teamFormatProblems, teamSizeProblem, VGC_TEAM_MAX, type Team } from '@trainerlog/core';
import { Group, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Sprite } from '../../../ui/Sprite.tsx';
import { PokemonChips, PokemonPicker } from './PokemonPicker.tsx';

interface PlayerTeamFieldProps {
  teams: readonly Team[];
  teamId: string | null;
  playerTeam: string[];
  error?: string;
  /** Format rules the team breaks that do not refuse the match (Species and Item Clauses), said under the team. */
  warnings?: readonly string[];
  /** The restricted list's test, to say in a team's option when its Pokémon exceed its own format's limit. */
  isRestricted(name: string): boolean;
  onChooseTeam(team: Team | null): void;
  onChangePokemon(names: string[]): void;
}

/**
 * Your team: one of your saved teams (its sprites shown), or six species typed with the Pokédex search. A saved team
 * that is not complete cannot be chosen (spec part 2 §5: a team must have 6 Pokémon to be used for matches); its
 * option says why. A team over its own format's restricted limit can be chosen (the match may be on another format)
 * but its option says so; the form refuses the match if the limit applies to it. The other rules of its format (core
 * `teamFormatProblems`: Species and Item Clauses) are said in its option too, and under the field once it is chosen.
 */
export function PlayerTeamField({
  teams,
  teamId,
  playerTeam,
  error,
  warnings = [],
  isRestricted,
  onChooseTeam,
  onChangePokemon,
}: PlayerTeamFieldProps) {
  const byId = useMemo(() => new Map(teams.map((team) => [team._id, team])), [teams]);
  const options = useMemo(
    () =>
      teams.map((team) => ({
        value: team._id,
        label: teamDisplayName(team.name),
        disabled: team._id !== teamId && teamSizeProblem(team.pokemon.length) !== null,
      })),
    [teams, teamId],
  );
  const chosen = teamId ? byId.get(teamId) : undefined;
  const hasTeams = teams.length > 0;

  return (
    <Stack gap="xs">
      {hasTeams ? (
        <Select
          label="Your team"
          withAsterisk
          placeholder="Choose a team, or list your Pokémon below"
          data={options}
          value={chosen ? chosen._id : null}
          onChange={(id) => onChooseTeam(id ? (byId.get(id) ?? null) : null)}
          clearable
          autoFocus
          data-autofocus
          error={chosen ? error : undefined}
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={320}
          renderOption={({ option }) => {
            const team = byId.get(option.value);
            if (!team) return option.label;
            const problem = teamSizeProblem(team.pokemon.length);
            const rules = teamFormatProblems(team.format, team.pokemon, isRestricted);
            return (
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {option.label}
                </Text>
                <Group gap={0} wrap="nowrap" aria-hidden="true">
                  {team.pokemon.slice(0, VGC_TEAM_MAX).map((p) => (
                    <Sprite key={p.id} name={p.species} size="small" alt="" style={{ width: 28, height: 28 }} />
                  ))}
                </Group>
                {/* The names too: sprites that fell back to placeholders look alike. */}
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {team.pokemon
                    .slice(0, VGC_TEAM_MAX)
                    .map((p) => p.species)
                    .join(', ')}
                </Text>
                {problem ? (
                  <Text size="xs" c="orange">
                    {problem}
                  </Text>
                ) : null}
                {rules.map((rule) => (
                  <Text key={rule.rule} size="xs" c={rule.rule === 'restricted' ? 'red' : 'orange'}>
                    {rule.message}
                  </Text>
                ))}
              </Stack>
            );
          }}
        />
      ) : null}
      {chosen ? (
        <div data-testid="player-team-sprites" role="group" aria-label={`Your team: ${playerTeam.join(', ')}`}>
          <PokemonChips names={playerTeam} side="player" />
        </div>
      ) : (
        <PokemonPicker
          label={hasTeams ? 'Or your Pokémon' : 'Your team'}
          description={`Your ${VGC_TEAM_MAX} Pokémon`}
          withAsterisk
          value={playerTeam}
          onChange={onChangePokemon}
          max={VGC_TEAM_MAX}
          side="player"
          error={error}
          autoFocus={!hasTeams}
        />
      )}
      {warnings.length > 0 ? (
        <Stack gap={2} data-testid="team-rule-warnings" aria-live="polite">
          {warnings.map((warning) => (
            <Group key={warning} gap={6} wrap="nowrap" align="flex-start">
              <IconAlertTriangle size={16} color="var(--mantine-color-orange-filled)" aria-hidden="true" />
              <Text size="sm">{warning}</Text>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
