import { Card, Group, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VgcPersonalAnalytics } from '@trainerlog/core';
import { Sprite } from '../../../ui/Sprite.tsx';
import { formatCount, formatRate, formatRecord } from '../shared/format.ts';
import { PokemonLabel, SectionCard, tabular, UsedAndNotTables } from './VgcSectionParts.tsx';

/**
 * The Moves and Tera sections of the VGC analytics (core `vgcMoveUsage`, `vgcTeraUsage`), apart from the usage
 * sections so each file stays readable.
 */

/** One Pokémon's card of a moves section: its name and sprite, the games it counts, then the moves. */
function PokemonMovesCard({
  label,
  pokemon,
  games,
  children,
}: {
  label: string;
  pokemon: string;
  games: number;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={label}>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
        <PokemonLabel names={[pokemon]} />
        <Text size="xs" c="dimmed" style={tabular}>
          {formatCount(games, 'games')}
        </Text>
      </Group>
      {children}
    </Card>
  );
}

function MoveBar({
  label,
  share,
  detail,
  testId,
}: {
  label: ReactNode;
  share: number;
  detail: string;
  testId: string;
}) {
  return (
    <div data-testid={testId}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" lineClamp={1}>
          {label}
        </Text>
        <Tooltip label={detail} withArrow openDelay={200}>
          <Text size="sm" fw={600} style={tabular}>
            {formatRate(share)}
          </Text>
        </Tooltip>
      </Group>
      <Progress value={share * 100} size="sm" radius="xl" aria-hidden />
    </div>
  );
}

/** Move usage per brought Pokémon from the moves seen used in replays: top 4 and Others (core `vgcMoveUsage`). */
export function MovesSection({ analytics }: { analytics: VgcPersonalAnalytics }) {
  const m = analytics.moves;
  const recorded = m.gamesWithMovesUsed;
  const all = recorded + m.gamesWithoutMovesUsed;
  return (
    <SectionCard
      title="Moves"
      description={
        <>
          The moves each brought Pokémon was seen using, as a share of the games it was brought: top 4 plus Others. From
          the {recorded} of {formatCount(all, 'games')} imported from Showdown replays (a game logged by hand records
          who was brought, not the moves used).
        </>
      }
    >
      {m.pokemon.length === 0 ? (
        <Text size="sm" c="dimmed">
          Import your games from Showdown replays and the moves your Pokémon used show here.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {m.pokemon.map((p) => (
            <PokemonMovesCard key={p.pokemon} label={`Moves of ${p.pokemon}`} pokemon={p.pokemon} games={p.games}>
              {p.top.length === 0 ? (
                <Text size="xs" c="dimmed">
                  No move seen used.
                </Text>
              ) : (
                <Stack gap={6}>
                  {p.top.map((move) => (
                    <MoveBar
                      key={move.move}
                      testId="vgc-move"
                      label={move.move}
                      share={move.share}
                      detail={`Used in ${formatCount(move.games, 'games')}; ${formatRecord(move.wins, move.losses)} (${formatRate(move.rate)})`}
                    />
                  ))}
                  {p.others ? (
                    <MoveBar
                      testId="vgc-move-others"
                      label={
                        <Tooltip label={p.others.moves.join(', ')} withArrow multiline maw={260}>
                          <span>Others ({p.others.moves.length})</span>
                        </Tooltip>
                      }
                      share={p.others.share}
                      detail={`${p.others.moves.join(', ')} — used in ${formatCount(p.others.games, 'games')}`}
                    />
                  ) : null}
                </Stack>
              )}
            </PokemonMovesCard>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

/** The moves on the team sheets of the Pokémon you brought: what they could use, never shown as usage. */
export function TeamSheetMovesSection({ analytics }: { analytics: VgcPersonalAnalytics }) {
  const sheets = analytics.moves.teamSheets;
  if (sheets.pokemon.length === 0) return null;
  const all = sheets.gamesWithKnownSets + sheets.gamesWithoutKnownSets;
  return (
    <SectionCard
      title="Moves on your team sheets"
      description={
        <>
          The moves each brought Pokémon&apos;s set lists on the saved team the match was logged with: what it could
          use, not what it used. Known for {sheets.gamesWithKnownSets} of {formatCount(all, 'games')} with your brought
          Pokémon recorded.
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {sheets.pokemon.map((p) => (
          <PokemonMovesCard
            key={p.pokemon}
            label={`Team sheet moves of ${p.pokemon}`}
            pokemon={p.pokemon}
            games={p.games}
          >
            <Text size="sm" data-testid="vgc-sheet-moves">
              {p.moves.length === 0
                ? 'No moves in its set.'
                : p.moves
                    .map((m) => (m.games === p.games ? m.move : `${m.move} (${formatCount(m.games, 'games')})`))
                    .join(', ')}
            </Text>
          </PokemonMovesCard>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}

function TeraPokemonList({ rows, side }: { rows: { pokemon: string; games: number }[]; side: 'player' | 'opponent' }) {
  if (rows.length === 0) return null;
  return (
    <Group gap="sm" wrap="wrap">
      {rows.slice(0, 8).map((row) => (
        <Group key={row.pokemon} gap={4} wrap="nowrap">
          <Sprite name={row.pokemon} side={side} size="small" alt="" style={{ width: 32, height: 32 }} />
          <Text size="sm">
            {row.pokemon}{' '}
            <Text span size="xs" c="dimmed">
              ×{row.games}
            </Text>
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** "You terastallized in 62.5% of 8 games": the share over the games where that side's Tera was recorded, with n. */
export function teraShareTitle(who: 'You' | 'Opponents', side: { share: number | null; recordedGames: number }) {
  return side.recordedGames > 0
    ? `${who} terastallized in ${formatRate(side.share)} of ${formatCount(side.recordedGames, 'games')}`
    : `${who === 'You' ? 'Your' : "Opponents'"} Tera not recorded`;
}

/** Tera usage where recorded (core `vgcTeraUsage`), and the Tera types of your brought Pokémon's sets. */
export function TeraSection({ analytics }: { analytics: VgcPersonalAnalytics }) {
  const t = analytics.tera;
  return (
    <SectionCard
      title="Tera"
      description={
        t.recordedGames > 0
          ? 'Each side over the games where its Tera was recorded: a game naming who terastallized, the other games ' +
            'of a match that names one for that side, and games imported from a Showdown replay. Other games are left out.'
          : undefined
      }
    >
      {t.recordedGames === 0 ? (
        <Text size="sm" c="dimmed" mb="xs">
          Record who terastallized in each game (in the match form, under the brought Pokémon) and this shows how often
          you and your opponents use it and how your games go with and without it.
        </Text>
      ) : (
        <Stack gap="sm">
          <UsedAndNotTables
            own={{ title: teraShareTitle('You', t.own), used: t.own.terastallized, didNot: t.own.didNot }}
            opponent={{
              title: teraShareTitle('Opponents', t.opponent),
              used: t.opponent.terastallized,
              didNot: t.opponent.didNot,
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Your Tera Pokémon
              </Text>
              <TeraPokemonList rows={t.own.pokemon} side="player" />
              {t.own.types.length > 0 ? (
                <Text size="xs" c="dimmed">
                  Types used (from your sets): {t.own.types.map((type) => `${type.teraType} ×${type.games}`).join(', ')}
                </Text>
              ) : null}
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Their Tera Pokémon
              </Text>
              <TeraPokemonList rows={t.opponent.pokemon} side="opponent" />
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
      {t.broughtTeraTypes.length > 0 ? (
        <Stack gap={4} mt="sm">
          <Text size="sm" fw={600}>
            Tera types of your brought Pokémon
          </Text>
          <Text size="xs" c="dimmed">
            From the sets on the team each match was logged with, counted per game brought.
          </Text>
          <Group gap="sm" wrap="wrap">
            {t.broughtTeraTypes.slice(0, 12).map((row) => (
              <Group key={`${row.pokemon}\n${row.teraType}`} gap={4} wrap="nowrap">
                <Sprite name={row.pokemon} size="small" alt="" style={{ width: 32, height: 32 }} />
                <Text size="sm">
                  {row.pokemon}: <b>{row.teraType}</b>{' '}
                  <Text span size="xs" c="dimmed">
                    ({formatCount(row.games, 'games')})
                  </Text>
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
      ) : null}
    </SectionCard>
  );
}
