import { newPasswordSchema, PASSWORDS_DO_NOT_MATCH } from '@trainerlog/core';
import { Button, Group, PasswordInput, SimpleGrid } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useAuth } from '../../session/useAuth.ts';
import { notify } from '../../ui/notify.ts';
import { fieldErrorsFrom } from '../../ui/serverErrors.ts';
import { settingsApi } from './api.ts';
import { SettingsCard } from './SettingsCard.tsx';

const passwordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password'),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((f) => f.newPassword === f.confirmPassword, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordForm() {
  const { setUser } = useAuth();
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(passwordFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const saved = await settingsApi.updateUser({ currentPassword, newPassword });
      setUser(saved);
      form.reset();
      notify.success('Password changed');
    } catch (error) {
      const errors = fieldErrorsFrom(error, FIELDS);
      if (error instanceof ApiError && error.status === 400 && /current password/i.test(error.msg ?? '')) {
        errors.currentPassword = error.msg ?? '';
      }
      form.setErrors(errors);
      notify.error(errorMessage(error, 'Could not change your password. Please try again.'), { id: 'password-error' });
    }
  });

  return (
    <SettingsCard title="Change Password" description="You will stay logged in on this device.">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
          <PasswordInput
            label="Current Password"
            autoComplete="current-password"
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New Password"
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
        </SimpleGrid>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            Change Password
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}
