import type { PublicUser } from '@trainerlog/core';
import { Anchor, Badge, Card, Container, Flex, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconChartPie,
  IconDownload,
  IconHistory,
  IconPlus,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { LATEST_PATCH_NOTE } from '../../content/patchNotes.ts';
import { GlobalCounterWidget } from '../../widgets/globalCounts/index.ts';
import classes from './Home.module.css';

const CARDS: { title: string; text: string; icon: Icon; color: string }[] = [
  { title: 'Log a Match', text: 'Record a new TCG or VGC match.', icon: IconPlus, color: 'indigo' },
  { title: 'Dashboard', text: 'Your performance at a glance.', icon: IconChartPie, color: 'teal' },
  { title: 'Match History', text: 'Search and review past matches.', icon: IconHistory, color: 'orange' },
  { title: 'Export Data', text: 'Download your matches as CSV.', icon: IconDownload, color: 'grape' },
];

export function WelcomeHome({ user }: { user: PublicUser }) {
  const note = LATEST_PATCH_NOTE;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            Welcome back, {user.name || user.username}!
          </Title>
          <Text c="dimmed" size="lg">
            Ready for your next match? Everything starts from your dashboard.
          </Text>
        </Stack>

        <Flex direction={{ base: 'column', md: 'row' }} gap="lg" align="stretch">
          <Card withBorder radius="lg" padding="lg" className={classes.patchCard} flex={1}>
            <Group gap="md" align="flex-start" wrap="nowrap">
              <ThemeIcon size={44} radius="md" variant="light" color="yellow">
                <IconSparkles size={24} />
              </ThemeIcon>
              <Stack gap={6} miw={0}>
                <Group gap="xs">
                  <Badge variant="filled">v{note.version}</Badge>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    Latest update
                  </Text>
                </Group>
                <Title order={2} fz="lg">
                  {note.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {note.preview}
                </Text>
                <Anchor component={Link} to="/patch-notes" size="sm" fw={600}>
                  Read the patch notes <IconArrowRight size={14} style={{ verticalAlign: -2 }} />
                </Anchor>
              </Stack>
            </Group>
          </Card>
          <GlobalCounterWidget w={{ base: '100%', md: 340 }} style={{ flexShrink: 0 }} />
        </Flex>

        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {CARDS.map((card) => (
            <Card
              key={card.title}
              component={Link}
              to="/dashboard"
              withBorder
              radius="lg"
              padding="lg"
              className={classes.actionCard}
            >
              <ThemeIcon size={48} radius="md" variant="light" color={card.color}>
                <card.icon size={26} />
              </ThemeIcon>
              <Text fw={700} fz="lg" mt="md">
                {card.title}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {card.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
