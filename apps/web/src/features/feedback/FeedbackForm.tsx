import { Alert, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ENTER_MESSAGE, FEEDBACK_MESSAGE_MAX_LENGTH, feedbackCreateSchema } from '@trainerlog/core';
import { useAuth } from '../../session/useAuth.ts';
import { FEEDBACK_TYPE_OPTIONS, feedbackApi, MY_FEEDBACK_QUERY_KEY, type FeedbackType } from './api.ts';

const NOT_LOGGED_IN = 'You must be logged in to submit feedback';
const SUBMIT_FAILED = 'Failed to submit. Please try again later.';
const THANK_YOU = 'Thank you for your submission! You can view your submissions in the Support page.';

type Outcome = { kind: 'error'; text: string } | { kind: 'success' } | null;

/** The feedback form of spec part 1 §2 and part 2 §5, used by the dialog and by the Support page. */
export function FeedbackForm({ onCancel, cancelLabel = 'Cancel' }: { onCancel?(): void; cancelLabel?: string }) {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [type, setType] = useState<FeedbackType>('feedback');
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submission = useMutation({
    mutationFn: feedbackApi.submit,
    onSuccess: () => {
      setOutcome({ kind: 'success' });
      setMessage('');
      void queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_QUERY_KEY });
    },
    onError: () => setOutcome({ kind: 'error', text: SUBMIT_FAILED }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'authenticated') return setOutcome({ kind: 'error', text: NOT_LOGGED_IN });
    const parsed = feedbackCreateSchema.safeParse({ type, message });
    if (!parsed.success) return setOutcome({ kind: 'error', text: parsed.error.issues[0]?.message ?? ENTER_MESSAGE });
    setOutcome(null);
    submission.mutate(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {outcome?.kind === 'success' ? (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />}>
            {THANK_YOU}
          </Alert>
        ) : null}
        {outcome?.kind === 'error' ? (
          <Alert color="red" variant="light" icon={<IconInfoCircle size={20} />}>
            {outcome.text}
          </Alert>
        ) : null}
        <Select
          label="Type of Submission"
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
