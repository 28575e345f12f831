import { ADMIN_TEXT, type PublicUser, type Role } from '@trainerlog/core';
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { ROLE_COLOR, ROLE_LABEL } from './roles.ts';

interface UserRoleRowProps {
  user: PublicUser;
  isSelf: boolean;
  busy: boolean;
  /** The server's refusal of the last change to this user (e.g. the last owner), shown in the row. */
  error: string | null;
  onChange(user: PublicUser, role: Role): void;
}

/** One account: who it is, its role, and the change an owner can make (promote to admin, or back to player). */
export function UserRoleRow({ user, isSelf, busy, error, onChange }: UserRoleRowProps) {
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="manager-user-row">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
          <UserAvatar user={user} size={36} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {user.username}
              {isSelf ? (
                <Text span c="dimmed" fw={400}>
                  {' '}
                  (you)
                </Text>
              ) : null}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {[user.name, user.email].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Badge color={ROLE_COLOR[user.role]} variant="light">
            {ROLE_LABEL[user.role]}
          </Badge>
          {isSelf ? null : user.role === 'user' ? (
            <Button
              size="xs"
              leftSection={<IconShieldCheck size={14} />}
              onClick={() => onChange(user, 'admin')}
              loading={busy}
              aria-label={`Make ${user.username} an admin`}
            >
              Make Admin
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              color="red"
              leftSection={<IconShieldOff size={14} />}
              onClick={() => onChange(user, 'user')}
              loading={busy}
              aria-label={`Remove ${user.username}'s ${ROLE_LABEL[user.role].toLowerCase()} role`}
            >
              {user.role === 'owner' ? 'Remove Owner' : 'Remove Admin'}
            </Button>
          )}
        </Group>
      </Group>
      {isSelf ? (
        <Text size="xs" c="dimmed" mt={6}>
          {ADMIN_TEXT.ownSelf}.
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" mt="xs" role="alert">
          {error}
        </Alert>
      ) : null}
    </Card>
  );
}
