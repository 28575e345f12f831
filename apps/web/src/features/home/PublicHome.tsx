import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconChartLine, IconBulb, IconFileSpreadsheet, IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GUEST_ENTRY_HINT, GUEST_ENTRY_LABEL, GUEST_ENTRY_PATH } from '../../content/guestEntry.ts';
import { PokeballIcon } from '../../ui/PokeballIcon.tsx';
import { GlobalCounterWidget } from '../../widgets/globalCounts/index.ts';
import classes from './Home.module.css';

const FEATURES = [
  {
    icon: IconListCheck,
    color: 'indigo',
    title: 'Match Tracking',
    text: 'Log every TCG and VGC match game by game: decks and teams, turn order, coin flips, leads and notes.',
  },
  {
    icon: IconChartLine,
    color: 'teal',
    title: 'Performance Analytics',
    text: 'See your win rates, trends and matchups per deck and per team, all-time or for the current season.',
  },
  {
    icon: IconBulb,
    color: 'orange',
    title: 'Gameplay Insights',
    text: 'Find your best and worst matchups, how going first pays off and which leads win you games.',
  },
  {
    icon: IconFileSpreadsheet,
    color: 'grape',
    title: 'CSV Export',
    text: 'Your data is yours: export your matches as CSV for spreadsheets, teammates or your own tools.',
  },
];

export function PublicHome() {
  return (
    <>
      <section className={classes.hero}>
        <Container size="lg" py={{ base: 48, sm: 80 }}>
          <Group justify="space-between" align="center" wrap="nowrap" gap="xl">
            <Stack gap="lg" maw={620}>
              <Badge variant="light" size="lg" radius="sm" w="fit-content">
                Pokémon TCG &amp; VGC match log
              </Badge>
              <Title order={1} className={classes.heroTitle}>
                Track Every Match, <span className={classes.highlight}>Master Every Meta.</span>
              </Title>
              <Text size="lg" c="dimmed">
                Trainer Log is the match journal for competitive Pokémon players. Record your games, learn from the
                numbers and walk into your next tournament prepared.
              </Text>
              <Group gap="sm">
                <Button component={Link} to="/register" size="lg">
                  Create Account
                </Button>
                <Button component={Link} to="/login" size="lg" variant="default">
                  Login
                </Button>
              </Group>
              <Stack gap={6} align="flex-start">
                <Button
                  component={Link}
                  to={GUEST_ENTRY_PATH}
                  size="md"
                  variant="light"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  data-testid="home-guest-entry"
                >
                  {GUEST_ENTRY_LABEL}
                </Button>
                <Text size="sm" c="dimmed">
                  {GUEST_ENTRY_HINT}
                </Text>
              </Stack>
              <GlobalCounterWidget maw={420} />
            </Stack>
            <div className={classes.heroArt} aria-hidden="true">
              <PokeballIcon size={220} />
            </div>
          </Group>
        </Container>
      </section>
      <Container size="lg" py={{ base: 'xl', sm: 64 }}>
        <Stack gap="xl">
          <Stack gap={4} ta="center" align="center">
            <Title order={2}>Everything you need between rounds</Title>
            <Text c="dimmed" maw={560}>
              Built for players who want to know why they win, not just how often.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {FEATURES.map((feature) => (
              <Card key={feature.title} withBorder radius="lg" padding="lg" className={classes.featureCard}>
                <ThemeIcon size={48} radius="md" variant="light" color={feature.color}>
                  <feature.icon size={26} />
                </ThemeIcon>
                <Title order={3} fz="lg" mt="md">
                  {feature.title}
                </Title>
                <Text size="sm" c="dimmed" mt={6}>
                  {feature.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  );
}
