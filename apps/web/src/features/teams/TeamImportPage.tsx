import {
  parseShowdownPaste,
  POKEPASTE_MESSAGES,
  pokepasteLinkIn,
  TEAM_NAME_MAX_LENGTH,
  teamInputSchema,
  teamSizeProblem,
  type Pokepaste,
  type TeamPokemonInput,
} from '@trainerlog/core';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTeamMutations } from '../../data/useTeams.ts';
import { notify } from '../../ui/notify.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { Sprite } from '../../ui/Sprite.tsx';
import { reportTeamError, warnSavedLocally } from './errors.ts';
import { TeamSizeBadge } from './TeamBits.tsx';
import { LoadedPasteNote, PokepasteLinkField } from './PokepasteLinkField.tsx';
import { pokepasteErrorMessage, usePokepasteFetch } from './pokepasteLink.ts';

/** Re-reading a six-set paste is cheap, but not on every key of a fast typist. */
const PREVIEW_DEBOUNCE_MS = 150;

/**
 * /teams/import: a Showdown or PokePaste paste, or a pokepast.es link read through the server (typed in the link
 * box, or pasted into the paste box, which moves it there), previewed set by set before anything is saved.
 */
export function TeamImportPage() {
  const navigate = useNavigate();
  const { create, authenticated } = useTeamMutations();
  const [text, setText] = useState('');
  // null until the user types a name: until then the paste's header names the team.
  const [name, setName] = useState<string | null>(null);
  const [format, setFormat] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
  const parsed = useMemo(() => parseShowdownPaste(debounced), [debounced]);
  const teamName = name ?? parsed.name;
  const teamFormat = format ?? parsed.format;
  const upToDate = debounced === text;

  const pokepaste = usePokepasteFetch();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Pokepaste | null>(null);

  // A loaded paste replaces the box and names the team after its title (the paste's header when it has none).
  const loadLink = async (value: string) => {
    if (value.trim() === '') return setLinkError(POKEPASTE_MESSAGES.required);
    setLinkError(null);
    try {
      const paste = await pokepaste.mutateAsync(value);
      setText(paste.paste);
      setName(paste.title ? paste.title.slice(0, TEAM_NAME_MAX_LENGTH) : null);
      setFormat(null);
      setLoaded(paste);
    } catch (error) {
      setLinkError(pokepasteErrorMessage(error));
    }
  };

  const changeText = (value: string) => {
    const pastedLink = pokepasteLinkIn(value);
    if (pastedLink === null) return setText(value);
    setLink(pastedLink);
    void loadLink(pastedLink);
  };

  const importTeam = async () => {
    const checked = teamInputSchema.safeParse({ name: teamName, format: teamFormat, pokemon: parsed.pokemon });
    if (!checked.success) {
      notify.error(checked.error.issues[0]?.message ?? 'Please check the team', { id: 'team-import' });
      return;
    }
    try {
      const team = await create.mutateAsync(checked.data);
      if (authenticated && team.isLocal) warnSavedLocally();
      else notify.success(`Imported ${team.pokemon.length} Pokémon`, { id: 'team-import' });
      void navigate('/teams');
    } catch (error) {
      reportTeamError(error, 'An error occurred');
    }
  };

  const sizeProblem = teamSizeProblem(parsed.pokemon.length);

  return (
    <PageContainer
      title="Import Team"
      subtitle="Paste a team exported from Pokémon Showdown or PokePaste, or load a pokepast.es link. Check the preview, then import it."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <PokepasteLinkField
            value={link}
            error={linkError}
            loading={pokepaste.isPending}
            onChange={(value) => {
              setLink(value);
              setLinkError(null);
            }}
            onLoad={() => void loadLink(link)}
          />
          {loaded && loaded.paste === text ? <LoadedPasteNote paste={loaded} /> : null}
          <Textarea
            label="Team paste"
            placeholder={
              'Flutter Mane @ Booster Energy\nAbility: Protosynthesis\nLevel: 50\nTera Type: Fairy\n- Moonblast'
            }
            autosize
            minRows={12}
            maxRows={20}
            value={text}
            // While a link loads, its paste is about to replace the box: typing now would be lost.
            readOnly={pokepaste.isPending}
            onChange={(e) => changeText(e.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Team Name"
              placeholder="Unnamed Team"
              value={teamName}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <TextInput
              label="Format"
              placeholder="e.g. VGC 2025 Reg G"
              value={teamFormat}
              onChange={(e) => setFormat(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group gap="sm">
            <Button
              leftSection={<IconFileImport size={16} />}
              disabled={parsed.pokemon.length === 0 || !upToDate}
              loading={create.isPending}
              onClick={() => void importTeam()}
            >
              Import
            </Button>
            <Button variant="default" component={Link} to="/teams">
              Cancel
            </Button>
          </Group>
          {/* On a phone the preview is below the paste: the count and problems are named here too. */}
          {text.trim() ? (
            <Text size="sm" c={parsed.problems.length > 0 ? 'orange' : 'dimmed'} hiddenFrom="md">
              {parsed.pokemon.length} Pokémon read
              {parsed.problems.length > 0
                ? `, ${parsed.problems.length} line${parsed.problems.length === 1 ? '' : 's'} not imported (see below)`
                : ''}
            </Text>
          ) : null}
        </Stack>

        <Stack gap="sm" aria-label="Preview" aria-live="polite">
          <Group gap="sm">
            <Text fw={700}>Preview</Text>
            <TeamSizeBadge count={parsed.pokemon.length} />
          </Group>
          {parsed.problems.length > 0 ? (
            <Alert
              color="orange"
              icon={<IconAlertTriangle size={16} />}
              title={`${parsed.problems.length} line${parsed.problems.length === 1 ? '' : 's'} not imported`}
              data-testid="paste-problems"
            >
              <List size="sm" spacing={2}>
                {parsed.problems.map((problem, i) => (
                  <List.Item key={i}>
                    Line {problem.line}: {problem.message} — <code>{problem.text}</code>
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {parsed.pokemon.length === 0 ? (
            <Text c="dimmed" size="sm">
              {text.trim() ? 'No Pokémon found in this text yet.' : 'The Pokémon you paste appear here.'}
            </Text>
          ) : (
            <>
              {sizeProblem ? (
                <Text size="sm" c="dimmed">
                  {sizeProblem}. The team can be imported now and completed in the builder.
                </Text>
              ) : null}
              {parsed.pokemon.map((pokemon, i) => (
                <SetPreview key={i} pokemon={pokemon} />
              ))}
            </>
          )}
        </Stack>
      </SimpleGrid>
    </PageContainer>
  );
}

function SetPreview({ pokemon }: { pokemon: TeamPokemonInput }) {
  const details = [
    pokemon.item && `@ ${pokemon.item}`,
    pokemon.ability,
    pokemon.teraType && `Tera ${pokemon.teraType}`,
    pokemon.nature && `${pokemon.nature} Nature`,
    `Lv. ${pokemon.level}`,
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="sm" data-testid="paste-set">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Sprite name={pokemon.species} size="medium" alt={pokemon.species} />
        <Stack gap={4} miw={0}>
          <Group gap={6}>
            <Text fw={700}>{pokemon.species}</Text>
            {pokemon.nickname ? (
              <Text size="sm" c="dimmed">
                “{pokemon.nickname}”
              </Text>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {details.join(' · ')}
          </Text>
          {pokemon.moves.length > 0 ? (
            <Group gap={4}>
              {pokemon.moves.map((move) => (
                <Badge key={move} variant="light" color="gray" tt="none">
                  {move}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}
