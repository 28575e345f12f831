import {
  expectedWinRate,
  rateWithTies,
  type CommunityArchetype,
  type CommunityMatrix,
  type DeckCategory,
  type TieConvention,
} from '@trainerlog/core';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useDecks } from '../../../data/hooks/useDecks.ts';
import { formatRate } from '../shared/format.ts';
import { StatCard } from '../shared/StatCard.tsx';
import { ArchetypeName } from './ArchetypeName.tsx';
import { personalArchetypeRecords } from './personalRecords.ts';
import { usePersonalMatchups } from './usePersonalMatchups.ts';
import { ScrollTable } from '../../../ui/ScrollTable.tsx';

/** Field weights as the inputs show them: percent with one decimal. */
export function metaField(archetypes: readonly Pick<CommunityArchetype, 'categoryId' | 'share'>[]) {
  return Object.fromEntries(archetypes.map((a) => [a.categoryId, Math.round(a.share * 1000) / 10]));
}

const SOURCE_LABEL = {
  community: 'Community',
  personal: 'Yours',
  blend: 'Blend',
  mirror: 'Mirror (50%)',
} as const;

interface ExpectedWinRateCardProps {
  archetypes: readonly CommunityArchetype[];
  matrix: CommunityMatrix | undefined;
  categories: readonly DeckCategory[];
  convention: TieConvention;
}

/**
 * "Expected win rate for an upcoming event" (issue 6): the player picks their deck's archetype and a predicted field
 * (weights per archetype, starting from the current meta shares, editable, reset to meta), optionally blends in their
 * own record per opposing archetype, and reads Bo1 and Bo3 estimates (core `expectedWinRate`), the share of the field
 * they cover, and the matchup rows used.
 */
export function ExpectedWinRateCard({ archetypes, matrix, categories, convention }: ExpectedWinRateCardProps) {
  const [deck, setDeck] = useState<string | null>(archetypes[0]?.categoryId ?? null);
  const [field, setField] = useState<Record<string, number>>(() => metaField(archetypes));
  const [includePersonal, setIncludePersonal] = useState(false);
  const [personalDeckId, setPersonalDeckId] = useState<string | null>(null);
  const [personalWeight, setPersonalWeight] = useState(50);

  // New filters → a new meta: the field follows it (the player can edit again).
  useEffect(() => {
    setField(metaField(archetypes));
    setDeck((current) =>
      current && archetypes.some((a) => a.categoryId === current) ? current : (archetypes[0]?.categoryId ?? null),
    );
  }, [archetypes]);

  const personal = usePersonalMatchups(personalDeckId, includePersonal);
  const decks = useDecks({ enabled: includePersonal });
  const own = useMemo(
    () => (includePersonal && personal.data ? personalArchetypeRecords(personal.data, categories) : null),
    [includePersonal, personal.data, categories],
  );

  const result = useMemo(
    () =>
      deck && matrix
        ? expectedWinRate({
            deck,
            field,
            matrix,
            personal: own?.records,
            personalWeight: personalWeight / 100,
            convention,
          })
        : null,
    [deck, field, matrix, own, personalWeight, convention],
  );
  const rowOf = new Map(result?.rows.map((r) => [r.categoryId, r]));
  const fieldTotal = Object.values(field).reduce((sum, w) => sum + (w > 0 ? w : 0), 0);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Expected win rate">
      <Stack gap="md">
        <div>
          <Title order={2} fz="md">
            Expected win rate
          </Title>
          <Text size="xs" c="dimmed">
            For an upcoming event: pick your deck and the field you expect. The estimate weighs each matchup's win rate
            by how much of the field plays it.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Your deck's archetype"
            data={archetypes.map((a) => ({ value: a.categoryId, label: a.name }))}
            value={deck}
            onChange={setDeck}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No archetype found"
          />
          <Stack gap={6}>
            <Switch
              label="Include my own matchup record"
              description="Your TCG matches, by the archetype of the opponent's deck name"
              checked={includePersonal}
              onChange={(event) => setIncludePersonal(event.currentTarget.checked)}
              mt={{ base: 0, sm: 'md' }}
            />
          </Stack>
        </SimpleGrid>
        {includePersonal ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="My matches with"
              data={[
                { value: '', label: 'All my decks' },
                ...(decks.data ?? []).map((d) => ({ value: d._id, label: d.name })),
              ]}
              value={personalDeckId ?? ''}
              onChange={(value) => setPersonalDeckId(value || null)}
              allowDeselect={false}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="personal-weight-label">
                Weight of my record: {personalWeight}%
              </Text>
              <Slider
                aria-labelledby="personal-weight-label"
                min={0}
                max={100}
                step={5}
                value={personalWeight}
                onChange={setPersonalWeight}
                label={(v) => `${v}%`}
                marks={[{ value: 0 }, { value: 50 }, { value: 100 }]}
              />
              <Text size="xs" c="dimmed" data-testid="personal-summary">
                {personal.isPending
                  ? 'Loading your matches…'
                  : personal.isError
                    ? 'Your matches could not be loaded; the estimate uses community data only.'
                    : own
                      ? `${own.matches} of your matches are against a known archetype${own.uncategorized ? `, ${own.uncategorized} against decks with no category` : ''}.`
                      : null}
              </Text>
            </Stack>
          </SimpleGrid>
        ) : null}

        <SimpleGrid cols={{ base: 3 }} spacing="sm">
          <StatCard label="Bo1 estimate" value={<span data-testid="expected-bo1">{formatRate(result?.bo1)}</span>} />
          <StatCard label="Bo3 estimate" value={<span data-testid="expected-bo3">{formatRate(result?.bo3)}</span>} />
          <StatCard
            label="Coverage"
            value={<span data-testid="expected-coverage">{formatRate(result ? result.coverage : null)}</span>}
            hint="of the field known"
          />
        </SimpleGrid>
        {result && result.bo1 === null && fieldTotal > 0 ? (
          <Alert color="yellow" variant="light">
            No matchup of this deck against the field is known yet: the community has no matches of these pairings.
          </Alert>
        ) : null}

        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            Predicted field
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRestore size={14} />}
            onClick={() => setField(metaField(archetypes))}
          >
            Reset to meta
          </Button>
        </Group>
        <ScrollTable label="Expected win rate by matchup" minWidth={680} maxHeight={440}>
          <Table verticalSpacing={4} stickyHeader aria-label="Expected win rate by matchup">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Opponent</Table.Th>
                <Table.Th w={110}>Field %</Table.Th>
                <Table.Th ta="right">Community</Table.Th>
                <Table.Th ta="right">Yours</Table.Th>
                <Table.Th ta="right">Used (Bo1)</Table.Th>
                <Table.Th ta="right">Bo3</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {archetypes.map((archetype) => {
                const row = rowOf.get(archetype.categoryId);
                const record = own?.records[archetype.categoryId];
                const yours = record ? rateWithTies(record, convention).rate : null;
                return (
                  <Table.Tr key={archetype.categoryId} data-testid="expected-row" data-category={archetype.categoryId}>
                    <Table.Td miw={170}>
                      <ArchetypeName name={archetype.name} sprites={archetype.sprites} />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        aria-label={`Field share of ${archetype.name}`}
                        min={0}
                        max={100}
                        step={1}
                        decimalScale={1}
                        allowNegative={false}
                        value={field[archetype.categoryId] ?? 0}
                        onChange={(value) =>
                          setField((current) => ({
                            ...current,
                            [archetype.categoryId]: typeof value === 'number' && Number.isFinite(value) ? value : 0,
                          }))
                        }
                      />
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {row?.source === 'mirror' ? 'Mirror' : formatRate(row?.community)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {record ? (
                        <span title={`${record.wins}-${record.losses}-${record.ties}`}>
                          {formatRate(yours)}{' '}
                          <Text span size="xs" c="dimmed">
                            ({record.wins + record.losses + record.ties})
                          </Text>
                        </span>
                      ) : (
                        formatRate(null)
                      )}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatRate(row?.rate)}
                      {row?.source && row.source !== 'community' ? (
                        <Text span size="xs" c="dimmed" fw={400} ml={4}>
                          {SOURCE_LABEL[row.source]}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatRate(row?.bo3)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <Text size="xs" c="dimmed">
          Weights need not add up to 100; they are read relative to each other. Matchups nobody has played yet are left
          out and lower the coverage. The mirror counts as 50%. Bo3 reads each rate as the chance of winning one game,
          games independent: p²(3 − 2p); community rates mix Bo1 and Bo3 matches, so this is an approximation.
        </Text>
      </Stack>
    </Card>
  );
}
