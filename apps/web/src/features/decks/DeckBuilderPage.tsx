import {
  DEFAULT_DECK_CATEGORY,
  deckBuildIssues,
  deckInputSchema,
  type CatalogueCard,
  type Deck,
  type DeckCard,
  type DeckInput,
  TCG_DECK_SIZE,
} from '@trainerlog/core';
import {
  Alert,
  Autocomplete,
  Button,
  Grid,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy, IconFileImport } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { totalCards } from '../../data/entities/decks.ts';
import { useDeck, useDeckMutations, useDecks } from '../../data/hooks/useDecks.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { notify } from '../../ui/notify.ts';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { fieldErrorsFrom } from '../../ui/serverErrors.ts';
import { CardSearchPanel } from './CardSearchPanel.tsx';
import { deckInputFrom } from './DeckBits.tsx';
import { addCopy, changeCount, deckCardFromCatalogue, removeCard } from './deckCards.ts';
import { DeckNotFound } from './DeckNotFound.tsx';
import { DeckPanel } from './DeckPanel.tsx';
import { reportDeckError } from './errors.ts';
import { ImportDeckListModal } from './ImportDeckListModal.tsx';
import classes from './DeckBuilder.module.css';
import { SpritePicker } from '../../widgets/pokemonPickers/index.ts';

const FIELDS = ['name', 'description', 'category', 'pokemonSprite', 'secondaryPokemonSprite', 'cards'] as const;
type Field = (typeof FIELDS)[number];

const EMPTY_DECK: DeckInput = {
  name: '',
  description: '',
  category: DEFAULT_DECK_CATEGORY,
  pokemonSprite: null,
  secondaryPokemonSprite: null,
  cards: [],
};

/** /decks/new */
export function NewDeckPage() {
  return <DeckBuilder initial={EMPTY_DECK} />;
}

/** /decks/edit/:id */
export function EditDeckPage() {
  const { id } = useParams();
  const deck = useDeck(id);
  if (deck.isPending) return <CenteredLoader label="Loading deck…" />;
  if (deck.isError || !deck.data) return <DeckNotFound error={deck.error} />;
  return <DeckBuilder key={deck.data._id} deck={deck.data} initial={deckInputFrom(deck.data)} />;
}

function DeckBuilder({ deck, initial }: { deck?: Deck; initial: DeckInput }) {
  const navigate = useNavigate();
  const { create, update } = useDeckMutations();
  const decks = useDecks();
  const [values, setValues] = useState<DeckInput>(initial);
  const [saved, setSaved] = useState<DeckInput>(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [importing, setImporting] = useState(false);
  const leaving = useRef(false);

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(saved), [values, saved]);
  const issues = deckBuildIssues({ name: values.name, cards: values.cards });
  const categories = useMemo(
    () => [...new Set([DEFAULT_DECK_CATEGORY, ...(decks.data ?? []).map((d) => d.category)])].filter(Boolean),
    [decks.data],
  );

  const set = <K extends keyof DeckInput>(key: K, value: DeckInput[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const setCards = (change: (cards: DeckCard[]) => DeckCard[]) =>
    setValues((current) => ({ ...current, cards: change(current.cards) }));

  useUnsavedChangesGuard(dirty, leaving, 'deck');

  const save = async () => {
    const parsed = deckInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '') as Field;
        if (FIELDS.includes(field) && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      notify.error(parsed.error.issues[0]?.message ?? 'Please check the deck', { id: 'deck-save' });
      return;
    }
    try {
      const result = deck
        ? await update.mutateAsync({ id: deck._id, changes: parsed.data })
        : await create.mutateAsync(parsed.data);
      setSaved(values);
      leaving.current = true;
      notify.success(deck ? 'Deck updated' : 'Deck saved', { id: 'deck-save' });
      void navigate(`/decks/${result._id}`);
    } catch (error) {
      setErrors(fieldErrorsFrom(error, FIELDS));
      reportDeckError(error, deck ? 'An error occurred' : 'Failed to add deck');
    }
  };

  const saving = create.isPending || update.isPending;
  const saveButton = (
    <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} onClick={() => void save()}>
      Save Deck
    </Button>
  );

  return (
    <PageContainer
      size="xl"
      title={deck ? `Edit ${deck.name}` : 'New Deck'}
      subtitle="Search the card catalogue, add copies, and watch the deck checks as you go."
      actions={
        <Group gap="sm" mt="xs">
          {saveButton}
          <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
            Import Deck List
          </Button>
          <Button variant="subtle" component={Link} to={deck ? `/decks/${deck._id}` : '/decks'}>
            Cancel
          </Button>
        </Group>
      }
    >
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="section" aria-label="Deck details">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="sm">
            <TextInput
              label="Deck Name"
              required
              value={values.name}
              error={errors.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              maxLength={100}
            />
            <Autocomplete
              label="Category"
              data={categories}
              value={values.category}
              error={errors.category}
              onChange={(value) => set('category', value)}
              onBlur={() => {
                if (!values.category.trim()) set('category', DEFAULT_DECK_CATEGORY);
              }}
            />
            <Textarea
              label="Description"
              autosize
              minRows={2}
              maxRows={6}
              value={values.description}
              error={errors.description}
              onChange={(event) => set('description', event.currentTarget.value)}
            />
          </Stack>
          <Stack gap="sm">
            <SpritePicker
              label="Main Sprite"
              value={values.pokemonSprite}
              error={errors.pokemonSprite}
              onChange={(slug) => set('pokemonSprite', slug)}
            />
            <SpritePicker
              label="Second Sprite"
              value={values.secondaryPokemonSprite}
              error={errors.secondaryPokemonSprite}
              onChange={(slug) => set('secondaryPokemonSprite', slug)}
            />
          </Stack>
        </SimpleGrid>
      </Paper>

      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <CardSearchPanel
            deckCards={values.cards}
            onAdd={(card: CatalogueCard) => setCards((cards) => addCopy(cards, deckCardFromCatalogue(card)))}
            onImport={() => setImporting(true)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} className={classes.deckColumn}>
          <Stack gap="md">
            <ValidityPanel issues={issues} cardsError={errors.cards} />
            <DeckPanel
              cards={values.cards}
              onChangeCount={(id, delta) => setCards((cards) => changeCount(cards, id, delta))}
              onRemove={(id) => setCards((cards) => removeCard(cards, id))}
            />
            <Group justify="flex-end">{saveButton}</Group>
          </Stack>
        </Grid.Col>
      </Grid>

      <Paper className={classes.mobileBar} hiddenFrom="md" withBorder shadow="md" radius="lg" p="xs" pr={72}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Text fw={700} size="sm">
              {totalCards(values.cards)}/{TCG_DECK_SIZE} cards
            </Text>
            <Text size="xs" c={issues.length ? 'dimmed' : 'teal'} truncate>
              {issues[0]?.message ?? 'Ready for matches'}
            </Text>
          </Stack>
          <Button size="sm" loading={saving} onClick={() => void save()} style={{ flexShrink: 0 }}>
            Save
          </Button>
        </Group>
      </Paper>

      <ImportDeckListModal
        mode="replace"
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={(cards) => setCards(() => cards)}
      />
    </PageContainer>
  );
}

function ValidityPanel({ issues, cardsError }: { issues: { message: string }[]; cardsError?: string }) {
  const messages = [...new Set([...(cardsError ? [cardsError] : []), ...issues.map((i) => i.message)])];
  if (messages.length === 0) {
    return (
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title="Ready for matches"
        role="status"
        data-testid="deck-checks"
      >
        60 cards, within the copy limits.
      </Alert>
    );
  }
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Not ready for matches yet"
      role="status"
      data-testid="deck-checks"
    >
      <List size="sm" spacing={2}>
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
