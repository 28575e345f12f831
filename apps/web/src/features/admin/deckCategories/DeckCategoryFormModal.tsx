import {
  DECK_CATEGORY_MAX_CORE_CARDS,
  DECK_CATEGORY_MAX_KEYWORDS,
  DECK_CATEGORY_NAME_TAKEN,
  deckCategoryInputSchema,
  type DeckCategory,
  type DeckCategoryInput,
} from '@trainerlog/core';
import { Button, Group, Modal, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ApiError } from '../../../api/client.ts';
import { fieldErrorsFrom } from '../../../ui/serverErrors.ts';
import { SpritePicker } from '../../../widgets/pokemonPickers/index.ts';

/** The form keeps the two sprites apart (one picker each); the API takes them as a list of 0-2. */
export interface DeckCategoryFormValues {
  name: string;
  sprite1: string | null;
  sprite2: string | null;
  keywords: string[];
  coreCards: string[];
}

const FIELDS = ['name', 'sprite1', 'sprite2', 'keywords', 'coreCards'] as const;
/** Server paths → form fields (sprites.1 is the second picker; a whole-list sprite error shows at the first). */
const SERVER_FIELDS: Record<string, string> = { 'sprites.0': 'sprite1', 'sprites.1': 'sprite2', sprites: 'sprite1' };

const EMPTY: DeckCategoryFormValues = { name: '', sprite1: null, sprite2: null, keywords: [], coreCards: [] };

function valuesOf(category: DeckCategory | null): DeckCategoryFormValues {
  if (!category) return EMPTY;
  return {
    name: category.name,
    sprite1: category.sprites[0] ?? null,
    sprite2: category.sprites[1] ?? null,
    keywords: category.keywords,
    coreCards: category.coreCards,
  };
}

function inputOf(values: DeckCategoryFormValues) {
  return {
    name: values.name,
    sprites: [values.sprite1, values.sprite2].filter((s): s is string => !!s && s.trim() !== ''),
    keywords: values.keywords,
    coreCards: values.coreCards,
  };
}

/** The same schema the server applies, with its messages placed at the form's fields. */
function validate(values: DeckCategoryFormValues): Record<string, string> {
  const parsed = deckCategoryInputSchema.safeParse(inputOf(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    const root = String(issue.path[0] ?? '');
    const field = SERVER_FIELDS[path] ?? SERVER_FIELDS[root] ?? root;
    if ((FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Field errors from a failed save: the server's list, and a 409 (name taken) at the name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = fieldErrorsFrom(error, FIELDS, SERVER_FIELDS);
  if (error instanceof ApiError && error.status === 409 && !errors.name)
    errors.name = error.msg ?? DECK_CATEGORY_NAME_TAKEN;
  return errors;
}

interface DeckCategoryFormModalProps {
  /** The category edited; null to create one. */
  category: DeckCategory | null;
  opened: boolean;
  onClose(): void;
  /** Saves; a rejection keeps the dialog open and marks the fields the server named. */
  onSubmit(input: DeckCategoryInput): Promise<void>;
}

/** Create or edit a deck category (archetype): name, up to two sprites, keywords and core cards. */
export function DeckCategoryFormModal({ category, opened, onClose, onSubmit }: DeckCategoryFormModalProps) {
  const form = useForm<DeckCategoryFormValues>({ mode: 'controlled', initialValues: EMPTY, validate });

  useEffect(() => {
    if (!opened) return;
    const values = valuesOf(category);
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the dialog opens or changes category
  }, [opened, category]);

  const submit = form.onSubmit(async (values) => {
    const input = deckCategoryInputSchema.parse(inputOf(values));
    try {
      await onSubmit(input);
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
    }
  });

  const title = category ? 'Edit Category' : 'New Category';
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" closeOnClickOutside={!form.submitting}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <TextInput
            label="Category name"
            placeholder="e.g. Charizard ex"
            required
            maxLength={60}
            data-autofocus
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SpritePicker
              label="Sprite"
              value={form.values.sprite1}
              onChange={(slug) => form.setFieldValue('sprite1', slug)}
              error={form.errors.sprite1 as string | undefined}
            />
            <SpritePicker
              label="Second sprite"
              value={form.values.sprite2}
              onChange={(slug) => form.setFieldValue('sprite2', slug)}
              error={form.errors.sprite2 as string | undefined}
            />
          </SimpleGrid>
          <TagsInput
            label="Keywords"
            description="A deck name containing one of these words belongs here (case and accents ignored). Press Enter or type a comma after each."
            placeholder="e.g. charizard"
            splitChars={[',']}
            maxTags={DECK_CATEGORY_MAX_KEYWORDS}
            acceptValueOnBlur
            clearable
            key={form.key('keywords')}
            {...form.getInputProps('keywords')}
          />
          <TagsInput
            label="Core cards"
            description="A deck list whose name matches nothing belongs here when it has every one of these cards."
            placeholder="e.g. Charizard ex"
            splitChars={[',']}
            maxTags={DECK_CATEGORY_MAX_CORE_CARDS}
            acceptValueOnBlur
            clearable
            key={form.key('coreCards')}
            {...form.getInputProps('coreCards')}
          />
          <Text size="xs" c="dimmed">
            Deck names an admin assigned to a category always stay there. When several categories match a name, the
            longest matching keyword wins.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              {category ? 'Save Category' : 'Create Category'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
