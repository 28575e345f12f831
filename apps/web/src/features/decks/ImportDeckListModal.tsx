import {
  DEFAULT_DECK_CATEGORY,
  deckInputSchema,
  parseDeckList,
  spriteSlugForCardName,
  SUPERTYPES,
  type CatalogueCard,
  type Deck,
  type DeckCard,
  type Supertype,
} from '@trainerlog/core';
import {
  Alert,
  Badge,
  Button,
  Group,
  Box,
  List,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCheck, IconFileImport } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { cardsApi } from '../../data/shared/cards.ts';
import { useDeckMutations } from '../../data/hooks/useDecks.ts';
import { notify } from '../../ui/notify.ts';
import { reportDeckError } from './errors.ts';
import { deckCardFromLine, mergeDuplicates, type ParsedLine } from './deckCards.ts';

const PLACEHOLDER = `Pokémon: 12
4 Gardevoir ex SVI 86
...

Trainer: 36
4 Nest Ball SVI 181
...

Energy: 12
8 Basic Psychic Energy SVE 5

Total Cards: 60`;

/** One printing as a text line names it, for looking up the catalogue's answer for that line. */
const printingOf = (cardName: string, setCode: string, number: string) => `${cardName}\u0000${setCode}\u0000${number}`;

type ImportTarget =
  /** Creates a new deck and hands it over. */
  | { mode: 'create'; onImported(deck: Deck): void }
  /** Hands the cards to the deck builder, which replaces its own. */
  | { mode: 'replace'; onImported(cards: DeckCard[]): void };

type ImportDeckListModalProps = ImportTarget & {
  opened: boolean;
  onClose(): void;
  /** A list handed over by another screen (the PTCGL log import's "Save as deck"), shown in the box to start with. */
  initialText?: string;
};

/** The two Pokémon a deck is most about, for its sprites: the most copies first. */
function guessSprites(cards: DeckCard[]): [string | null, string | null] {
  const slugs = cards
    .filter((c) => c.supertype === 'Pokémon')
    .sort((a, b) => b.count - a.count)
    .map((c) => spriteSlugForCardName(c.name))
    .filter((slug): slug is string => !!slug);
  const unique = [...new Set(slugs)];
  return [unique[0] ?? null, unique[1] ?? null];
}

export function ImportDeckListModal(props: ImportDeckListModalProps) {
  const { opened, onClose } = props;
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Title order={2} fz="lg">
          Import Deck List
        </Title>
      }
      size="xl"
      fullScreen={phone}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {/* Mounted only while open, so every opening starts from an empty paste. */}
      {opened ? <ImportDeckListForm {...props} /> : null}
    </Modal>
  );
}

function ImportDeckListForm(props: ImportDeckListModalProps) {
  const { mode, onClose } = props;
  const { create } = useDeckMutations();
  const [text, setText] = useState(props.initialText ?? '');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [debouncedText] = useDebouncedValue(text, 250);
  const parsed = useMemo(() => parseDeckList(debouncedText), [debouncedText]);
  const lines = parsed.lines as ParsedLine[];
  const lookup = useMemo(
    () => lines.map(({ name: cardName, setCode, number }) => ({ name: cardName, setCode, number })),
    [lines],
  );
  const resolution = useQuery({
    queryKey: ['cards', 'resolve', lookup],
    queryFn: () => cardsApi.resolve(lookup),
    enabled: lookup.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  const resolvedData = resolution.data;
  const resolved: (CatalogueCard | null)[] = useMemo(() => resolvedData ?? [], [resolvedData]);
  const settled = debouncedText === text && (lookup.length === 0 || !resolution.isFetching);
  const cards = useMemo(
    () => mergeDuplicates(lines.map((line, i) => deckCardFromLine(line, resolved[i]))),
    [lines, resolved],
  );
  // Once the catalogue has answered, the list is read again with the catalogue's supertypes, so the section counts
  // show what the import saves (the cards above already take the catalogue's supertype).
  const preview = useMemo(() => {
    if (!resolvedData) return parsed;
    const known = new Map<string, Supertype>();
    lines.forEach((line, i) => {
      const card = resolvedData[i];
      if (card) known.set(printingOf(line.name, line.setCode, line.number), card.supertype);
    });
    return parseDeckList(debouncedText, {
      catalogueSupertype: (cardName, setCode, number) => known.get(printingOf(cardName, setCode, number)) ?? null,
    });
  }, [parsed, lines, resolvedData, debouncedText]);

  const submit = async () => {
    if (mode === 'replace') {
      props.onImported(cards);
      onClose();
      return;
    }
    const [pokemonSprite, secondaryPokemonSprite] = guessSprites(cards);
    const input = deckInputSchema.safeParse({
      name,
      description: '',
      category: DEFAULT_DECK_CATEGORY,
      pokemonSprite,
      secondaryPokemonSprite,
      cards,
    });
    if (!input.success) {
      const nameIssue = input.error.issues.find((issue) => issue.path[0] === 'name');
      if (nameIssue) setNameError(nameIssue.message);
      else notify.error(input.error.issues[0]?.message ?? 'This deck list cannot be imported');
      return;
    }
    try {
      const deck = await create.mutateAsync(input.data);
      notify.success(`Imported ${deck.name}`);
      props.onImported(deck);
      onClose();
    } catch (error) {
      reportDeckError(error, 'Failed to add deck');
    }
  };

  return (
    <Stack gap="md">
      {mode === 'create' ? (
        <TextInput
          label="Deck Name"
          required
          value={name}
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          data-autofocus
        />
      ) : null}
      <Textarea
        label="Deck list"
        description="Paste the export of Pokémon TCG Live (or the older PTCGO). Unrecognised lines are listed below."
        placeholder={PLACEHOLDER}
        autosize
        minRows={8}
        maxRows={10}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        data-autofocus={mode === 'replace' ? true : undefined}
      />

      {debouncedText.trim() ? (
        <Stack gap="sm" role="group" aria-label="Import preview">
          <Group gap="xs">
            {SUPERTYPES.map((supertype) => (
              <Badge key={supertype} variant="light" size="lg">
                {supertype}: {preview.sectionTotals[supertype] ?? 0}
              </Badge>
            ))}
            <Badge variant="filled" size="lg" color={parsed.totalCards === 60 ? 'teal' : 'gray'}>
              Total: {parsed.totalCards}
            </Badge>
            {resolution.isFetching ? <Loader size="xs" role="status" aria-label="Looking up cards" /> : null}
          </Group>

          {parsed.unknownLines.length > 0 ? (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={`${parsed.unknownLines.length} line${parsed.unknownLines.length === 1 ? ' was' : 's were'} not understood`}
            >
              <List size="sm" spacing={2}>
                {parsed.unknownLines.map((unknown) => (
                  <List.Item key={unknown.line}>
                    Line {unknown.line} was not understood: {unknown.text}
                  </List.Item>
                ))}
              </List>
            </Alert>
          ) : null}
          {resolution.isError ? (
            <Text size="sm" c="dimmed">
              The card catalogue could not be reached; every card is kept as the text gives it.
            </Text>
          ) : null}

          {lines.length > 0 ? (
            <Paper withBorder radius="md" p={0}>
              <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars p="xs">
                <Stack gap={4}>
                  {lines.map((line, i) => (
                    <ResolvedLine key={`${line.line}-${i}`} line={line} card={resolved[i]} pending={!resolution.data} />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Paper>
          ) : (
            <Text size="sm" c="dimmed">
              No card lines yet. A line looks like “4 Nest Ball SVI 181”.
            </Text>
          )}
        </Stack>
      ) : null}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          leftSection={<IconFileImport size={16} />}
          disabled={!settled || lines.length === 0}
          loading={create.isPending}
          onClick={() => void submit()}
        >
          {mode === 'create' ? 'Import' : 'Replace Cards'}
        </Button>
      </Group>
    </Stack>
  );
}

/** A small card picture; nothing but a quiet frame when there is none or it cannot load (offline). */
function CardThumb({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box
      w={28}
      h={39}
      style={{
        flexShrink: 0,
        borderRadius: 3,
        overflow: 'hidden',
        background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))',
      }}
    >
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={28}
          height={39}
          style={{ objectFit: 'cover', display: 'block' }}
          onError={() => setFailed(true)}
        />
      ) : null}
    </Box>
  );
}

function ResolvedLine({
  line,
  card,
  pending,
}: {
  line: ParsedLine;
  card: CatalogueCard | null | undefined;
  pending: boolean;
}) {
  return (
    <Group gap="sm" wrap="nowrap" align="center" data-testid="import-line">
      <CardThumb src={card?.imageSmall ?? null} />
      <Stack gap={0} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={500} truncate>
          {line.count} {line.name}{' '}
          <Text span c="dimmed" size="sm">
            {[line.setCode, line.number].filter(Boolean).join(' ')}
          </Text>
        </Text>
        {pending ? null : card ? (
          <Text size="xs" c="teal" truncate>
            <IconCheck size={12} style={{ verticalAlign: -2 }} /> {card.setName} · {card.setCode || card.setId}{' '}
            {card.number}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            not in catalogue, kept from the text
          </Text>
        )}
      </Stack>
      <Badge variant="outline" size="sm" color="gray" visibleFrom="xs">
        {card?.supertype ?? line.supertype}
      </Badge>
    </Group>
  );
}
