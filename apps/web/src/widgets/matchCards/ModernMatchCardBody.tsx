import { formatMatchDate } from '@trainerlog/core';
import { Group, Text } from '@mantine/core';
import { IconCalendar, IconCoin, IconPlayerPlay } from '@tabler/icons-react';
import { CardGameLines, ModernCardBadges } from './cardParts.tsx';
import { OpponentSprite, YourDeckSpriteGroup } from './MatchSprites.tsx';
import {
  cardGameLines,
  coinFlipText,
  formatBadgeText,
  opponentDeckText,
  turnOrderText,
  yourDeckName,
} from './matchText.ts';
import classes from './TcgMatchCard.module.css';
import type { MatchCardBodyProps } from './types.ts';

/** The modern look: badges on top, both decks with large sprites, then date, turn order and coin flip. */
export function ModernMatchCardBody({ match, yourDeckSprites, actions }: MatchCardBodyProps) {
  // A Bo3 shows each game's own turn order and flip; a Bo1 its one game's, in the spec's words.
  const gameLines = cardGameLines(match);
  const firstGame = gameLines ? undefined : match.games[0];
  const turnOrder = turnOrderText(firstGame);
  const coinFlip = coinFlipText(firstGame);
  return (
    <div className={classes.modern}>
      <ModernCardBadges match={match} formatLabel={formatBadgeText(match)} actions={actions} />

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
      {gameLines ? <CardGameLines lines={gameLines} inline /> : null}
    </div>
  );
}
