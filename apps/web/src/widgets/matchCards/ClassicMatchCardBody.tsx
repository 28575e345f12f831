import { Text } from '@mantine/core';
import { CardGameLines, ClassicCardRow } from './cardParts.tsx';
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

const SPRITE_PX = 32;

/** The classic look: one dense row — date · result and format · your deck · opponent · turn order · source · actions. */
export function ClassicMatchCardBody({ match, yourDeckSprites, actions }: MatchCardBodyProps) {
  // A Bo3 shows each game's own turn order and flip; a Bo1 its one game's, in the spec's words.
  const gameLines = cardGameLines(match);
  const firstGame = gameLines ? undefined : match.games[0];
  const turnOrder = turnOrderText(firstGame);
  const coinFlip = coinFlipText(firstGame);
  return (
    <ClassicCardRow className={classes.classic} match={match} formatLabel={formatBadgeText(match)} actions={actions}>
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
        {gameLines ? <CardGameLines lines={gameLines} /> : null}
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
    </ClassicCardRow>
  );
}
