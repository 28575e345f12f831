import { ANNOUNCEMENT_DELAY_MS } from '@trainerlog/core';
import { Button, Card, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy, IconWorld } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { STORAGE_KEYS } from '../../storageKeys.ts';

function hasSeen(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.announcementSeen) !== null;
  } catch {
    return true;
  }
}

function markSeen(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.announcementSeen, '1');
  } catch {
    // Not stored: it may show once more.
  }
}

const FEATURES = [
  {
    icon: IconTrophy,
    color: 'orange',
    title: 'Import from Limitless',
    text: 'Bring your tournament results in from Limitless in three quick steps.',
    to: '/import-limitless',
    action: 'Try the import',
  },
  {
    icon: IconWorld,
    color: 'teal',
    title: 'Global Analytics',
    text: 'See how decks perform across every player: matchups, win rates and the meta at a glance.',
    to: '/analytics/global',
    action: 'Explore global stats',
  },
];

/** Spec part 1 §4: shown once, 1 s after load, to a logged-in user who has not dismissed it. Rendered for members only. */
export function FeatureAnnouncement() {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (hasSeen()) return;
    const timer = setTimeout(() => setOpened(true), ANNOUNCEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const dismiss = () => {
    markSeen();
    setOpened(false);
  };

  return (
    <Modal opened={opened} onClose={dismiss} title="New in Trainer Log" centered radius="lg" size="lg">
      <Stack gap="md">
        {FEATURES.map((feature) => (
          <Card key={feature.title} withBorder radius="md" padding="md">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={44} radius="md" variant="light" color={feature.color}>
                <feature.icon size={24} />
              </ThemeIcon>
              <Stack gap={4} style={{ flex: 1 }}>
                <Text fw={700}>{feature.title}</Text>
                <Text size="sm" c="dimmed">
                  {feature.text}
                </Text>
                <Button
                  variant="light"
                  size="xs"
                  w="fit-content"
                  mt={4}
                  onClick={() => {
                    dismiss();
                    navigate(feature.to);
                  }}
                >
                  {feature.action}
                </Button>
              </Stack>
            </Group>
          </Card>
        ))}
        <Group justify="flex-end">
          <Button onClick={dismiss}>Got it</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
