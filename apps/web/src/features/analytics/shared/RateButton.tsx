import { Text, UnstyledButton } from '@mantine/core';
import type { GameSplit } from '@trainerlog/core';
import { RateValue } from './RateValue.tsx';

/**
 * A game win rate that opens the games it is made of (issue 30: "links to the games behind it"): a button named
 * "<label>: show the N games". Without `onOpen`, or with no games, it is the plain rate.
 */
export function RateButton({ split, label, onOpen }: { split: GameSplit; label: string; onOpen?: () => void }) {
  const value = (
    <RateValue
      size="sm"
      rate={split.rate}
      interval={split.interval}
      small={split.small}
      count={split.games}
      unit="games"
    />
  );
  if (!onOpen || split.games === 0) return value;
  return (
    <UnstyledButton onClick={onOpen} aria-label={`${label}: show the ${split.games} games`} style={{ borderRadius: 4 }}>
      <Text span size="sm" td="underline" style={{ textDecorationStyle: 'dotted' }}>
        {value}
      </Text>
    </UnstyledButton>
  );
}
