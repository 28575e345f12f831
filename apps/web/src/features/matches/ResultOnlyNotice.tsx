import type { RecordedResult } from '@trainerlog/core';
import { Alert, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconListNumbers } from '@tabler/icons-react';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';

/** The notice's wording (issue 15), shared by the TCG and VGC edit forms. */
export const RESULT_ONLY_TITLE = 'Result only';
export const RESULT_ONLY_NOTICE =
  'This match records its result only: its game scores are not known. Saving keeps this result; to log the games ' +
  'instead, enter them.';
export const ENTER_THE_GAMES = 'Enter the games';

const RESULT_CHOICES = [
  { value: 'win', label: 'Won' },
  { value: 'loss', label: 'Lost' },
  { value: 'tie', label: 'Tied' },
];

/**
 * In the edit forms, in place of the game fields of a result-only match (issue 15: a Limitless round whose game scores
 * were not published, or a tie): the recorded result, which the player may correct, a notice, and "Enter the games",
 * which drops the recorded result and starts the games as on a new match.
 */
export function ResultOnlyNotice({
  result,
  onChange,
  onEnterGames,
}: {
  result: RecordedResult;
  onChange(result: RecordedResult): void;
  onEnterGames(): void;
}) {
  return (
    <Alert color="gray" variant="light" title={RESULT_ONLY_TITLE} data-testid="result-only-notice">
      <Stack gap="sm">
        <Text size="sm">{RESULT_ONLY_NOTICE}</Text>
        <Input.Wrapper label="Match result">
          <SegmentedControl
            display="flex"
            maw={300}
            data={RESULT_CHOICES}
            value={result}
            onChange={(value) => onChange(value as RecordedResult)}
            aria-label="Match result"
          />
        </Input.Wrapper>
        <Group>
          <Button variant="light" leftSection={<IconListNumbers size={16} />} onClick={onEnterGames}>
            {ENTER_THE_GAMES}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
