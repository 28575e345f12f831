import { type PublicUser, type Role } from '@trainerlog/core';
import { Alert, Card, CloseButton, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client.ts';
import { useAdminUsers, useSetRole } from '../api/adminManagers.ts';
import { useAuth } from '../../../session/useAuth.ts';
import { notify } from '../../../ui/notify.ts';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { AdminOnly } from '../AdminOnly.tsx';
import { AuditLog } from './AuditLog.tsx';
import { OwnerOnly } from './OwnerOnly.tsx';
import { ROLE_LABEL } from './roles.ts';
import { UserRoleRow } from './UserRoleRow.tsx';

const USERS_FETCH_FAILED = 'Error fetching users';
const ROLE_CHANGE_FAILED = 'Error changing the role';

/** /admin/managers — spec part 2 §2, §6: the owner finds users by username and makes or unmakes admins. */
export function AdminManagersPage() {
  return (
    <AdminOnly>
      <OwnerOnly>
        <ManagersScreen />
      </OwnerOnly>
    </AdminOnly>
  );
}

function ManagersScreen() {
  const { user: me } = useAuth();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const users = useAdminUsers(debounced);
  const setRole = useSetRole();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (user: PublicUser, role: Role) => {
    setErrors(({ [user._id]: _gone, ...rest }) => rest);
    setRole.mutate(
      { id: user._id, role },
      {
        onSuccess: (saved) =>
          notify.success(
            `${saved.username} is now ${role === 'user' ? 'a player' : `an ${ROLE_LABEL[role].toLowerCase()}`}`,
            {
              id: 'role-change',
            },
          ),
        onError: (error) => setErrors((all) => ({ ...all, [user._id]: errorMessage(error, ROLE_CHANGE_FAILED) })),
      },
    );
  };

  return (
    <PageContainer title="Managers" subtitle="Choose who helps run Trainer Log. Admins reach every admin screen.">
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} fz="lg" mb="md">
          Users
        </Title>
        <TextInput
          label="Search users"
          placeholder="Username, email or name"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={
            search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => setSearch('')} /> : null
          }
          mb="md"
        />
        {users.isPending ? (
          <Stack gap="xs">
            <Skeleton h={56} radius="md" />
            <Skeleton h={56} radius="md" />
          </Stack>
        ) : users.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(users.error, USERS_FETCH_FAILED)}
          </Alert>
        ) : users.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            No user matches “{debounced.trim()}”.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Users">
            {users.data.map((user) => (
              <UserRoleRow
                key={user._id}
                user={user}
                isSelf={user._id === me?._id}
                busy={setRole.isPending && setRole.variables?.id === user._id}
                error={errors[user._id] ?? null}
                onChange={change}
              />
            ))}
          </Stack>
        )}
      </Card>
      <AuditLog />
    </PageContainer>
  );
}
