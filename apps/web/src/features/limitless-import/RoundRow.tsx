/**
 * One round of the review (issue 15): the result (W/L/T), its label (Round N, Top 8, Finals…) with Swiss or top cut,
 * Bo1/Bo3 and the table, the opponent's name and username, and their deck — the archetype's name, sprites and
 * community category (TCG) or their team (VGC).
 *
 * Decisions:
 * - An unreported round is shown, greyed, with "Not imported" (a bye is imported since issue 29, result only): the player sees every round Limitless has,
 *   and why some do not become matches.
 * - "Result only" marks a round whose match records the result without games (a Bo3 — Limitless publishes no game
 *   scores — or a tie); its tooltip says why, and so does the line under the rounds.
 */
import type { LimitlessGame, LimitlessRound } from '@trainerlog/core';
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { ArchetypeLine, TeamRow } from './LimitlessSprites.tsx';
import { PHASE_LABELS, RESULT_COLORS, RESULT_LETTERS, RESULT_WORDS } from './limitlessText.ts';
import classes from './LimitlessImport.module.css';

export const RESULT_ONLY_HINT =
  'Limitless publishes no game scores for best-of-3 rounds and ties, so this match records its result without games.';

export function RoundRow({ round, game }: { round: LimitlessRound; game: LimitlessGame }) {
  const color = RESULT_COLORS[round.result];
  const opponent = round.opponent;
  return (
    <li
      className={`${classes.round} ${round.imported ? '' : classes.notImported}`}
      aria-label={round.label}
      data-testid="limitless-round"
    >
      <span
        className={classes.result}
        style={{
          background: `var(--mantine-color-${color}-light)`,
          color: `var(--mantine-color-${color}-light-color)`,
        }}
        title={RESULT_WORDS[round.result]}
        aria-label={RESULT_WORDS[round.result]}
      >
        {RESULT_LETTERS[round.result]}
      </span>

      <Stack gap={2} miw={0}>
        <Text size="sm" fw={700}>
          {round.label}
        </Text>
        <Group gap={4} wrap="wrap">
          <Badge size="xs" variant="light" color={round.kind === 'topcut' ? 'orange' : 'blue'}>
            {PHASE_LABELS[round.kind]}
          </Badge>
          <Badge size="xs" variant="outline" color="gray">
            Bo{round.bestOf}
          </Badge>
          {round.table !== null ? (
            <Text size="xs" c="dimmed">
              Table {round.table}
            </Text>
          ) : null}
        </Group>
      </Stack>

      <Stack gap={2} miw={0} className={classes.roundOpponent}>
        {opponent ? (
          <>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              vs {opponent.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {opponent.username}
              {opponent.country ? ` · ${opponent.country}` : ''}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No opponent (bye)
          </Text>
        )}
        <Group gap={4} wrap="wrap">
          {!round.imported ? (
            <Badge size="xs" color="gray" variant="filled">
              Not imported
            </Badge>
          ) : null}
          {round.imported && round.resultOnly ? (
            <Tooltip
              label={RESULT_ONLY_HINT}
              multiline
              w={260}
              withArrow
              events={{ hover: true, focus: true, touch: true }}
            >
              <Badge size="xs" color="yellow" variant="light" tabIndex={0}>
                Result only
              </Badge>
            </Tooltip>
          ) : null}
          {round.doubleLoss ? (
            <Badge size="xs" color="red" variant="outline">
              Double loss
            </Badge>
          ) : null}
        </Group>
      </Stack>

      <div className={classes.roundDeck} style={{ minWidth: 0 }}>
        {opponent ? (
          game === 'tcg' ? (
            <ArchetypeLine archetype={opponent.archetype} side="opponent" withCategory />
          ) : (
            <TeamRow team={opponent.team} side="opponent" label={`${opponent.name}’s team`} />
          )
        ) : null}
      </div>
    </li>
  );
}
