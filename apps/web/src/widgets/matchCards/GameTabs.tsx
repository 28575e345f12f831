import { Badge, Tabs } from '@mantine/core';

/**
 * "Game N" tabs with a W or L tag (spec part 1 §2, both games' details dialogs). The caller shows them only when a
 * match has more than one game.
 */
export function GameTabs({
  games,
  value,
  onChange,
}: {
  games: readonly { result: string }[];
  /** The shown game's index in `games`. */
  value: number;
  onChange(index: number): void;
}) {
  return (
    <Tabs value={String(value)} onChange={(next) => next !== null && onChange(Number(next))}>
      <Tabs.List grow>
        {games.map((g, i) => (
          <Tabs.Tab
            key={i}
            value={String(i)}
            rightSection={
              <Badge
                size="xs"
                circle
                variant="light"
                color={g.result === 'win' ? 'teal' : g.result === 'tie' ? 'gray' : 'red'}
              >
                {g.result === 'win' ? 'W' : g.result === 'tie' ? 'T' : 'L'}
              </Badge>
            }
          >
            Game {i + 1}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

/** A game number within 1..count (a stale link may ask for game 3 of a two-game match). */
export function clampGame(requested: number, count: number): number {
  if (!Number.isInteger(requested) || requested < 1) return 1;
  return Math.min(requested, Math.max(count, 1));
}
