import { REDIRECT_AFTER_RESET_MS, resetPasswordFormSchema } from '@trainerlog/core';
import { Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconLinkOff, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { notify } from '../../ui/notify.ts';
import { passwordResetApi } from './api.ts';
import { AuthCard } from './AuthCard.tsx';

const INVALID_LINK = 'Invalid or expired reset link';
const GENERIC_FAILURE = 'An error occurred. Please try again.';

/** Spec part 1 §2 / §4: verifying, then the form or "Invalid Reset Link"; success goes to /login after 2 s. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [invalidReason, setInvalidReason] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const verification = useQuery({
    queryKey: ['reset-token', token],
    queryFn: () => passwordResetApi.verify(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: schemaResolver(resetPasswordFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ newPassword }) => {
    try {
      const { msg } = await passwordResetApi.reset(token, newPassword);
      notify.success(msg || 'Your password has been reset.');
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setInvalidReason(errorMessage(error, INVALID_LINK));
        return;
      }
      notify.error(errorMessage(error, GENERIC_FAILURE), { id: 'reset-error' });
    }
  });

  if (verification.isPending) {
    return (
      <AuthCard title="Verifying" subtitle="Checking your reset link…" icon={<IconLock size={28} />}>
        <Stack align="center" py="md" role="status" aria-live="polite">
          <Loader type="dots" />
        </Stack>
      </AuthCard>
    );
  }

  const verifiedInvalid = verification.isError || !verification.data?.valid;
  if (invalidReason !== null || verifiedInvalid) {
    const reason =
      invalidReason ??
      (verification.isError ? errorMessage(verification.error, INVALID_LINK) : verification.data?.msg || INVALID_LINK);
    return (
      <AuthCard title="Invalid Reset Link" icon={<IconLinkOff size={28} />}>
        <Text ta="center">{reason}</Text>
        <Text ta="center" size="sm" c="dimmed">
          Reset links are valid for a short time and work once. Request a new one to continue.
        </Text>
        <Stack gap="xs">
          <Button component={Link} to="/forgot-password" fullWidth>
            Request a New Link
          </Button>
          <Button component={Link} to="/login" variant="default" fullWidth>
            Back to Login
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password Reset" icon={<IconCircleCheck size={28} />}>
        <Text ta="center">Your password has been changed. Taking you to the login page…</Text>
        <Button component={Link} to="/login" fullWidth>
          Go to Login
        </Button>
      </AuthCard>
    );
  }

  const username = verification.data?.username;
  return (
    <AuthCard
      title="Reset Password"
      subtitle={
        username ? (
          <>
            Choose a new password for <strong>{username}</strong>.
          </>
        ) : (
          'Choose a new password.'
        )
      }
      icon={<IconLock size={28} />}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New Password"
            description="At least 6 characters"
            autoComplete="new-password"
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm New Password"
            autoComplete="new-password"
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth size="md" loading={form.submitting}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
