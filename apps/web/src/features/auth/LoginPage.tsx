import { loginSchema } from '@trainerlog/core';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useAuth } from '../../session/useAuth.ts';
import { notify, SIGN_IN_FLOW } from '../../ui/notify.ts';
import { AuthCard } from './AuthCard.tsx';

/** The first screen after login or registration (docs/decisions.md). */
export const AFTER_SIGN_IN_PATH = '/dashboard';
export const SESSION_EXPIRED = 'Your session expired. Please log in again.';
const LOGIN_FAILED = 'Login failed. Please try again later.';
const SLOW_LOGIN_MS = 5000;

export function LoginPage() {
  const { login, status } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const expired = params.get('expired') === 'true';
  // Where a members-only screen sent the visitor from; the dashboard otherwise (issue 28: the first screen after login
  // is where matches are logged, not the welcome).
  const from = (location.state as { from?: { pathname?: string; search?: string } } | null)?.from;
  const target =
    from?.pathname && from.pathname !== '/login' ? from.pathname + (from.search ?? '') : AFTER_SIGN_IN_PATH;

  useEffect(() => {
    if (expired) notify.info(SESSION_EXPIRED, { id: 'session-expired' });
  }, [expired]);

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  if (status === 'authenticated') return <Navigate to={target} replace />;

  const submit = form.onSubmit(async (values) => {
    const started = performance.now();
    try {
      // Success makes the session authenticated, and this page then renders its redirect to `target`.
      const user = await login({ email: values.email.trim(), password: values.password });
      notify.success("You're signed in.", {
        title: `Welcome back, ${user.name || user.username}!`,
        flow: SIGN_IN_FLOW,
      });
    } catch (error) {
      notify.error(errorMessage(error, LOGIN_FAILED), { id: 'login-error' });
    } finally {
      const took = performance.now() - started;
      if (took > SLOW_LOGIN_MS) console.info(`Login took ${Math.round(took)} ms`);
    }
  });

  return (
    <AuthCard title="Welcome back" subtitle="Log in to keep tracking your matches.">
      {expired ? (
        <Alert color="yellow" variant="light" icon={<IconClockExclamation size={20} />} title="Session expired">
          {SESSION_EXPIRED}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            Login
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" c="dimmed">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/register" fw={600}>
          Register
        </Anchor>
      </Text>
    </AuthCard>
  );
}
