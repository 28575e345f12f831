import { Table, Text } from '@mantine/core';
import type { BringLeadGamesQuery, BringLeadPokemonRow, GameSplit, OpponentTrendRow } from '@trainerlog/core';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';
import { formatRate, formatRecord } from '../shared/format.ts';
import { RateButton } from '../shared/RateButton.tsx';
import { RateValue } from '../shared/RateValue.tsx';
import { bringLeadGamesLabel } from './VgcBringLeadGames.tsx';
import { PokemonLabel, tabular } from './VgcSectionParts.tsx';

/**
 * The tables of the "Bring & lead" view (issue 30): your Pokémon brought and led, and the opponent trends. With
 * `onGames`, each win rate is a button opening the games behind it (VgcBringLeadGames.tsx).
 */

export function Rate({ split }: { split: GameSplit }) {
  return (
    <RateValue
      size="sm"
      rate={split.rate}
      interval={split.interval}
      small={split.small}
      count={split.games}
      unit="games"
    />
  );
}

/** A rate, opening its games when the table offers them. */
function GamesRate({
  split,
  asked,
  onGames,
}: {
  split: GameSplit;
  asked: BringLeadGamesQuery;
  onGames?: (asked: BringLeadGamesQuery) => void;
}) {
  return <RateButton split={split} label={bringLeadGamesLabel(asked)} onOpen={onGames && (() => onGames(asked))} />;
}

/** "3 of 8 (37.5%)": a count out of the games that recorded it. */
function CountOf({ count, of }: { count: number; of: number }) {
  return (
    <Text component="span" size="sm" style={tabular}>
      {of > 0 ? `${count} of ${of} (${formatRate(count / of)})` : '—'}
    </Text>
  );
}

/** Your Pokémon: the games each was brought and led, and your record in them. */
export function OwnPokemonTable({
  rows,
  caption,
  gamesWithBrought,
  gamesWithLeads,
  onGames,
}: {
  rows: readonly BringLeadPokemonRow[];
  caption: string;
  gamesWithBrought: number;
  gamesWithLeads: number;
  onGames?: (asked: BringLeadGamesQuery) => void;
}) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        Record the four you brought and your two leads in each game and each Pokémon shows here.
      </Text>
    );
  }
  return (
    <ScrollTable label={caption} minWidth={360}>
      <Table verticalSpacing={6} highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Pokémon</Table.Th>
            <Table.Th ta="right">Brought</Table.Th>
            <Table.Th ta="right">Win rate brought</Table.Th>
            <Table.Th ta="right">Led</Table.Th>
            <Table.Th ta="right">Win rate leading</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.pokemon} data-testid="bring-lead-own-row">
              <Table.Td>
                <PokemonLabel names={[row.pokemon]} />
              </Table.Td>
              <Table.Td ta="right">
                <CountOf count={row.brought.games} of={gamesWithBrought} />
              </Table.Td>
              <Table.Td ta="right">
                <GamesRate split={row.brought} asked={{ kind: 'brought', pokemon: [row.pokemon] }} onGames={onGames} />
              </Table.Td>
              <Table.Td ta="right">
                <CountOf count={row.led.games} of={gamesWithLeads} />
              </Table.Td>
              <Table.Td ta="right">
                <GamesRate split={row.led} asked={{ kind: 'led', pokemon: [row.pokemon] }} onGames={onGames} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** Each Pokémon of the opponents' previews: your record against it, how often brought and led, and when brought. */
export function OpponentTrendsTable({
  rows,
  onGames,
}: {
  rows: readonly OpponentTrendRow[];
  onGames?: (asked: BringLeadGamesQuery) => void;
}) {
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        Record the opponent&apos;s six from team preview and what they brought and led, and their trends show here.
      </Text>
    );
  }
  const caption = 'Opponent trends';
  return (
    <ScrollTable label={caption} minWidth={420}>
      <Table verticalSpacing={6} highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Their Pokémon</Table.Th>
            <Table.Th ta="right">Your W-L</Table.Th>
            <Table.Th ta="right">Win rate</Table.Th>
            <Table.Th ta="right">Brought</Table.Th>
            <Table.Th ta="right">Led</Table.Th>
            <Table.Th ta="right">Win rate when brought</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.pokemon} data-testid="bring-lead-opponent-row">
              <Table.Td>
                <PokemonLabel names={[row.pokemon]} side="opponent" />
              </Table.Td>
              <Table.Td ta="right" style={tabular}>
                {formatRecord(row.faced.wins, row.faced.losses)}
              </Table.Td>
              <Table.Td ta="right">
                <GamesRate split={row.faced} asked={{ kind: 'opponent', pokemon: [row.pokemon] }} onGames={onGames} />
              </Table.Td>
              <Table.Td ta="right">
                <CountOf count={row.brought} of={row.broughtOf} />
              </Table.Td>
              <Table.Td ta="right">
                <CountOf count={row.led} of={row.ledOf} />
              </Table.Td>
              <Table.Td ta="right">
                <GamesRate
                  split={row.whenBrought}
                  asked={{ kind: 'opponentBrought', pokemon: [row.pokemon] }}
                  onGames={onGames}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
