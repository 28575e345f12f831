/**
 * The head of a proposed match's card in an import review: its title and badges, the score so far, "Won"/"Lost"
 * once every game has a result (as the saved match will say), a line of facts, and the controls to split the match
 * into Bo1s or join it with the next one (shown only where the arrangement allows).
 */
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsJoin2, IconArrowsSplit2 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { MatchScore } from './arrangement.ts';

export interface MatchHeaderProps {
  title: string;
  /** Badges after the title (the format). */
  badges: ReactNode;
  score: MatchScore;
  scoreTestId: string;
  /** "vs … · 2 games · …" */
  facts: string;
  canSplit: boolean;
  canJoin: boolean;
  onSplit(): void;
  onJoin(): void;
  /** Accessible names of the split and join buttons, where the screen gives them their own. */
  splitLabel?: string;
  joinLabel?: string;
}

/** 'Won', 'Lost' or 'Tied' once every game that will be imported has a result; else null. */
export function outcomeOf(score: MatchScore): 'Won' | 'Lost' | 'Tied' | null {
  const complete = score.open === 0 && score.wins + score.losses + score.ties > 0;
  if (!complete) return null;
  return score.wins > score.losses ? 'Won' : score.wins < score.losses ? 'Lost' : 'Tied';
}

function ArrangeButton(props: { icon: ReactNode; label?: string; onClick(): void; children: ReactNode }) {
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={props.icon}
      onClick={props.onClick}
      aria-label={props.label}
    >
      {props.children}
    </Button>
  );
}

export function MatchHeader(props: MatchHeaderProps) {
  const { score } = props;
  const outcome = outcomeOf(score);
  return (
    <Group justify="space-between" gap="xs" align="flex-start">
      <Stack gap={2} miw={0}>
        <Group gap={8}>
          <Title order={3} fz="lg">
            {props.title}
          </Title>
          {props.badges}
          <Text fw={700} data-testid={props.scoreTestId}>
            {score.wins}–{score.losses}
          </Text>
          {outcome ? (
            <Badge color={outcome === 'Won' ? 'teal' : outcome === 'Lost' ? 'red' : 'gray'}>{outcome}</Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {props.facts}
        </Text>
      </Stack>
      <Group gap="xs">
        {props.canSplit ? (
          <ArrangeButton icon={<IconArrowsSplit2 size={14} />} label={props.splitLabel} onClick={props.onSplit}>
            Split into Bo1s
          </ArrangeButton>
        ) : null}
        {props.canJoin ? (
          <ArrangeButton icon={<IconArrowsJoin2 size={14} />} label={props.joinLabel} onClick={props.onJoin}>
            Join with next
          </ArrangeButton>
        ) : null}
      </Group>
    </Group>
  );
}

/** The errors of a match as a whole (a Bo3 that is not complete, a log too long), shown in its card. */
export function MatchErrorsAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" py="xs">
      {messages.join(' · ')}
    </Alert>
  );
}
