import { formatMatchDate } from '@trainerlog/core';
import { Group, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { FormatBadge, ResultBadge, SourceBadges } from './MatchBadges.tsx';
import classes from './TcgMatchCard.module.css';
import type { VgcMatchCardBodyProps } from './VgcMatchCard.tsx';
import vgc from './VgcMatchCard.module.css';
import { CardTeam } from './VgcPokemon.tsx';
import { opponentNameText, teamNames, vgcFormatText } from './vgcMatchText.ts';

/** The modern look: badges on top, both teams' sprites facing each other, then the date. */
export function VgcModernCardBody({ match, isRestricted, actions }: VgcMatchCardBodyProps) {
  return (
    <div className={classes.modern}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap={6} miw={0}>
          <ResultBadge match={match} size="lg" />
          <FormatBadge label={vgcFormatText(match)} size="md" />
          <SourceBadges match={match} size="md" />
        </Group>
        {actions}
      </Group>

      <div className={vgc.teams}>
        <div className={vgc.team}>
          <div className={classes.label}>Your team</div>
          <CardTeam names={teamNames(match.playerTeam)} side="player" isRestricted={isRestricted} />
        </div>
        <span className={`${classes.versus} ${vgc.versus}`} aria-hidden>
          VS
        </span>
        <div className={`${vgc.team} ${vgc.teamOpponent}`}>
          <div className={classes.label}>Opponent</div>
          <Text fw={700} className={classes.name} maw="100%">
            {opponentNameText(match)}
          </Text>
          <CardTeam names={teamNames(match.opponentTeam)} side="opponent" isRestricted={isRestricted} />
        </div>
      </div>

      <Group gap={4} wrap="nowrap" c="dimmed" fz="sm">
        <IconCalendar size={14} aria-hidden />
        <span>{formatMatchDate(match.date)}</span>
      </Group>
    </div>
  );
}
