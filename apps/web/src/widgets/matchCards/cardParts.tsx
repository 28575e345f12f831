import { formatMatchDate } from '@trainerlog/core';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormatBadge, ResultBadge, SourceBadges } from './MatchBadges.tsx';
import type { CardGameLine, ScoredMatch } from './matchText.ts';
import classes from './TcgMatchCard.module.css';

/** What both games' cards show of any match: its date, result, import source and group. */
type CardMatch = ScoredMatch & Parameters<typeof SourceBadges>[0]['match'] & { date: string };

interface CardFrameProps {
  match: CardMatch;
  /** 'TCG • Bo1' (`formatBadgeText`) or the VGC format (`vgcFormatText`). */
  formatLabel: string;
  actions: ReactNode;
}

/** The modern look's top row in both games: result, format and source badges, the action buttons at the right. */
export function ModernCardBadges({ match, formatLabel, actions }: CardFrameProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Group gap={6} miw={0}>
        <ResultBadge match={match} size="lg" />
        <FormatBadge label={formatLabel} size="md" />
        <SourceBadges match={match} size="md" />
      </Group>
      {actions}
    </Group>
  );
}

/**
 * The classic look's dense row in both games: date · result and format · (the game's own cells) · source · actions.
 * `className` is the row's grid, which places the game's cells.
 */
export function ClassicCardRow({
  className,
  match,
  formatLabel,
  actions,
  children,
}: CardFrameProps & { className: string | undefined; children: ReactNode }) {
  return (
    <div className={className}>
      <Text size="sm" fw={600} className={classes.cDate}>
        {formatMatchDate(match.date)}
      </Text>
      <div className={classes.cResult}>
        <ResultBadge match={match} size="md" />
        <FormatBadge label={formatLabel} size="xs" />
      </div>
      {children}
      <div className={classes.cTags}>
        <SourceBadges match={match} size="xs" />
      </div>
      <div className={classes.cActions}>{actions}</div>
    </div>
  );
}

/**
 * A best-of-3's games on its card, one compact line each ('G1 W · 1st · flip W'), read out in words. `inline` lays
 * them side by side (the modern look), otherwise one under the other (the classic look's narrow cell).
 */
export function CardGameLines({ lines, inline = false }: { lines: readonly CardGameLine[]; inline?: boolean }) {
  return (
    <ul className={inline ? classes.gameLinesInline : classes.gameLines} data-testid="card-game-lines">
      {lines.map((line) => (
        <li key={line.spoken} className={classes.gameLine}>
          <span aria-hidden>{line.short}</span>
          <VisuallyHidden>{line.spoken}</VisuallyHidden>
        </li>
      ))}
    </ul>
  );
}
