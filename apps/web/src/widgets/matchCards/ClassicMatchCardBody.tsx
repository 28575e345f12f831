import { formatMatchDate } from '@trainerlog/core';
import { Text } from '@mantine/core';
import { FormatBadge, ResultBadge, SourceBadges } from './MatchBadges.tsx';
import { OpponentSprite, YourDeckSpriteGroup } from './MatchSprites.tsx';
import { coinFlipText, formatBadgeText, opponentDeckText, turnOrderText, yourDeckName } from './matchText.ts';
import type { MatchCardBodyProps } from './TcgMatchCard.tsx';
import classes from './TcgMatchCard.module.css';

const SPRITE_PX = 32;

/** The classic look: one dense row — date · result and format · your deck · opponent · turn order · source · actions. */
export function ClassicMatchCardBody({ match, yourDeckSprites, actions }: MatchCardBodyProps) {
  const firstGame = match.games[0];
  const turnOrder = turnOrderText(firstGame);
  const coinFlip = coinFlipText(firstGame);
  return (
    <div className={classes.classic}>
      <Text size="sm" fw={600} className={classes.cDate}>
        {formatMatchDate(match.date)}
      </Text>
      <div className={classes.cResult}>
        <ResultBadge match={match} size="md" />
        <FormatBadge label={formatBadgeText(match)} size="xs" />
      </div>
      <div className={classes.cDecks}>
        <div className={`${classes.cDeck} ${classes.cYours}`}>
          <YourDeckSpriteGroup deckName={match.deckName} sprites={yourDeckSprites} size="small" px={SPRITE_PX} />
          <div style={{ minWidth: 0 }}>
            <div className={classes.label}>Your deck</div>
            <Text size="sm" fw={600} className={classes.name}>
              {yourDeckName(match)}
            </Text>
          </div>
        </div>
        <div className={`${classes.cDeck} ${classes.cOpp}`}>
          <OpponentSprite opponentDeck={match.opponentDeck} size="small" px={SPRITE_PX} />
          <div style={{ minWidth: 0 }}>
            <div className={classes.label}>Opponent&apos;s deck</div>
            <Text size="sm" fw={600} className={classes.name}>
              {opponentDeckText(match)}
            </Text>
          </div>
        </div>
      </div>
      <div className={classes.cTurn}>
        {turnOrder ? (
          <Text size="sm" className={classes.name}>
            {turnOrder}
          </Text>
        ) : null}
        {coinFlip ? (
          <Text size="xs" c="dimmed" className={classes.name}>
            {coinFlip}
          </Text>
        ) : null}
      </div>
      <div className={classes.cTags}>
        <SourceBadges match={match} size="xs" />
      </div>
      <div className={classes.cActions}>{actions}</div>
    </div>
  );
}
