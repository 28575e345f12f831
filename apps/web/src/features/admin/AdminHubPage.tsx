import { isOwnerUser, type AdminSummary } from '@trainerlog/core';
import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCategory,
  IconChevronRight,
  IconCrown,
  IconMessages,
  IconScale,
  IconSwords,
  IconTags,
  IconUserShield,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAdminSummary } from './api/adminSummary.ts';
import { useAuth } from '../../session/useAuth.ts';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { AdminOnly } from './AdminOnly.tsx';
import { OperationsPanel } from './OperationsPanel.tsx';

interface AdminTool {
  to: string;
  title: string;
  description: string;
  icon: Icon;
  /** Only owners can use it (the server refuses admins). */
  ownerOnly?: boolean;
  /** The live count on its tile, from GET /api/admin/summary. */
  count?(summary: AdminSummary): string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The admin tools that exist. A tool is listed here when its screen lands, never before. */
const ADMIN_TOOLS: readonly AdminTool[] = [
  {
    to: '/admin/feedback',
    title: 'Feedback',
    description: 'Read and answer what players send, archive what is done.',
    icon: IconMessages,
    count: (s) => `${s.openFeedback} open`,
  },
  {
    to: '/admin/matches',
    title: 'Matches',
    description: 'Search every player’s matches, read imported logs and remove broken or abusive ones.',
    icon: IconSwords,
    count: (s) => `${s.matchesToday} today`,
  },
  {
    to: '/admin/managers',
    title: 'Managers',
    description: 'Choose who is an admin, and read the audit log of every change.',
    icon: IconUserShield,
    ownerOnly: true,
    count: (s) => `${plural(s.users, 'user', 'users')} · ${plural(s.admins, 'admin', 'admins')}`,
  },
  {
    to: '/admin/seasons',
    title: 'Seasons',
    description: 'Create, edit and delete seasons, and choose the current one.',
    icon: IconCalendarEvent,
  },
  {
    to: '/admin/restricted-pokemon',
    title: 'Restricted Pokémon',
    description: 'Choose which legendaries wear a crown on VGC match cards.',
    icon: IconCrown,
  },
  {
    to: '/admin/regulations',
    title: 'VGC Regulations',
    description: 'Regulations and their Showdown formats, Mega or Tera, restricted limits and banned Pokémon.',
    icon: IconScale,
  },
  {
    to: '/admin/deck-categories',
    title: 'Deck Categories',
    description: 'The archetypes of the community meta and matrix: names, sprites, keywords and core cards.',
    icon: IconCategory,
  },
  {
    to: '/admin/deck-categorization',
    title: 'Deck Categorization',
    description: 'Assign the deck names players typed to categories, many at once.',
    icon: IconTags,
  },
];

/** /admin/hub — the Admin Dashboard. */
export function AdminHubPage() {
  return (
    <AdminOnly>
      <AdminHub />
    </AdminOnly>
  );
}

function AdminHub() {
  const { user } = useAuth();
  const summary = useAdminSummary();
  const owner = isOwnerUser(user);
  return (
    <PageContainer title="Admin Dashboard" subtitle="Tools for the admins and owners of Trainer Log.">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="nav" aria-label="Admin tools">
          {ADMIN_TOOLS.filter((tool) => owner || !tool.ownerOnly).map((tool) => (
            <AdminToolCard key={tool.to} tool={tool} count={summary.data && tool.count?.(summary.data)} />
          ))}
        </SimpleGrid>
        {owner ? <OperationsPanel /> : null}
      </Stack>
    </PageContainer>
  );
}

function AdminToolCard({ tool, count }: { tool: AdminTool; count: string | undefined }) {
  const ToolIcon = tool.icon;
  return (
    <Card component={Link} to={tool.to} withBorder radius="lg" padding="lg" aria-label={tool.title}>
      <Group wrap="nowrap" gap="md" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light">
          <ToolIcon size={24} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} fz="lg">
              {tool.title}
            </Title>
            {count ? (
              <Badge variant="light" tt="none" data-testid="admin-tile-count">
                {count}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {tool.description}
          </Text>
        </div>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0, alignSelf: 'center', opacity: 0.6 }} />
      </Group>
    </Card>
  );
}
