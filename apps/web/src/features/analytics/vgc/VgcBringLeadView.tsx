import { Anchor, Badge, Button, Group, List, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  opponentSixFromText,
  type AnalyticsQuery,
  type BringLeadGamesQuery,
  type OpponentSixReading,
  type VgcBringLeadAdvice,
  type VgcPersonalAnalytics,
} from '@trainerlog/core';
import { useDataPort } from '../../../data/dataPortContext.ts';
import { VGC_MATCHES_QUERY_KEY } from '../../../data/hooks/useVgcMatches.ts';
import { useTeams } from '../../../data/hooks/useTeams.ts';
import { formatCount, formatRecord } from '../shared/format.ts';
import { GameRecordTable, VgcAnalyticsError } from './VgcAnalyticsSections.tsx';
import { bringLeadGamesLabel, VgcBringLeadGames } from './VgcBringLeadGames.tsx';
import { OpponentTrendsTable, OwnPokemonTable, Rate } from './VgcBringLeadTables.tsx';
import { SectionCard } from './VgcSectionParts.tsx';

/**
 * The "Bring & lead" view of the VGC team analytics (issue 30): the advisor for one opponent six, your Pokémon
 * brought and led, your lead pairs and the opponent trends of the team previews — core `vgcBringLead` (in the
 * analytics answer) and `vgcBringLeadAdvice` (through the data port: the server for members, the browser's worker
 * for guests, offline too). Every rate is a game win rate with its 95% interval, greyed under 10 games; the rates of
 * your Pokémon, your lead pairs and the opponent trends open the games behind them (VgcBringLeadGames.tsx), the
 * advisor's figures list the similar matches they are made of.
 */

/** How many of the advice's matches are listed by name; the rest are counted. */
const MATCHES_LISTED = 10;

/** The games behind the advice: each similar match, linked to its page. */
function AdviceMatches({ matches }: { matches: VgcBringLeadAdvice['matches'] }) {
  const listed = matches.slice(0, MATCHES_LISTED);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        The matches behind these figures
      </Text>
      <List size="sm" spacing={2}>
        {listed.map((m) => (
          <List.Item key={m.matchId}>
            <Anchor component={Link} to={`/edit-match/vgc/${encodeURIComponent(m.matchId)}`} size="sm">
              {m.opponentName || 'Unknown opponent'}
              {m.date ? `, ${m.date}` : ''}
            </Anchor>{' '}
            <Text component="span" size="sm" c="dimmed">
              · shares {m.shared} of these · {formatRecord(m.wins, m.losses)}
            </Text>
          </List.Item>
        ))}
      </List>
      {matches.length > listed.length ? (
        <Text size="xs" c="dimmed">
          and {formatCount(matches.length - listed.length)} more, the most alike listed first.
        </Text>
      ) : null}
    </Stack>
  );
}

const SOURCE_WORDS: Record<OpponentSixReading['source'], string> = {
  names: 'Read as names',
  paste: 'Read from the pasted team',
  replay: 'Read from the replay',
};

/** The advisor: a field for the opponent's six, and your past brings and leads against teams like it. */
function BringLeadAdvisor({ query, search }: { query: AnalyticsQuery; search: string }) {
  const { ready, scope, send } = useDataPort();
  const teams = useTeams();
  const [text, setText] = useState('');
  const [reading, setReading] = useState<OpponentSixReading | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const opponent = reading?.names ?? [];
  const advice = useQuery({
    queryKey: [...VGC_MATCHES_QUERY_KEY, scope, 'bring-lead-advice', search, opponent.join('\n')],
    queryFn: ({ signal }) => send('vgcMatches.bringLeadAdvice', query, opponent, search, signal),
    enabled: ready && opponent.length > 0,
    retry: false,
    // Not paused while the browser is offline: a guest's advice is computed here, and a member offline is told the
    // request failed rather than left waiting.
    networkMode: 'always',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = opponentSixFromText(text, {
      teams: (teams.data ?? []).map((t) => ({
        _id: t._id,
        name: t.name ?? '',
        format: t.format ?? '',
        pokemon: t.pokemon ?? [],
      })),
    });
    if (read.names.length === 0) {
      setProblem("Type or paste the opponent's Pokémon first.");
      setReading(null);
      return;
    }
    setProblem(null);
    setReading(read);
  };

  const a = advice.data;
  return (
    <SectionCard
      title="Advisor"
      description="Type the opponent's six (commas or one a line), or paste their Showdown team or a replay's log: your past brings and leads against teams sharing at least four of them."
    >
      <form onSubmit={submit} aria-label="Bring and lead advisor">
        <Stack gap="xs">
          <Textarea
            label="Opponent's team"
            placeholder={'Torkoal, Lilligant-Hisui, Flutter Mane, Incineroar, Chi-Yu, Amoonguss'}
            autosize
            minRows={2}
            maxRows={8}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={problem}
          />
          <Group>
            <Button type="submit">Advise</Button>
          </Group>
        </Stack>
      </form>
      {reading ? (
        <Stack gap="sm" mt="sm" data-testid="bring-lead-advice">
          <Group gap={6} role="group" aria-label="The opponent's Pokémon as read">
            <Text size="xs" c="dimmed">
              {SOURCE_WORDS[reading.source]}
              {reading.opponentPlayer ? ` (${reading.opponentPlayer})` : ''}:
            </Text>
            {(a?.opponentSix ?? reading.names).map((name) => (
              <Badge key={name} variant="light" color="gray" tt="none">
                {name}
              </Badge>
            ))}
          </Group>
          {advice.isPending ? (
            <Text size="sm" c="dimmed">
              Looking through your matches…
            </Text>
          ) : advice.isError ? (
            <VgcAnalyticsError error={advice.error} onRetry={() => void advice.refetch()} />
          ) : a && a.matches.length === 0 ? (
            <Text size="sm" data-testid="bring-lead-advice-none">
              No match of yours in these filters was against a team sharing {a.sharedNeeded} of these.
            </Text>
          ) : a ? (
            <>
              <Group gap="xs" wrap="wrap" data-testid="bring-lead-advice-summary">
                <Text size="sm">
                  {formatCount(a.matches.length)} against teams sharing at least {a.sharedNeeded} of these ·{' '}
                  {formatRecord(a.overall.wins, a.overall.losses)} in {formatCount(a.games, 'games')} · your win rate
                </Text>
                <Rate split={a.overall} />
              </Group>
              <AdviceMatches matches={a.matches} />
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    What you brought and led
                  </Text>
                  <Text size="xs" c="dimmed">
                    Each of your Pokémon in those games: how often brought and led, and your win rate when it was.
                  </Text>
                  <OwnPokemonTable
                    rows={a.pokemon}
                    caption="Your Pokémon against this team"
                    gamesWithBrought={a.gamesWithBrought}
                    gamesWithLeads={a.gamesWithLeads}
                  />
                </Stack>
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    Your lead pairs
                  </Text>
                  <Text size="xs" c="dimmed">
                    Games led with exactly these two against this team; your record with each.
                  </Text>
                  <GameRecordTable
                    caption="Your lead pairs against this team"
                    nameLabel="Leads"
                    rows={a.leadPairs.map((p) => ({ ...p, key: p.pokemon.join('\n'), names: [...p.pokemon] }))}
                    emptyText="No game with your two leads recorded."
                  />
                </Stack>
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    What they led
                  </Text>
                  <Text size="xs" c="dimmed">
                    Their leads in those games (where recorded); your win rate when they led each.
                  </Text>
                  <GameRecordTable
                    caption="Their leads"
                    nameLabel="Their Pokémon"
                    shareLabel="Led"
                    side="opponent"
                    rows={a.opponentLed.map((p) => ({ ...p, key: p.pokemon, names: [p.pokemon] }))}
                    emptyText="Their leads were not recorded in these games."
                  />
                </Stack>
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    What they brought
                  </Text>
                  <Text size="xs" c="dimmed">
                    Their four in those games (where recorded); your win rate when they brought each.
                  </Text>
                  <GameRecordTable
                    caption="Their brought Pokémon"
                    nameLabel="Their Pokémon"
                    shareLabel="Brought"
                    side="opponent"
                    rows={a.opponentBrought.map((p) => ({ ...p, key: p.pokemon, names: [p.pokemon] }))}
                    emptyText="Their brought Pokémon were not recorded in these games."
                  />
                </Stack>
              </SimpleGrid>
            </>
          ) : null}
        </Stack>
      ) : null}
    </SectionCard>
  );
}

/** The whole view over one analytics answer (its filters: `query`, `search`). */
export function VgcBringLeadView({
  analytics,
  query,
  search,
}: {
  analytics: VgcPersonalAnalytics;
  query: AnalyticsQuery;
  search: string;
}) {
  const b = analytics.bringLead;
  const [asked, setAsked] = useState<BringLeadGamesQuery | null>(null);
  return (
    <Stack gap="md">
      <BringLeadAdvisor query={query} search={search} />
      <SectionCard
        title="Your Pokémon brought and led"
        description={`How often you brought each (of the ${formatCount(b.gamesWithBrought, 'games')} with your four recorded) and led it (of the ${formatCount(b.gamesWithLeads, 'games')} with leads recorded); your win rate in those games.`}
      >
        <OwnPokemonTable
          rows={b.pokemon}
          caption="Your Pokémon brought and led"
          gamesWithBrought={b.gamesWithBrought}
          gamesWithLeads={b.gamesWithLeads}
          onGames={setAsked}
        />
      </SectionCard>
      <SectionCard
        title="Lead pairs"
        description="Games led with exactly these two (in either order); your game record with each."
      >
        <GameRecordTable
          caption="Lead pairs"
          nameLabel="Leads"
          rows={analytics.usage.leadPairs.map((p) => ({ ...p, key: p.pokemon.join('\n'), names: [...p.pokemon] }))}
          emptyText="Record your two leads in each game and your pairs show here."
          gamesOf={(row) => {
            const pair: BringLeadGamesQuery = { kind: 'leadPair', pokemon: row.names };
            return { label: bringLeadGamesLabel(pair), onOpen: () => setAsked(pair) };
          }}
        />
      </SectionCard>
      <SectionCard
        title="Opponent trends"
        description={`Each Pokémon in your opponents' team previews (${formatCount(b.gamesWithPreview, 'games')} with a preview): your record against it, how often it was brought and led out of the games where their choice was recorded, and your win rate when it was brought.`}
      >
        <OpponentTrendsTable rows={b.opponents} onGames={setAsked} />
      </SectionCard>
      <VgcBringLeadGames query={query} search={search} asked={asked} onClose={() => setAsked(null)} />
    </Stack>
  );
}
