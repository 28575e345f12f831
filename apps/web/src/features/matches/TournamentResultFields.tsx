import type { SpecialResult } from '@trainerlog/core';
import { Input, Stack, Switch, Text } from '@mantine/core';
import { FormSection } from './matchFormParts.tsx';
import type { RoundResultForm } from './roundResult.ts';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';

/**
 * Results as tournaments record them (issue 29), shared by the TCG and VGC forms: how the round ended — played
 * ("Games"), an intentional draw ("ID"), a bye or a no-show — and, for played rounds, the "Time called" switch that lets
 * a Bo3 end with the games played and a game be a tie. A no-show asks who did not show. All are native radios and a
 * checkbox, so they are reached with Tab and set with the arrow keys and Space.
 */

export const TIME_CALLED_LABEL = 'Time called';
export const TIME_CALLED_HELP =
  'Time ran out: the match ends with the games played (won by games won, a tie when level), and a game may be a tie.';
export const ROUND_LABEL = 'Round';
export const NO_SHOW_LABEL = 'Who did not show';

const NONE = 'games';
const ROUND_CHOICES = [
  { value: NONE, label: 'Games' },
  { value: 'id', label: 'ID' },
  { value: 'bye', label: 'Bye' },
  { value: 'no-show', label: 'No-show' },
];
const ROUND_NOTES: Record<SpecialResult, string> = {
  id: 'An intentional draw: a tie, without games.',
  bye: 'A bye: a win, without games.',
  'no-show': 'A no-show: decided without games.',
};
const NO_SHOW_CHOICES = [
  { value: 'win', label: 'Opponent (you win)' },
  { value: 'loss', label: 'You (you lose)' },
];

export function RoundKindField({
  specialResult,
  noShowResult,
  error,
  onChange,
  onNoShowResultChange,
}: {
  specialResult: SpecialResult | null;
  noShowResult: 'win' | 'loss';
  error?: string;
  onChange(specialResult: SpecialResult | null): void;
  onNoShowResultChange(result: 'win' | 'loss'): void;
}) {
  return (
    <Stack gap="xs">
      <Input.Wrapper label={ROUND_LABEL} error={error}>
        <SegmentedControl
          display="flex"
          maw={360}
          data={ROUND_CHOICES}
          value={specialResult ?? NONE}
          onChange={(value) => onChange(value === NONE ? null : (value as SpecialResult))}
          aria-label={ROUND_LABEL}
        />
      </Input.Wrapper>
      {specialResult ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {ROUND_NOTES[specialResult]}
        </Text>
      ) : null}
      {specialResult === 'no-show' ? (
        <Input.Wrapper label={NO_SHOW_LABEL}>
          <SegmentedControl
            display="flex"
            maw={360}
            data={NO_SHOW_CHOICES}
            value={noShowResult}
            onChange={(value) => onNoShowResultChange(value === 'loss' ? 'loss' : 'win')}
            aria-label={NO_SHOW_LABEL}
          />
        </Input.Wrapper>
      ) : null}
    </Stack>
  );
}

export function TimeCalledField({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Switch
      label={TIME_CALLED_LABEL}
      description={TIME_CALLED_HELP}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      data-testid="time-called"
    />
  );
}

/** The round's section of both match forms: how it ended and, for played rounds, "Time called". */
export function RoundResultSection({
  round,
  error,
  onChange,
}: {
  round: RoundResultForm;
  error?: string;
  onChange(changes: Partial<Pick<RoundResultForm, 'specialResult' | 'noShowResult' | 'timeCalled'>>): void;
}) {
  return (
    <FormSection gap="sm">
      <RoundKindField
        specialResult={round.specialResult}
        noShowResult={round.noShowResult}
        error={error}
        onChange={(specialResult) => onChange({ specialResult })}
        onNoShowResultChange={(noShowResult) => onChange({ noShowResult })}
      />
      {round.specialResult ? null : (
        <TimeCalledField checked={round.timeCalled} onChange={(timeCalled) => onChange({ timeCalled })} />
      )}
    </FormSection>
  );
}
