import type { TcgGame } from '@trainerlog/core';
import { Badge, Group, Paper, Text } from '@mantine/core';
import { IconFlag, IconMoodSad, IconScale, IconTrophy } from '@tabler/icons-react';
import { DetailRow, DetailSection } from './DetailSection.tsx';
import { RESULT_COLORS } from './MatchBadges.tsx';
import { NOT_RECORDED } from './matchText.ts';

const GAME_HEADLINE = { win: 'Victory', loss: 'Defeat', tie: 'Tie' } as const;
const GAME_ICON = { win: IconTrophy, loss: IconMoodSad, tie: IconScale } as const;

const sideName = (side: 'player' | 'opponent') => (side === 'player' ? 'You' : 'Opponent');

/**
 * "Victory", "Defeat" or "Tie" for the game shown, with which game it is when there are several, and an optional line
 * under it (VGC: who went first).
 */
export function ResultBanner({
  game,
  number,
  count,
  note,
}: {
  game: Pick<TcgGame, 'result'>;
  number: number;
  count: number;
  note?: string | null;
}) {
  // Issue 29: a game that time ended level is a tie.
  const outcome = game.result === 'win' ? 'win' : game.result === 'tie' ? 'tie' : 'loss';
  const Icon = GAME_ICON[outcome];
  return (
    <Paper radius="md" px="md" py="sm" bg={RESULT_COLORS[outcome]} c="white" data-testid="result-banner">
      <Group gap="sm" wrap="nowrap">
        <Icon size={28} aria-hidden />
        <div>
          <Text fw={800} fz="xl" lh={1.2}>
            {GAME_HEADLINE[outcome]}
          </Text>
          {count > 1 ? (
            <Text size="sm" opacity={0.9}>
              Game {number} of {count}
            </Text>
          ) : null}
          {note ? (
            <Text size="sm" opacity={0.9}>
              {note}
            </Text>
          ) : null}
        </div>
      </Group>
    </Paper>
  );
}

export function GameStartDetails({ game }: { game: TcgGame }) {
  const coinFlip = game.coinFlipWin === null ? NOT_RECORDED : game.coinFlipWin ? 'Won' : 'Lost';
  const choice = game.coinFlipChoice === null ? NOT_RECORDED : game.coinFlipChoice === 'first' ? 'First' : 'Second';
  const turnOrder = game.wentFirst === null ? NOT_RECORDED : game.wentFirst ? 'Went First' : 'Went Second';
  return (
    <DetailSection title="Game Start Details">
      <DetailRow label="Coin flip">{coinFlip}</DetailRow>
      <DetailRow label="Coin flip choice">{choice}</DetailRow>
      <DetailRow label="Turn order">{turnOrder}</DetailRow>
      <DetailRow label="Your mulligans">{game.playerMulligans}</DetailRow>
      <DetailRow label="Opponent's mulligans">{game.opponentMulligans}</DetailRow>
      {game.conceded ? (
        <Group gap={6} wrap="nowrap">
          <IconFlag size={16} aria-hidden color="var(--mantine-color-orange-filled)" />
          <Text size="sm" fw={600}>
            {game.conceded === 'Player' ? 'You conceded the game' : 'Opponent conceded the game'}
          </Text>
        </Group>
      ) : null}
    </DetailSection>
  );
}

export function PrizeCards({ game }: { game: TcgGame }) {
  const details = game.advancedDetails;
  const recorded =
    !!details &&
    (details.firstPrizeTakenBy !== null || details.prizeOrder.length > 0 || details.prizeContents.length > 0);
  return (
    <DetailSection title="Prize Cards">
      {!recorded ? (
        <Text size="sm" c="dimmed">
          No prize card details were recorded for this game.
        </Text>
      ) : (
        <>
          <DetailRow label="First prize taken by">
            {details.firstPrizeTakenBy ? sideName(details.firstPrizeTakenBy) : NOT_RECORDED}
          </DetailRow>
          <DetailRow label="Prize order">
            {details.prizeOrder.length === 0 ? (
              NOT_RECORDED
            ) : (
              <Group gap={4} justify="flex-end" component="ol" aria-label="Prize order" m={0} p={0}>
                {details.prizeOrder.map((side, i) => (
                  <Badge
                    key={i}
                    component="li"
                    variant="light"
                    color={side === 'player' ? 'teal' : 'red'}
                    tt="none"
                    size="sm"
                  >
                    {i + 1}. {sideName(side)}
                  </Badge>
                ))}
              </Group>
            )}
          </DetailRow>
          <DetailRow label="Prize contents">
            {details.prizeContents.length === 0 ? (
              NOT_RECORDED
            ) : (
              <Group gap={4} justify="flex-end" component="ul" aria-label="Prize contents" m={0} p={0}>
                {details.prizeContents.map((card, i) => (
                  <Badge key={i} component="li" variant="default" tt="none" size="sm">
                    {card}
                  </Badge>
                ))}
              </Group>
            )}
          </DetailRow>
        </>
      )}
    </DetailSection>
  );
}
