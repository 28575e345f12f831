import { formatMatchDate } from '@trainerlog/core';
import { Group, Text } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { CardGameLines, ModernCardBadges } from './cardParts.tsx';
import { cardGameLines } from './matchText.ts';
import classes from './TcgMatchCard.module.css';
import type { VgcMatchCardBodyProps } from './types.ts';
import vgc from './VgcMatchCard.module.css';
import { CardTeam } from './VgcPokemon.tsx';
import { opponentNameText, teamNames, vgcFormatText } from './vgcMatchText.ts';

/** The modern look: badges on top, the opponent and date, then both teams' sprites side by side. */
export function VgcModernCardBody({ match, isRestricted, actions }: VgcMatchCardBodyProps) {
  const gameLines = cardGameLines(match);
  return (
    <div className={classes.modern}>
      <ModernCardBadges match={match} formatLabel={vgcFormatText(match)} actions={actions} />

      <Group justify="space-between" align="baseline" wrap="nowrap" gap="sm">
        <Text fw={700} fz="lg" className={classes.nameWrap}>
          <span className={classes.versus}>VS </span>
          {opponentNameText(match)}
        </Text>
        <Group gap={4} wrap="nowrap" c="dimmed" fz="sm" style={{ flexShrink: 0 }}>
          <IconCalendar size={14} aria-hidden />
          <span>{formatMatchDate(match.date)}</span>
        </Group>
      </Group>

      <div className={vgc.teams}>
        <div className={vgc.team}>
          <div className={classes.label}>Your team</div>
          <CardTeam names={teamNames(match.playerTeam)} side="player" isRestricted={isRestricted} />
        </div>
        <div className={`${vgc.team} ${vgc.teamOpponent}`}>
          <div className={classes.label}>Opponent&apos;s team</div>
          <CardTeam names={teamNames(match.opponentTeam)} side="opponent" isRestricted={isRestricted} />
        </div>
      </div>
      {gameLines ? <CardGameLines lines={gameLines} inline /> : null}
    </div>
  );
}
