import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBug, IconCode, IconHeartHandshake, IconShare, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../ui/PageContainer.tsx';

const WAYS: { icon: Icon; color: string; title: string; text: ReactNode }[] = [
  {
    icon: IconBug,
    color: 'red',
    title: 'Report bugs and ideas',
    text: (
      <>
        Every report makes Trainer Log better. Send one from the{' '}
        <Anchor component={Link} to="/support">
          Support page
        </Anchor>{' '}
        or with the feedback button.
      </>
    ),
  },
  {
    icon: IconShare,
    color: 'indigo',
    title: 'Tell your playgroup',
    text: 'Share Trainer Log with teammates and your local league. More players means better global statistics.',
  },
  {
    icon: IconCode,
    color: 'teal',
    title: 'Contribute',
    text: 'Good with code, design or deck lists? Tell us through the Support page how you would like to help.',
  },
];

/** An honest page: there is no payment system, only ways to help. */
export function DonatePage() {
  return (
    <PageContainer
      size="md"
      title="Support Trainer Log"
      subtitle="Trainer Log is free and made by players, for players."
    >
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <ThemeIcon size={48} radius="md" variant="light" color="pink">
            <IconHeartHandshake size={28} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            We do not take payments
          </Title>
          <Text>
            There are no ads, no paid tiers and no payment form on this site. If you would like to give something back,
            the most valuable things are your time and your feedback.
          </Text>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {WAYS.map((way) => (
          <Card key={way.title} withBorder radius="lg" padding="lg">
            <ThemeIcon size={40} radius="md" variant="light" color={way.color}>
              <way.icon size={22} />
            </ThemeIcon>
            <Title order={3} fz="md" mt="md">
              {way.title}
            </Title>
            <Text size="sm" c="dimmed" mt={6}>
              {way.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageContainer>
  );
}
