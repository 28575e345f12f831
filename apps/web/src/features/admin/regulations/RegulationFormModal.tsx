import {
  BATTLE_MECHANICS,
  REGULATION_CODE_TAKEN,
  REGULATION_GAMES,
  REGULATION_RESTRICTED_LIMIT_MAX,
  vgcRegulationInputSchema,
  type VgcRegulationInput,
  type VgcRegulationRow,
} from '@trainerlog/core';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ApiError } from '../../../api/client.ts';
import { fieldErrorsFrom } from '../../../ui/serverErrors.ts';

export interface RegulationFormValues {
  code: string;
  game: string;
  mechanic: string;
  showdownFormats: string[];
  /** '' when the limit is not set (no team is checked). */
  restrictedLimit: number | string;
  bannedPokemon: string[];
  notes: string;
}

const FIELDS = ['code', 'game', 'mechanic', 'showdownFormats', 'restrictedLimit', 'bannedPokemon', 'notes'] as const;

export const MECHANIC_LABELS: Record<(typeof BATTLE_MECHANICS)[number], string> = {
  mega: 'Mega Evolution',
  tera: 'Terastallization',
  dynamax: 'Dynamax',
  'z-move': 'Z-Moves',
};

const EMPTY: RegulationFormValues = {
  code: '',
  game: 'Pokémon Champions',
  mechanic: 'mega',
  showdownFormats: [],
  restrictedLimit: '',
  bannedPokemon: [],
  notes: '',
};

function valuesOf(regulation: VgcRegulationRow | null): RegulationFormValues {
  if (!regulation) return EMPTY;
  return {
    code: regulation.code,
    game: regulation.game,
    mechanic: regulation.mechanic,
    showdownFormats: regulation.showdownFormats,
    restrictedLimit: regulation.restrictedLimit ?? '',
    bannedPokemon: regulation.bannedPokemon,
    notes: regulation.notes,
  };
}

function inputOf(values: RegulationFormValues) {
  return { ...values, restrictedLimit: values.restrictedLimit === '' ? null : Number(values.restrictedLimit) };
}

/** The same schema the server applies, with its messages at the form's fields (`showdownFormats.1` at the list). */
function validate(values: RegulationFormValues): Record<string, string> {
  const parsed = vgcRegulationInputSchema.safeParse(inputOf(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if ((FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Field errors from a failed save: the server's list (an unknown banned Pokémon), and a 409 at the code. */
function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = fieldErrorsFrom(error, FIELDS);
  if (error instanceof ApiError && error.status === 409 && !errors.code)
    errors.code = error.msg ?? REGULATION_CODE_TAKEN;
  return errors;
}

interface RegulationFormModalProps {
  /** The regulation edited; null to add one. */
  regulation: VgcRegulationRow | null;
  opened: boolean;
  onClose(): void;
  /** Saves; a rejection keeps the dialog open and marks the fields the server named. */
  onSubmit(input: VgcRegulationInput): Promise<void>;
}

/** Add or edit a VGC regulation: code, game, mechanic, Showdown formats, restricted limit, banned Pokémon, notes. */
export function RegulationFormModal({ regulation, opened, onClose, onSubmit }: RegulationFormModalProps) {
  const form = useForm<RegulationFormValues>({ mode: 'controlled', initialValues: EMPTY, validate });

  useEffect(() => {
    if (!opened) return;
    const values = valuesOf(regulation);
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the dialog opens or changes regulation
  }, [opened, regulation]);

  const submit = form.onSubmit(async (values) => {
    const input = vgcRegulationInputSchema.parse(inputOf(values));
    try {
      await onSubmit(input);
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
    }
  });

  const title = regulation ? `Edit Regulation ${regulation.code}` : 'New Regulation';
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg" closeOnClickOutside={!form.submitting}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="Code"
              description="As written after “Reg”"
              placeholder="e.g. M-D"
              required
              maxLength={20}
              data-autofocus
              key={form.key('code')}
              {...form.getInputProps('code')}
            />
            <Select
              label="Game"
              required
              allowDeselect={false}
              data={[...REGULATION_GAMES]}
              key={form.key('game')}
              {...form.getInputProps('game')}
            />
            <Select
              label="Mechanic"
              required
              allowDeselect={false}
              data={BATTLE_MECHANICS.map((value) => ({ value, label: MECHANIC_LABELS[value] }))}
              key={form.key('mechanic')}
              {...form.getInputProps('mechanic')}
            />
          </SimpleGrid>
          <TagsInput
            label="Showdown formats"
            description="Showdown format ids of this regulation, e.g. gen9championsvgc2026regmdbo3. Press Enter or type a comma after each."
            placeholder="gen9championsvgc…"
            splitChars={[',', ' ']}
            acceptValueOnBlur
            clearable
            key={form.key('showdownFormats')}
            {...form.getInputProps('showdownFormats')}
          />
          <NumberInput
            label="Restricted Pokémon allowed"
            description="How many restricted Pokémon a team may hold. Leave empty when not set: teams are not checked."
            placeholder="Not set"
            min={0}
            max={REGULATION_RESTRICTED_LIMIT_MAX}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="strict"
            key={form.key('restrictedLimit')}
            {...form.getInputProps('restrictedLimit')}
          />
          <TagsInput
            label="Banned Pokémon"
            description="Teams of this regulation may not hold these (a species covers its formes). Names are checked against the Pokédex on save."
            placeholder="e.g. Mewtwo"
            splitChars={[',']}
            acceptValueOnBlur
            clearable
            key={form.key('bannedPokemon')}
            {...form.getInputProps('bannedPokemon')}
          />
          <Textarea
            label="Other legality rules"
            description="Item bans, dates, anything players should know; shown here, not checked."
            autosize
            minRows={2}
            maxRows={6}
            key={form.key('notes')}
            {...form.getInputProps('notes')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              {regulation ? 'Save Regulation' : 'Add Regulation'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
