/**
 * The parts the TCG and VGC match forms share, so both read, save and leave the same way: the page frame with its
 * "required" line, a bordered section, the best-of switch, the date and match notes, the footer, Enter to save,
 * where the form goes afterwards, and how a refused save is shown. What differs between the games (their fields,
 * drafts, score line) stays in each form.
 */
import { latestAllowedMatchDate } from '@trainerlog/core';
import { Alert, Button, Group, Input, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { notify } from '../../ui/notify.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';

/** The form's page: its title and the line that explains the asterisks and Enter. */
export function MatchFormPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageContainer
      size="md"
      title={title}
      subtitle={
        <>
          Fields marked{' '}
          <Text span c="red">
            *
          </Text>{' '}
          are required. Press Enter to save.
        </>
      }
    >
      {children}
    </PageContainer>
  );
}

/** One bordered block of the form (the match's fields, its date and notes). */
export function FormSection({ gap, children }: { gap: 'sm' | 'md'; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap={gap}>{children}</Stack>
    </Paper>
  );
}

/** Best of 1 or 3, whatever the game calls the two values ('Bo1'/'Bo3' in TCG, '1'/'3' in VGC). */
export function BestOfField<V extends string>(props: {
  /** 'Format' in TCG, 'Best of' in VGC: also the switch's name for screen readers. */
  label: string;
  values: readonly [bestOf1: V, bestOf3: V];
  value: V;
  error: string | undefined;
  onChange(value: V): void;
}) {
  const [one, three] = props.values;
  return (
    <Input.Wrapper label={props.label} withAsterisk error={props.error}>
      <SegmentedControl
        display="flex"
        maw={260}
        data={[
          { value: one, label: 'Best of 1' },
          { value: three, label: 'Best of 3' },
        ]}
        value={props.value}
        onChange={(value) => props.onChange(value === three ? three : one)}
        aria-label={props.label}
      />
    </Input.Wrapper>
  );
}

interface DateAndNotesProps {
  date: string;
  notes: string;
  errors: Record<string, string>;
  onDateChange(date: string): void;
  onNotesChange(notes: string): void;
  /** A field beside the date (the VGC match's replay link); without it the date stands alone, narrow. */
  besideDate?: ReactNode;
}

/** The match's date (at the latest `latestAllowedMatchDate`, tomorrow in UTC) and its notes. */
export function DateAndNotesSection({
  date,
  notes,
  errors,
  onDateChange,
  onNotesChange,
  besideDate,
}: DateAndNotesProps) {
  const dateField = (
    <TextInput
      type="date"
      label="Date"
      withAsterisk
      maw={besideDate ? undefined : 220}
      value={date}
      max={latestAllowedMatchDate()}
      onChange={(e) => onDateChange(e.currentTarget.value)}
      error={errors.date}
    />
  );
  return (
    <FormSection gap="sm">
      {besideDate ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {dateField}
          {besideDate}
        </SimpleGrid>
      ) : (
        dateField
      )}
      <Textarea
        label="Match notes"
        autosize
        minRows={2}
        maxRows={8}
        value={notes}
        onChange={(e) => onNotesChange(e.currentTarget.value)}
        error={errors.notes}
      />
    </FormSection>
  );
}

/** The form-wide refusal, if any, then Log match / Save changes and Cancel. */
export function MatchFormFooter(props: { formError?: string; editing: boolean; saving: boolean; onCancel(): void }) {
  return (
    <>
      {props.formError ? <Alert color="red">{props.formError}</Alert> : null}
      <Group gap="sm">
        <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={props.saving}>
          {props.editing ? 'Save changes' : 'Log match'}
        </Button>
        <Button variant="subtle" onClick={props.onCancel}>
          Cancel
        </Button>
      </Group>
    </>
  );
}

/**
 * Enter submits from any field except multi-line text, buttons, open pickers and a tags field with text still in it
 * (there Enter adds the tag).
 */
export function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (target.tagName === 'TEXTAREA' || target.tagName === 'BUTTON' || target.tagName === 'A') return;
    if (target.getAttribute('aria-expanded') === 'true') return;
    if (target.closest('.mantine-TagsInput-root') && (target as HTMLInputElement).value) return;
    event.preventDefault();
    submit();
  };
}

/** Back where the form was opened from, or the dashboard when it was opened directly (no history to go back to). */
export function useLeaveForm(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/dashboard');
  };
}

/** The form's own check failed: its first message as a toast (the rest are at their fields). */
export function notifyInvalid(errors: Record<string, string>, toastId: string) {
  notify.error(Object.values(errors)[0] ?? 'Please check the match', { id: toastId });
}

/** The server's refusals by field path ('form' for the whole match), or null when it named no field. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.errors.length === 0) return null;
  const next: Record<string, string> = {};
  for (const { path, message } of error.errors) next[path || 'form'] ??= message;
  return next;
}

/** A failed save as a toast; a 401 shows none, since the client's global handling sends the player to sign in. */
export function reportSaveError(error: unknown, fallback: string, toastId: string) {
  if (error instanceof ApiError) {
    if (error.status === 401) return;
    notify.error(error.errors[0]?.message ?? error.msg ?? fallback, { id: toastId });
    return;
  }
  notify.error(error instanceof Error && error.message ? error.message : fallback, { id: toastId });
}
