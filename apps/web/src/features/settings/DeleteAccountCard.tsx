/**
 * Profile settings → danger zone → "Delete my account" (issue 16).
 *
 * The red button opens a modal that says what goes and asks for the password (core `deleteAccountSchema`); the
 * server's refusal is shown at the field. On success the session is ended here the way logout ends it (the token
 * removed, which clears the user and every cached query) and the visitor lands on the home page with a toast —
 * the server has already revoked every session, so there is no logout call to make.
 */
import { DELETE_ACCOUNT_MESSAGES, deleteAccountSchema } from '@trainerlog/core';
import { Button, Card, Group, List, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { removeToken } from '../../api/token.ts';
import { notify } from '../../ui/notify.ts';
import { fieldErrorsFrom } from '../../ui/serverErrors.ts';
import { settingsApi } from './api.ts';

const FIELDS = ['password'] as const;

export function DeleteAccountCard() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  // The token is removed as this page goes away (the router commits navigations in a transition): removed while the
  // page is still shown, its members-only guard would send the visitor to /login instead of the home page.
  const signOutOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (signOutOnLeave.current) removeToken('logout');
    },
    [],
  );
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(deleteAccountSchema, { sync: true }),
  });

  const close = () => {
    setOpened(false);
    form.reset();
  };

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await settingsApi.deleteAccount({ password });
    } catch (error) {
      const errors = fieldErrorsFrom(error, FIELDS);
      // A 400 without a field (an older server) still belongs at the password: it is the only input.
      if (!errors.password && error instanceof ApiError && error.status === 400 && error.msg) {
        errors.password = error.msg;
      }
      if (errors.password) form.setErrors(errors);
      else notify.error(errorMessage(error, 'Could not delete your account. Please try again.'));
      return;
    }
    setOpened(false);
    signOutOnLeave.current = true;
    notify.success(DELETE_ACCOUNT_MESSAGES.deleted);
    void navigate('/', { replace: true });
  });

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-label="Danger zone"
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" c="red">
            Danger zone
          </Title>
          <Text size="sm" c="dimmed">
            Deleting your account removes everything in it, for good.
          </Text>
        </div>
        <Group justify="flex-end">
          <Button color="red" onClick={() => setOpened(true)}>
            Delete my account
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">This permanently removes:</Text>
            <List size="sm" spacing={4}>
              <List.Item>your TCG and VGC matches, with their games and notes</List.Item>
              <List.Item>your decks and teams, and your imported logs and replays</List.Item>
              <List.Item>
                the match groups you own — also for the friends you shared them with, who will be told
              </List.Item>
              <List.Item>your friends, friend requests and notifications</List.Item>
              <List.Item>your profile and settings; your matches leave the community statistics</List.Item>
            </List>
            <Text size="sm" fw={600}>
              This cannot be undone. You will be signed out on every device.
            </Text>
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              data-autofocus
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={form.submitting}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={form.submitting}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Card>
  );
}
