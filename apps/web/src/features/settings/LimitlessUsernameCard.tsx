/**
 * Issue 15: "a remembered Limitless username in profile settings preselects you" in the Limitless import's standings.
 * One name (PUT /api/auth/limitless-username, body `{ limitlessUsername }`, answered with the user); an empty field
 * forgets it. The import can remember it too ("Remember … as my Limitless username").
 *
 * Decisions:
 * - Checked here against core's schema first (its length rule and message), so a refusal shows at the field at once;
 *   the server's field error lands at the same place.
 */
import { limitlessUsernameSchema, type PublicUser } from '@trainerlog/core';
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useLimitlessUsernameMutation } from '../../data/shared/useLimitlessImport.ts';
import { fieldErrorsFrom } from '../../ui/serverErrors.ts';
import { notify } from '../../ui/notify.ts';
import { SettingsCard } from './SettingsCard.tsx';

export const LIMITLESS_USERNAME_SAVE_FAILED = 'Could not save your Limitless username. Please try again.';

export function LimitlessUsernameCard({ user }: { user: PublicUser }) {
  const saved = user.limitlessUsername ?? '';
  const [value, setValue] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useLimitlessUsernameMutation();
  const changed = value.trim() !== saved;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = limitlessUsernameSchema.safeParse({ limitlessUsername: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? LIMITLESS_USERNAME_SAVE_FAILED);
      return;
    }
    try {
      const answer = await save.mutateAsync(parsed.data.limitlessUsername);
      setValue(answer.limitlessUsername ?? '');
      notify.success(
        answer.limitlessUsername
          ? `“${answer.limitlessUsername}” is your Limitless username`
          : 'Your Limitless username is forgotten',
        { id: 'limitless-username' },
      );
    } catch (failure) {
      const atField = fieldErrorsFrom(failure, ['limitlessUsername']).limitlessUsername;
      setError(atField ?? errorMessage(failure, LIMITLESS_USERNAME_SAVE_FAILED));
    }
  };

  return (
    <SettingsCard
      title="My Limitless username"
      description="Your username on play.limitlesstcg.com. When you import a tournament, you are chosen in its standings."
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <TextInput
          label="Limitless username"
          placeholder="As in your Limitless profile link"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              <Button type="submit" loading={save.isPending} disabled={!changed} style={{ flexShrink: 0 }}>
                Save
              </Button>
            </Group>
          )}
        />
      </form>
      <Text size="xs" c="dimmed">
        Leave it empty to forget it.{' '}
        <Anchor component={Link} to="/import-limitless" size="xs">
          Import a tournament
        </Anchor>
      </Text>
    </SettingsCard>
  );
}
