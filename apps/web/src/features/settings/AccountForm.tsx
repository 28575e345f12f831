import {
  emailSchema,
  enabledModes,
  SELECT_GAME_MODE,
  usernameSchema,
  type GameMode,
  type PublicUser,
  type UpdateUserInput,
} from '@trainerlog/core';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useAuth } from '../../session/useAuth.ts';
import { GameModesSelect } from '../../ui/GameModesSelect.tsx';
import { notify } from '../../ui/notify.ts';
import { fieldErrorsFrom } from '../../ui/serverErrors.ts';
import { settingsApi } from './api.ts';
import { SettingsCard } from './SettingsCard.tsx';

const accountFormSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  gameModes: z.array(z.enum(['tcg', 'vgc'])).min(1, SELECT_GAME_MODE),
});
const FIELDS = ['username', 'email', 'gameModes'] as const;

interface AccountValues {
  username: string;
  email: string;
  gameModes: GameMode[];
}

function valuesFrom(user: PublicUser): AccountValues {
  return { username: user.username, email: user.email, gameModes: enabledModes(user.gamePreferences) };
}

export function AccountForm({ user }: { user: PublicUser }) {
  const { setUser } = useAuth();
  const form = useForm<AccountValues>({
    mode: 'controlled',
    initialValues: valuesFrom(user),
    validate: schemaResolver(accountFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    const body: UpdateUserInput = {};
    if (values.username.trim() !== user.username) body.username = values.username.trim();
    if (values.email.trim() !== user.email) body.email = values.email.trim();
    const prefs = { tcg: values.gameModes.includes('tcg'), vgc: values.gameModes.includes('vgc') };
    if (prefs.tcg !== user.gamePreferences.tcg || prefs.vgc !== user.gamePreferences.vgc) body.gamePreferences = prefs;
    if (Object.keys(body).length === 0) return;
    try {
      const saved = await settingsApi.updateUser(body);
      setUser(saved);
      form.setInitialValues(valuesFrom(saved));
      form.setValues(valuesFrom(saved));
      notify.success('Account updated');
    } catch (error) {
      form.setErrors({ ...fieldErrorsFrom(error, FIELDS, { gamePreferences: 'gameModes' }), ...conflictField(error) });
      notify.error(errorMessage(error, 'Could not update your account. Please try again.'), { id: 'account-error' });
    }
  });

  return (
    <SettingsCard title="Account" description="Your login details and the game modes you track.">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="Username"
            autoComplete="username"
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <GameModesSelect
          mt="md"
          key={form.key('gameModes')}
          {...form.getInputProps('gameModes')}
          value={form.values.gameModes}
          onChange={(modes) => form.setFieldValue('gameModes', modes)}
        />
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            Save Account
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}

function conflictField(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.msg) return {};
  if (/username/i.test(error.msg)) return { username: error.msg };
  if (/email/i.test(error.msg)) return { email: error.msg };
  return {};
}
