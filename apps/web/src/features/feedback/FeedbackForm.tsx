import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  ENTER_MESSAGE,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_TEXT,
  feedbackCreateSchema,
  type FeedbackType,
} from '@trainerlog/core';
import { FEEDBACK_TYPE_OPTIONS } from '../../data/shared/feedback.ts';
import { useSubmitFeedback } from '../../data/shared/useFeedback.ts';
import { useAuth } from '../../session/useAuth.ts';

type Outcome = { kind: 'error'; text: string } | { kind: 'success' } | null;

/** The feedback form of spec part 1 §2 and part 2 §5, used by the dialog and by the Support page. */
export function FeedbackForm({ onCancel, cancelLabel = 'Cancel' }: { onCancel?(): void; cancelLabel?: string }) {
  const { status } = useAuth();
  const [type, setType] = useState<FeedbackType>('feedback');
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submission = useSubmitFeedback();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'authenticated') return setOutcome({ kind: 'error', text: FEEDBACK_TEXT.mustLogIn });
    const parsed = feedbackCreateSchema.safeParse({ type, message });
    if (!parsed.success) return setOutcome({ kind: 'error', text: parsed.error.issues[0]?.message ?? ENTER_MESSAGE });
    setOutcome(null);
    submission.mutate(parsed.data, {
      onSuccess: () => {
        setOutcome({ kind: 'success' });
        setMessage('');
      },
      onError: () => setOutcome({ kind: 'error', text: FEEDBACK_TEXT.submitFailed }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {outcome?.kind === 'success' ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} role="status">
            {FEEDBACK_TEXT.submitted}
          </Alert>
        ) : null}
        {outcome?.kind === 'error' ? (
          <Alert color="red" variant="light" icon={<IconInfoCircle size={20} />} role="alert">
            {outcome.text}
          </Alert>
        ) : null}
        <Select
          label={FEEDBACK_TEXT.typeLabel}
          data={FEEDBACK_TYPE_OPTIONS}
          value={type}
          onChange={(value) => value && setType(value as FeedbackType)}
          allowDeselect={false}
          comboboxProps={{ zIndex: 1000 }}
        />
        <Textarea
          label="Message"
          placeholder="Tell us what you think, what you would like to see, or what went wrong."
          autosize
          minRows={4}
          maxRows={10}
          maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button type="submit" loading={submission.isPending}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
