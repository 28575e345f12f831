import { registerFormSchema, type GameMode } from '@trainerlog/core';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useAuth } from '../../session/useAuth.ts';
import { GameModesSelect } from '../../ui/GameModesSelect.tsx';
import { notify, SIGN_IN_FLOW } from '../../ui/notify.ts';
import { fieldErrorsFrom } from '../../ui/serverErrors.ts';
import { AuthCard } from './AuthCard.tsx';
import { AFTER_SIGN_IN_PATH } from './LoginPage.tsx';

const REGISTRATION_FAILED = 'Registration failed';
const FIELDS = ['username', 'email', 'password', 'confirmPassword', 'gameModes'] as const;

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  gameModes: GameMode[];
}

export function RegisterPage() {
  const { register, status } = useAuth();
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: { username: '', email: '', password: '', confirmPassword: '', gameModes: ['tcg', 'vgc'] },
    validate: schemaResolver(registerFormSchema, { sync: true }),
  });

  // A new member lands on the dashboard; the sign-in toast says "Welcome" (not "Welcome back") there.
  if (status === 'authenticated') return <Navigate to={AFTER_SIGN_IN_PATH} replace />;

  const submit = form.onSubmit(async (values) => {
    try {
      const user = await register({
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        gamePreferences: { tcg: values.gameModes.includes('tcg'), vgc: values.gameModes.includes('vgc') },
      });
      notify.success('Your account is ready.', { title: `Welcome, ${user.username}!`, flow: SIGN_IN_FLOW });
      // The session is now authenticated, so this page renders its redirect home (one navigation, not two).
    } catch (error) {
      notify.error(errorMessage(error, REGISTRATION_FAILED), { id: 'register-error' });
      form.setErrors({ ...fieldErrorsFrom(error, FIELDS, { gamePreferences: 'gameModes' }), ...conflictField(error) });
    }
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Track every match and master every meta."
      icon={<IconUserPlus size={28} />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
          <PasswordInput
            label="Password"
            description="At least 6 characters"
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm Password"
            autoComplete="new-password"
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <GameModesSelect
            key={form.key('gameModes')}
            {...form.getInputProps('gameModes')}
            value={form.values.gameModes}
            onChange={(modes) => form.setFieldValue('gameModes', modes)}
          />
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            Create Account
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" c="dimmed">
        Already have an account?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Login
        </Anchor>
      </Text>
    </AuthCard>
  );
}

/** A 409 names the taken username or email; show it on that field too. */
function conflictField(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.msg) return {};
  if (/username/i.test(error.msg)) return { username: error.msg };
  if (/email/i.test(error.msg)) return { email: error.msg };
  return {};
}
