import { formatMatchDate } from '@trainerlog/core';
import { Group, Text } from '@mantine/core';
import { IconCalendar, IconCoin, IconPlayerPlay } from '@tabler/icons-react';
import { FormatBadge, ResultBadge, SourceBadges } from './MatchBadges.tsx';
import { OpponentSprite, YourDeckSpriteGroup } from './MatchSprites.tsx';
import { coinFlipText, formatBadgeText, opponentDeckText, turnOrderText, yourDeckName } from './matchText.ts';
import type { MatchCardBodyProps } from './TcgMatchCard.tsx';
import classes from './TcgMatchCard.module.css';

/** The modern look: badges on top, both decks with large sprites, then date, turn order and coin flip. */
export function ModernMatchCardBody({ match, yourDeckSprites, actions }: MatchCardBodyProps) {
  const firstGame = match.games[0];
  const turnOrder = turnOrderText(firstGame);
  const coinFlip = coinFlipText(firstGame);
  return (
    <div className={classes.modern}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap={6} miw={0}>
          <ResultBadge match={match} size="lg" />
          <FormatBadge label={formatBadgeText(match)} size="md" />
          <SourceBadges match={match} size="md" />
        </Group>
        {actions}
      </Group>

      <div className={classes.matchup}>
        <div className={classes.side}>
          <YourDeckSpriteGroup deckName={match.deckName} sprites={yourDeckSprites} size="large" />
          <div style={{ minWidth: 0, maxWidth: '100%' }}>
            <div className={classes.label}>Your deck</div>
            <Text fw={700} className={classes.nameWrap}>
              {yourDeckName(match)}
            </Text>
          </div>
        </div>
        <span className={classes.versus} aria-hidden>
          VS
        </span>
        <div className={`${classes.side} ${classes.sideOpponent}`}>
          <OpponentSprite opponentDeck={match.opponentDeck} size="large" />
          <div style={{ minWidth: 0, maxWidth: '100%' }}>
            <div className={classes.label}>Opponent&apos;s deck</div>
            <Text fw={700} className={classes.nameWrap}>
              {opponentDeckText(match)}
            </Text>
          </div>
        </div>
      </div>

      <Group gap="md" c="dimmed" fz="sm" style={{ rowGap: 2 }}>
        <Group gap={4} wrap="nowrap">
          <IconCalendar size={14} aria-hidden />
          <span>{formatMatchDate(match.date)}</span>
        </Group>
        {turnOrder ? (
          <Group gap={4} wrap="nowrap">
            <IconPlayerPlay size={14} aria-hidden />
            <span>{turnOrder}</span>
          </Group>
        ) : null}
        {coinFlip ? (
          <Group gap={4} wrap="nowrap">
            <IconCoin size={14} aria-hidden />
            <span>{coinFlip}</span>
          </Group>
        ) : null}
      </Group>
    </div>
  );
}
