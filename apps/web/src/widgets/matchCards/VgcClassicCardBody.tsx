import { formatMatchDate } from '@trainerlog/core';
import { Text } from '@mantine/core';
import { FormatBadge, ResultBadge, SourceBadges } from './MatchBadges.tsx';
import classes from './TcgMatchCard.module.css';
import type { VgcMatchCardBodyProps } from './VgcMatchCard.tsx';
import vgc from './VgcMatchCard.module.css';
import { CardTeam } from './VgcPokemon.tsx';
import { opponentNameText, teamNames, vgcFormatText } from './vgcMatchText.ts';

/** The classic look: one dense row — date · result and format · your team · vs opponent · their team · group. */
export function VgcClassicCardBody({ match, isRestricted, actions }: VgcMatchCardBodyProps) {
  return (
    <div className={vgc.classic}>
      <Text size="sm" fw={600} className={classes.cDate}>
        {formatMatchDate(match.date)}
      </Text>
      <div className={classes.cResult}>
        <ResultBadge match={match} size="md" />
        <FormatBadge label={vgcFormatText(match)} size="xs" />
      </div>
      <div className={vgc.cMatch}>
        <div className={vgc.cYours}>
          <CardTeam names={teamNames(match.playerTeam)} side="player" isRestricted={isRestricted} dense />
        </div>
        <Text size="sm" className={`${vgc.cOpponent} ${classes.name}`}>
          <span className={classes.versus}>VS </span>
          <Text span fw={600}>
            {opponentNameText(match)}
          </Text>
        </Text>
        <div className={vgc.cTheirs}>
          <CardTeam names={teamNames(match.opponentTeam)} side="opponent" isRestricted={isRestricted} dense />
        </div>
      </div>
      <div className={classes.cTags}>
        <SourceBadges match={match} size="xs" />
      </div>
      <div className={classes.cActions}>{actions}</div>
    </div>
  );
}
