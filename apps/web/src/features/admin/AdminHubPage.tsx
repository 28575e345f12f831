import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconCategory, IconChevronRight, IconCrown, IconTags, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageContainer } from '../../ui/PageContainer.tsx';
import { AdminOnly } from './AdminOnly.tsx';

interface AdminTool {
  to: string;
  title: string;
  description: string;
  icon: Icon;
}

/** The admin tools that exist. A tool is listed here when its screen lands, never before. */
const ADMIN_TOOLS: readonly AdminTool[] = [
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
      <PageContainer title="Admin Dashboard" subtitle="Tools for the admins and owners of Trainer Log.">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="nav" aria-label="Admin tools">
          {ADMIN_TOOLS.map((tool) => (
            <AdminToolCard key={tool.to} tool={tool} />
          ))}
        </SimpleGrid>
      </PageContainer>
    </AdminOnly>
  );
}

function AdminToolCard({ tool }: { tool: AdminTool }) {
  const ToolIcon = tool.icon;
  return (
    <Card component={Link} to={tool.to} withBorder radius="lg" padding="lg" aria-label={tool.title}>
      <Group wrap="nowrap" gap="md" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light">
          <ToolIcon size={24} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} fz="lg">
            {tool.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {tool.description}
          </Text>
        </div>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0, alignSelf: 'center', opacity: 0.6 }} />
      </Group>
    </Card>
  );
}
