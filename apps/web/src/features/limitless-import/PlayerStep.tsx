/**
 * Step 2, "Find yourself" (issue 15): the tournament's standings — placing, name, username, country, record, and the
 * deck (TCG archetype sprites) or team (VGC sprites) — searchable by name or username, with the remembered Limitless
 * username chosen already (`me`) and "Remember <username> as my Limitless username".
 *
 * Decisions:
 * - The standings are radio cards (arrow keys move the choice); the choice, the remember box and Continue sit in a
 *   bar that stays at the bottom of the screen while the standings scroll.
 * - Big tournaments have hundreds of players: the first STANDINGS_SHOWN matching ones are drawn, with "Show more".
 * - Remembering is on by default unless another username is remembered already (it would replace it unasked); when
 *   the chosen one is the remembered one, the box is not offered.
 */
import type { LimitlessPlayer } from '@trainerlog/core';
import { Button, Checkbox, Group, Paper, Radio, Skeleton, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useLimitlessPlayers } from '../../data/shared/useLimitlessImport.ts';
import { FailureAlert } from './FailureAlert.tsx';
import { ArchetypeLine, TeamRow } from './LimitlessSprites.tsx';
import { foldText, ordinal, recordText } from './limitlessText.ts';
import classes from './LimitlessImport.module.css';
import { TournamentHeader } from './TournamentHeader.tsx';

export const STANDINGS_SHOWN = 50;

export interface PlayerStepProps {
  tournamentId: string;
  /** The username chosen on this screen, or null for the remembered one (`me`). */
  chosen: string | null;
  onChoose(username: string): void;
  /** The member's remembered Limitless username. */
  remembered: string | null;
  /** null: the default (see header). */
  remember: boolean | null;
  onRemember(remember: boolean): void;
  onContinue(username: string): void;
  onBack(): void;
}

const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase();

export function rememberByDefault(remembered: string | null, username: string): boolean {
  return !remembered || sameName(remembered, username);
}

export function PlayerStep(props: PlayerStepProps) {
  const players = useLimitlessPlayers(props.tournamentId);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(STANDINGS_SHOWN);
  const list = players.data?.players;
  const matching = useMemo(() => {
    const needle = foldText(search.trim());
    if (!list || !needle) return list ?? [];
    return list.filter((p) => foldText(p.name).includes(needle) || foldText(p.username).includes(needle));
  }, [list, search]);

  if (players.isPending) {
    return (
      <Stack gap="sm" role="group" aria-label="Loading the standings" aria-busy>
        <Skeleton height={120} radius="lg" />
        <Skeleton height={36} radius="md" />
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} height={56} radius="md" />
        ))}
      </Stack>
    );
  }
  if (players.isError) {
    const notFound = players.error instanceof ApiError && players.error.status === 404;
    return (
      <FailureAlert
        title={notFound ? 'Tournament not found' : 'Could not read the standings'}
        error={players.error}
        onRetry={notFound ? undefined : () => void players.refetch()}
        retrying={players.isFetching}
        extra={
          <Button size="xs" variant="subtle" leftSection={<IconArrowLeft size={14} />} onClick={props.onBack}>
            Choose another tournament
          </Button>
        }
      />
    );
  }

  const { tournament, me } = players.data;
  // `me` is the remembered spelling; the standings' own spelling is the one sent on.
  const chosenPlayer = list?.find((p) => sameName(p.username, props.chosen ?? me)) ?? null;

  return (
    <Stack gap="md">
      <TournamentHeader tournament={tournament} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <TextInput
            label="Find yourself"
            description={`${tournament.players} players in the standings`}
            placeholder="Search by name or username…"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setShown(STANDINGS_SHOWN);
            }}
            autoComplete="off"
          />
          {matching.length === 0 ? (
            <Text size="sm" c="dimmed" py="sm">
              {list?.length ? 'No player with that name or username.' : 'This tournament has no standings yet.'}
            </Text>
          ) : (
            <Radio.Group
              value={chosenPlayer?.username ?? ''}
              onChange={props.onChoose}
              label="Standings"
              // Named for screen readers only (aria-labelledby reads a hidden label too).
              styles={{ label: { display: 'none' } }}
              name="limitless-player"
            >
              <Stack gap={6}>
                {matching.slice(0, shown).map((player) => (
                  <StandingCard
                    key={player.username}
                    player={player}
                    game={tournament.game}
                    me={sameName(player.username, me)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          {matching.length > shown ? (
            <Button variant="subtle" size="xs" w="fit-content" onClick={() => setShown((n) => n + STANDINGS_SHOWN)}>
              Show more ({matching.length - shown} more)
            </Button>
          ) : null}
        </Stack>
      </Paper>

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} className={classes.stickyBar}>
        <Stack gap="xs">
          {chosenPlayer ? (
            <>
              <Text size="sm">
                You are <b>{chosenPlayer.name}</b> ({chosenPlayer.username})
                {chosenPlayer.placing !== null ? ` · ${ordinal(chosenPlayer.placing)}` : ''} ·{' '}
                {recordText(chosenPlayer.record)}
              </Text>
              {sameName(props.remembered, chosenPlayer.username) ? (
                <Text size="xs" c="dimmed">
                  This is your remembered Limitless username.
                </Text>
              ) : (
                <Checkbox
                  label={`Remember ${chosenPlayer.username} as my Limitless username`}
                  checked={props.remember ?? rememberByDefault(props.remembered, chosenPlayer.username)}
                  onChange={(event) => props.onRemember(event.currentTarget.checked)}
                />
              )}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Choose yourself in the standings.
            </Text>
          )}
          <Group gap="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={props.onBack}>
              Back
            </Button>
            <Button
              rightSection={<IconArrowRight size={16} />}
              disabled={!chosenPlayer}
              onClick={() => chosenPlayer && props.onContinue(chosenPlayer.username)}
            >
              Continue
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

function StandingCard({ player, game, me }: { player: LimitlessPlayer; game: 'tcg' | 'vgc'; me: boolean }) {
  return (
    <Radio.Card value={player.username} className={classes.choice} withBorder={false} aria-label={player.name}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Radio.Indicator style={{ flexShrink: 0 }} />
        <Text fw={700} size="sm" w={36} ta="right" style={{ flexShrink: 0 }}>
          <VisuallyHidden>Placing: </VisuallyHidden>
          {player.placing !== null ? ordinal(player.placing) : '—'}
        </Text>
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {player.name}
            </Text>
            <Text size="xs" c="dimmed">
              {player.username}
              {player.country ? ` · ${player.country}` : ''}
            </Text>
            {me ? (
              <Text size="xs" c="blue" fw={600}>
                You
              </Text>
            ) : null}
          </Group>
          <Group gap="xs" wrap="wrap">
            <Text size="xs" fw={600}>
              <VisuallyHidden>Record: </VisuallyHidden>
              {recordText(player.record)}
            </Text>
            {player.drop !== null ? (
              <Text size="xs" c="dimmed">
                Dropped after round {player.drop}
              </Text>
            ) : null}
            {game === 'tcg' ? (
              <ArchetypeLine archetype={player.archetype} side="opponent" />
            ) : (
              <TeamRow team={player.team} side="opponent" label={`${player.name}’s team`} />
            )}
          </Group>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
