import { forgotPasswordSchema, RESET_LINK_VALIDITY_MINUTES } from '@trainerlog/core';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconKey, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { notify } from '../../ui/notify.ts';
import { passwordResetApi } from './api.ts';
import { AuthCard } from './AuthCard.tsx';

const GENERIC_FAILURE = 'An error occurred. Please try again.';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ username }) => {
    try {
      const { msg } = await passwordResetApi.requestLink(username.trim());
      notify.success(msg);
      setSentTo(username.trim());
    } catch (error) {
      notify.error(errorMessage(error, GENERIC_FAILURE), { id: 'forgot-error' });
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email" icon={<IconMailForward size={28} />}>
        <Text ta="center">
          If an account with the username <strong>{sentTo}</strong> exists, we have sent a password reset link to its
          email address. The link is valid for {RESET_LINK_VALIDITY_MINUTES} minutes and works once.
        </Text>
        <Text ta="center" size="sm" c="dimmed">
          Nothing arrived? Check your spam folder, or send another link.
        </Text>
        <Stack gap="xs">
          <Button component={Link} to="/login" fullWidth>
            Back to Login
          </Button>
          <Button variant="subtle" onClick={() => setSentTo(null)} fullWidth>
            Send another link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your username and we will email you a link to set a new password."
      icon={<IconKey size={28} />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Username"
            autoComplete="username"
            key={form.key('username')}
            {...form.getInputProps('username')}
          />
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            Send Reset Link
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" c="dimmed">
        Remembered it?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Back to Login
        </Anchor>
      </Text>
    </AuthCard>
  );
}
