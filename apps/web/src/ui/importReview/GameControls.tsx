/**
 * The parts of a proposed game's card that every import review shows alike: its frame, its title with the result and
 * "Left out" badges, the button that leaves it out or takes it back (a left-out game stays in place, dimmed, its
 * facts still readable), and the result chooser where the game does not say who won — or the game's errors.
 */
import { Badge, Button, Input, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleMinus, IconCirclePlus } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { resultWords, type GameOutcome, type GameResult } from './arrangement.ts';
import { SegmentedControl } from '../SegmentedControl.tsx';

const RESULT_COLOR = { win: 'teal', loss: 'red', tie: 'gray' } as const;

/** A game's card: an article named by its legend, dimmed while left out. */
export function GameFrame({
  legend,
  testId,
  excluded,
  children,
}: {
  legend: string;
  testId: string;
  excluded: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={legend}
      data-testid={testId}
      style={{ opacity: excluded ? 0.6 : undefined }}
    >
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/** "Game 2", its result badge and, when left out, a "Left out" badge (inside the caller's group). */
export function GameTitle({
  legend,
  result,
  excluded,
}: {
  legend: string;
  result: GameOutcome | null;
  excluded: boolean;
}) {
  return (
    <>
      <Title order={4} fz="md">
        {legend}
      </Title>
      <Badge color={result ? RESULT_COLOR[result] : 'yellow'} variant={result ? 'filled' : 'light'}>
        {resultWords(result)}
      </Badge>
      {excluded ? (
        <Badge color="gray" variant="outline">
          Left out
        </Badge>
      ) : null}
    </>
  );
}

export function LeaveOutButton({
  legend,
  excluded,
  onExclude,
  style,
}: {
  legend: string;
  excluded: boolean;
  onExclude(excluded: boolean): void;
  style?: CSSProperties;
}) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color={excluded ? 'blue' : 'gray'}
      leftSection={excluded ? <IconCirclePlus size={14} /> : <IconCircleMinus size={14} />}
      style={style}
      onClick={() => onExclude(!excluded)}
      aria-label={excluded ? `Take back ${legend.toLowerCase()}` : `Leave out ${legend.toLowerCase()}`}
    >
      {excluded ? 'Take back' : 'Leave out'}
    </Button>
  );
}

export interface GameResultChooserProps {
  legend: string;
  result: GameOutcome | null;
  errors: readonly string[];
  /** Whether to ask for the result (the game does not say who won, and it is not left out). */
  asks: boolean;
  /** Why it is asked ("The log does not say who won: choose the result"). */
  hint: string;
  onChooseResult(result: GameResult): void;
}

/** Win/Loss where the result is asked, else the game's errors (if any). */
export function GameResultChooser({ legend, result, errors, asks, hint, onChooseResult }: GameResultChooserProps) {
  if (asks) {
    return (
      <Input.Wrapper
        label={`${legend} result`}
        // The server's refusal says the same in its own words; one of the two is enough.
        description={errors[0] ? undefined : hint}
        error={errors[0]}
        withAsterisk
      >
        <SegmentedControl
          display="flex"
          maw={240}
          mt={4}
          data={[
            { value: 'win', label: 'Win' },
            { value: 'loss', label: 'Loss' },
          ]}
          value={result === 'win' || result === 'loss' ? result : ''}
          onChange={(value) => onChooseResult(value === 'win' ? 'win' : 'loss')}
          aria-label={`${legend} result`}
        />
      </Input.Wrapper>
    );
  }
  return errors.length > 0 ? (
    <Text size="sm" c="red" role="alert">
      {errors.join(' · ')}
    </Text>
  ) : null;
}
