import {
  parseShowdownPaste,
  POKEPASTE_MESSAGES,
  pokepasteLinkIn,
  TEAM_NAME_MAX_LENGTH,
  teamFormatProblems,
  teamInputSchema,
  teamSizeProblem,
  type Pokepaste,
  type TeamRuleProblem,
  type TeamPokemonInput,
} from '@trainerlog/core';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTeamMutations } from '../../data/hooks/useTeams.ts';
import { useRestrictedPokemon } from '../../data/shared/useRestrictedPokemon.ts';
import { useVgcRegulations } from '../../data/shared/useVgcRegulations.ts';
import { useHandedImportText } from '../../navigation/importHandoff.ts';
import { PasteFromClipboard } from '../../ui/importReview/PasteFromClipboard.tsx';
import { useAuth } from '../../session/useAuth.ts';
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
  const { create } = useTeamMutations();
  // A member's team kept in this browser (the server could not take it) is said to be saved locally.
  const authenticated = useAuth().status === 'authenticated';
  // A team shared to the app (issue 28): a pokepast.es link loads as one pasted into the box does, a paste fills it.
  const handed = useHandedImportText();
  const handedLink = handed === null ? null : pokepasteLinkIn(handed);
  const [text, setText] = useState(handedLink === null ? (handed ?? '') : '');
  // null until the user types a name: until then the paste's header names the team.
  const [name, setName] = useState<string | null>(null);
  const [format, setFormat] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
  const parsed = useMemo(() => parseShowdownPaste(debounced), [debounced]);
  const teamName = name ?? parsed.name;
  const teamFormat = format ?? parsed.format;
  const upToDate = debounced === text;
  const { isRestricted } = useRestrictedPokemon();
  const { regulations } = useVgcRegulations();
  const ruleProblems = useMemo(
    () => teamFormatProblems(teamFormat, parsed.pokemon, isRestricted, regulations),
    [teamFormat, parsed.pokemon, isRestricted, regulations],
  );

  const pokepaste = usePokepasteFetch();
  const [link, setLink] = useState(handedLink ?? '');
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

  const linkToLoad = useRef(handedLink);
  useEffect(() => {
    const first = linkToLoad.current;
    linkToLoad.current = null;
    if (first) void loadLink(first);
  });

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
          <PasteFromClipboard onText={changeText} />
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
          {/* Next to the Import button on every screen size: the rules the team breaks, before it is imported. */}
          <FormatRuleProblems format={teamFormat} problems={ruleProblems} />
        </Stack>

        <Stack gap="sm" role="group" aria-label="Preview" aria-live="polite">
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
                <SetPreview key={i} pokemon={pokemon} broken={rulesBrokenBy(ruleProblems, pokemon.species)} />
              ))}
            </>
          )}
        </Stack>
      </SimpleGrid>
    </PageContainer>
  );
}

const RULE_NAMES: Record<TeamRuleProblem['rule'], string> = {
  restricted: 'Restricted limit',
  banned: 'Banned in the regulation',
  species: 'Species Clause',
  item: 'Item Clause',
};

/** The rules this set's Pokémon breaks. */
function rulesBrokenBy(problems: readonly TeamRuleProblem[], species: string): TeamRuleProblem['rule'][] {
  return problems.filter((problem) => problem.pokemon.includes(species.trim())).map((problem) => problem.rule);
}

/** The format rules the pasted team breaks, in words with the Pokémon that break them. */
function FormatRuleProblems({ format, problems }: { format: string; problems: readonly TeamRuleProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={16} />}
      title={`This team breaks ${problems.length === 1 ? 'a rule' : `${problems.length} rules`} of ${format.trim() || 'its format'}`}
      data-testid="format-rule-problems"
      aria-live="polite"
    >
      <List size="sm" spacing={2}>
        {problems.map((problem) => (
          <List.Item key={`${problem.rule}:${problem.message}`}>{problem.message}</List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        It can still be imported, then fixed in the builder.
      </Text>
    </Alert>
  );
}

function SetPreview({ pokemon, broken }: { pokemon: TeamPokemonInput; broken: readonly TeamRuleProblem['rule'][] }) {
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
            {broken.map((rule) => (
              <Badge key={rule} color="red" variant="light" tt="none" leftSection={<IconAlertTriangle size={12} />}>
                {RULE_NAMES[rule]}
              </Badge>
            ))}
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
