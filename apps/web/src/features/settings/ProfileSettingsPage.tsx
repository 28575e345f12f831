import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../session/useAuth.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { AccountForm } from './AccountForm.tsx';
import { AppearanceCard } from './AppearanceCard.tsx';
import { CommunitySharingCard } from './CommunitySharingCard.tsx';
import { DataTransferCard } from './DataTransferCard.tsx';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';
import { LimitlessUsernameCard } from './LimitlessUsernameCard.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { PtcglScreenNamesCard } from './PtcglScreenNamesCard.tsx';
import { ShowdownNamesCard } from './ShowdownNamesCard.tsx';

const ROLE_LABEL = { user: null, admin: 'Admin', owner: 'Owner' } as const;

/** /profile-settings (members only; the router guards it). */
export function ProfileSettingsPage() {
  const { user } = useAuth();
  if (!user) return null;
  const role = ROLE_LABEL[user.role];
  const since = new Date(user.createdAt);
  return (
    <PageContainer size="md" title="Settings" subtitle="Your profile, account and how Trainer Log looks.">
      <Card withBorder radius="lg" padding="lg">
        <Group gap="md" wrap="nowrap">
          <UserAvatar user={user} size={64} />
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Title order={2} fz="xl" lineClamp={1}>
                {user.name || user.username}
              </Title>
              {role ? <Badge variant="light">{role}</Badge> : null}
            </Group>
            <Text c="dimmed" size="sm" truncate>
              @{user.username} · {user.email}
            </Text>
            {Number.isNaN(since.getTime()) ? null : (
              <Text c="dimmed" size="xs">
                Member since {since.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}
              </Text>
            )}
          </Stack>
        </Group>
      </Card>
      <ProfileForm user={user} />
      <AccountForm user={user} />
      <PasswordForm />
      <AppearanceCard />
      <CommunitySharingCard user={user} />
      <PtcglScreenNamesCard />
      <ShowdownNamesCard />
      <LimitlessUsernameCard key={user.limitlessUsername ?? ''} user={user} />
      <DataTransferCard />
      <DeleteAccountCard />
    </PageContainer>
  );
}
