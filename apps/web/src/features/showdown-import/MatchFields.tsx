/**
 * A proposed match's corrections (issue 13): your team (one of your saved teams, preselected when your six match one;
 * or "Save as new team" from the replay), the opponent's name, the format label and best-of. The facts of the games
 * are the replays' and cannot be changed here.
 *
 * Decisions:
 * - "Save as new team" saves your side of the match's first game you played (`teamFromShowdownGame`: the six with
 *   items, abilities, moves and Tera types when the replay had an open team sheet) and selects it. It is offered
 *   while no team is chosen, so one click cannot leave a second copy of a team already matched.
 * - Empty opponent name and format are allowed (the logging form allows them too).
 */
import { SHOWDOWN_FORMAT_MAX_LENGTH, SHOWDOWN_OPPONENT_NAME_MAX_LENGTH, type Team } from '@trainerlog/core';
import { Button, Group, Input, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Sprite } from '../../ui/Sprite.tsx';
import type { ArrangedMatch, MatchChanges } from './arrangement.ts';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';

interface MatchFieldsProps {
  match: ArrangedMatch;
  teams: readonly Team[];
  errors: Record<string, string>;
  /** Whether your side is known, so your team can be saved. */
  canSaveTeam: boolean;
  savingTeam: boolean;
  /** Games of the match that will be imported (left-out ones not counted). */
  gamesIncluded: number;
  onChange(changes: MatchChanges): void;
  onSaveTeam(): void;
}

/**
 * Said under "Best of" before the player presses Import: a Bo3 with one game cannot be saved as a Bo3 (the logging
 * form's rule), which happens when only one replay of a set was pasted.
 */
export const LONE_BO3_GAME_HINT =
  'Only one game of this best-of-3 is here: add the other replays of the set, or import it as Best of 1.';

export function MatchFields(props: MatchFieldsProps) {
  const { match, teams, errors, onChange } = props;
  const options = useMemo(
    () => teams.map((team) => ({ value: team._id, label: team.name || 'Untitled team' })),
    [teams],
  );
  const chosen = match.teamId ? teams.find((t) => t._id === match.teamId) : undefined;
  const lead = chosen?.pokemon[0]?.species;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
      <Stack gap={6}>
        <Select
          label="Your team"
          placeholder={options.length > 0 ? 'No saved team' : 'You have no saved teams yet'}
          data={options}
          value={chosen ? chosen._id : null}
          onChange={(teamId) => onChange({ teamId: teamId ?? null })}
          clearable
          searchable
          nothingFoundMessage="No team by that name"
          leftSection={lead ? <Sprite name={lead} size="small" side="player" alt="" /> : undefined}
          leftSectionWidth={lead ? 40 : undefined}
          error={errors.teamId}
          comboboxProps={{ withinPortal: true }}
        />
        {!chosen && props.canSaveTeam ? (
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconDeviceFloppy size={14} />}
              loading={props.savingTeam}
              onClick={props.onSaveTeam}
            >
              Save as new team
            </Button>
          </Group>
        ) : null}
      </Stack>
      <TextInput
        label="Opponent"
        placeholder="Opponent's name"
        value={match.opponentName}
        onChange={(event) => onChange({ opponentName: event.currentTarget.value })}
        maxLength={SHOWDOWN_OPPONENT_NAME_MAX_LENGTH}
        error={errors.opponentName}
      />
      <TextInput
        label="Format"
        placeholder="e.g. VGC 2025 Reg I"
        value={match.format}
        onChange={(event) => onChange({ format: event.currentTarget.value })}
        maxLength={SHOWDOWN_FORMAT_MAX_LENGTH}
        error={errors.format}
      />
      <Input.Wrapper
        label="Best of"
        error={errors.bestOf}
        description={match.bestOf === 3 && props.gamesIncluded === 1 ? LONE_BO3_GAME_HINT : undefined}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      >
        <SegmentedControl
          display="flex"
          maw={260}
          mt={4}
          data={[
            { value: '1', label: 'Best of 1' },
            { value: '3', label: 'Best of 3' },
          ]}
          value={String(match.bestOf)}
          onChange={(value) => onChange({ bestOf: value === '3' ? 3 : 1 })}
          aria-label="Best of"
        />
      </Input.Wrapper>
    </SimpleGrid>
  );
}
