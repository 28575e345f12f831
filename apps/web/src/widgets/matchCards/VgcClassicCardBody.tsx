import { Text } from '@mantine/core';
import { CardGameLines, ClassicCardRow } from './cardParts.tsx';
import { cardGameLines } from './matchText.ts';
import classes from './TcgMatchCard.module.css';
import type { VgcMatchCardBodyProps } from './types.ts';
import vgc from './VgcMatchCard.module.css';
import { CardTeam } from './VgcPokemon.tsx';
import { opponentNameText, teamNames, vgcFormatText } from './vgcMatchText.ts';

/** The classic look: one dense row — date · result and format · your team · vs opponent · their team · group. */
export function VgcClassicCardBody({ match, isRestricted, actions }: VgcMatchCardBodyProps) {
  const gameLines = cardGameLines(match);
  return (
    <ClassicCardRow className={vgc.classic} match={match} formatLabel={vgcFormatText(match)} actions={actions}>
      <div className={vgc.cMatch}>
        <div className={vgc.cYours}>
          <CardTeam names={teamNames(match.playerTeam)} side="player" isRestricted={isRestricted} dense />
        </div>
        <div className={vgc.cOpponent}>
          <Text size="sm" className={classes.name}>
            <span className={classes.versus}>VS </span>
            <Text span fw={600}>
              {opponentNameText(match)}
            </Text>
          </Text>
          {gameLines ? <CardGameLines lines={gameLines} inline /> : null}
        </div>
        <div className={vgc.cTheirs}>
          <CardTeam names={teamNames(match.opponentTeam)} side="opponent" isRestricted={isRestricted} dense />
        </div>
      </div>
    </ClassicCardRow>
  );
}
