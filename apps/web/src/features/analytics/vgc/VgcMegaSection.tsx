import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { VgcPersonalAnalytics } from '@trainerlog/core';
import { formatCount, formatRate } from '../shared/format.ts';
import { SplitTable } from '../shared/SplitTable.tsx';
import { SectionCard, UsedAndNotTables } from './VgcSectionParts.tsx';

/**
 * The Mega Evolution section of the VGC analytics (issue 29, Pokémon Champions; core `vgcMegaUsage`), shown beside
 * Tera's: how often each side Mega Evolved over the games where it was recorded (with n), your win rate when you did
 * and did not, and per Mega Evolved Pokémon.
 *
 * Decisions:
 * - Shown when the selection holds a game of a Mega format or a game naming a Mega Evolution (`showMegaSection`);
 *   a player who never played Champions sees no empty Mega card.
 * - The Tera section is left out when every counted game is of a Mega format and none names a Tera Pokémon
 *   (`showTeraSection`): Champions has no Terastallization, so its figures would only say "not recorded".
 */

type Analytics = Pick<VgcPersonalAnalytics, 'mega' | 'tera'>;

export function showMegaSection(analytics: Analytics): boolean {
  return analytics.mega.megaFormatGames > 0 || analytics.mega.recordedGames > 0;
}

export function showTeraSection(analytics: Analytics): boolean {
  const { mega, tera } = analytics;
  return !(mega.megaFormatGames > 0 && mega.megaFormatGames === tera.games && tera.recordedGames === 0);
}

/** "You Mega Evolved in 75% of 8 games": the share over the games where that side's Mega was recorded, with n. */
export function megaShareTitle(who: 'You' | 'Opponents', side: { share: number | null; recordedGames: number }) {
  return side.recordedGames > 0
    ? `${who} Mega Evolved in ${formatRate(side.share)} of ${formatCount(side.recordedGames, 'games')}`
    : `${who === 'You' ? 'Your' : "Opponents'"} Mega Evolution not recorded`;
}

export function MegaSection({ analytics }: { analytics: Analytics }) {
  const m = analytics.mega;
  return (
    <SectionCard
      title="Mega Evolution"
      description={
        m.recordedGames > 0
          ? 'Each side over the games where its Mega Evolution was recorded: a game naming who Mega Evolved, the other ' +
            'games of a match that names one for that side, and games of a Mega format imported from a Showdown ' +
            'replay. Other games are left out.'
          : undefined
      }
    >
      {m.recordedGames === 0 ? (
        <Text size="sm" c="dimmed" mb="xs">
          Record who Mega Evolved in each game (in the match form, under the brought Pokémon) and this shows how often
          you and your opponents use it and how your games go with and without it.
        </Text>
      ) : (
        <Stack gap="sm">
          <UsedAndNotTables
            own={{ title: megaShareTitle('You', m.own), used: m.own.megaEvolved, didNot: m.own.didNot }}
            opponent={{
              title: megaShareTitle('Opponents', m.opponent),
              used: m.opponent.megaEvolved,
              didNot: m.opponent.didNot,
            }}
          />
          {m.own.pokemon.length > 0 || m.opponent.pokemon.length > 0 ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <SplitTable
                title="Your Mega Evolved Pokémon"
                description="Your win rate in the games you Mega Evolved it."
                rows={m.own.pokemon.slice(0, 8).map((row) => ({ label: row.pokemon, split: row }))}
              />
              <SplitTable
                title="Their Mega Evolved Pokémon"
                description="Your win rate in the games they Mega Evolved it."
                rows={m.opponent.pokemon.slice(0, 8).map((row) => ({ label: row.pokemon, split: row }))}
              />
            </SimpleGrid>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}
