import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconMoodSad, IconScale, IconTrophy } from '@tabler/icons-react';
import { RESULT_COLORS } from './MatchBadges.tsx';
import { matchResultReading, resultOnlyNote, type ScoredMatch } from './matchText.ts';

const HEADLINE = { win: 'Victory', loss: 'Defeat', tie: 'Tie' } as const;
const ICON = { win: IconTrophy, loss: IconMoodSad, tie: IconScale } as const;

/**
 * The details of a match that records its result only (issue 15): in place of the game tabs and the game's banner,
 * the match's result marked "Result only", and a line saying its game scores are not known (and, for a Limitless
 * round, why). Both games' details dialogs show it.
 */
export function ResultOnlyBanner({ match }: { match: ScoredMatch & { importSource?: string | null } }) {
  // The badge: "Result only", or the special result's name (issue 29: ID, Bye, No-show).
  const { outcome, score } = matchResultReading(match);
  const Icon = ICON[outcome];
  return (
    <Paper radius="md" px="md" py="sm" bg={RESULT_COLORS[outcome]} c="white" data-testid="result-only-banner">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Icon size={28} aria-hidden />
        <div>
          <Group gap="xs">
            <Text fw={800} fz="xl" lh={1.2}>
              {HEADLINE[outcome]}
            </Text>
            <Badge variant="white" color={RESULT_COLORS[outcome]} tt="none">
              {score}
            </Badge>
          </Group>
          <Text size="sm" opacity={0.9}>
            {resultOnlyNote(match)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
