import { SEASON_NAME_MAX_LENGTH, seasonInputSchema, type Season, type SeasonInput } from '@trainerlog/core';
import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { fieldErrorsFrom } from '../../../ui/serverErrors.ts';

const FIELDS = ['name', 'startDate', 'endDate'] as const;

export interface SeasonFormValues extends SeasonInput {
  makeCurrent: boolean;
}

interface SeasonFormModalProps {
  /** The season being edited; null to create one. */
  season: Season | null;
  opened: boolean;
  onClose(): void;
  /**
   * Saves the checked input. A rejection with the server's field errors marks those fields; the caller reports the
   * failure itself, so the form only keeps the user's input for another try.
   */
  onSubmit(input: SeasonInput, makeCurrent: boolean): Promise<void>;
}

const EMPTY: SeasonFormValues = { name: '', startDate: '', endDate: '', makeCurrent: false };

/** Create or edit a season, checked by the same schema the server applies (packages/core schemas/seasons.ts). */
export function SeasonFormModal({ season, opened, onClose, onSubmit }: SeasonFormModalProps) {
  const form = useForm<SeasonFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(seasonInputSchema, { sync: true }),
  });

  // Each opening starts from the season edited (or blank), never from the last dialog's leftovers.
  useEffect(() => {
    if (!opened) return;
    const values = season
      ? { name: season.name, startDate: season.startDate, endDate: season.endDate, makeCurrent: false }
      : EMPTY;
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset only when the dialog opens or changes season
  }, [opened, season]);

  const submit = form.onSubmit(async ({ makeCurrent, ...values }) => {
    const input = seasonInputSchema.parse(values);
    try {
      await onSubmit(input, makeCurrent);
    } catch (error) {
      form.setErrors(fieldErrorsFrom(error, FIELDS));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={season ? 'Edit Season' : 'New Season'}
      centered
      closeOnClickOutside={!form.submitting}
    >
      <form onSubmit={submit} noValidate aria-label={season ? 'Edit Season' : 'New Season'}>
        <Stack gap="md">
          <TextInput
            label="Season name"
            placeholder="e.g. 2025 Regionals"
            required
            maxLength={SEASON_NAME_MAX_LENGTH}
            data-autofocus
            key={form.key('name')}
            {...form.getInputProps('name')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Start date"
              type="date"
              required
              key={form.key('startDate')}
              {...form.getInputProps('startDate')}
            />
            <TextInput
              label="End date"
              type="date"
              required
              min={form.values.startDate || undefined}
              key={form.key('endDate')}
              {...form.getInputProps('endDate')}
            />
          </SimpleGrid>
          {season ? null : (
            <Checkbox
              label="Make this the current season"
              description="The season that was current stops being current."
              key={form.key('makeCurrent')}
              {...form.getInputProps('makeCurrent', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={form.submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              {season ? 'Save Season' : 'Create Season'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
