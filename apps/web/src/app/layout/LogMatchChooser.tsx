import { Modal, Stack, Text, ThemeIcon, UnstyledButton, Group } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { LogMatchChoice } from './navigation.ts';
import classes from './LogMatchChooser.module.css';

/** The sidebar's "Log New Match" chooser: one large, touch-friendly entry per enabled way of logging. */
export function LogMatchChooser({
  opened,
  onClose,
  choices,
}: {
  opened: boolean;
  onClose(): void;
  choices: LogMatchChoice[];
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Log New Match" centered zIndex={400} radius="lg">
      <Stack gap="sm">
        {choices.map((choice) => (
          <UnstyledButton key={choice.to} component={Link} to={choice.to} onClick={onClose} className={classes.choice}>
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="md" variant="light" color={choice.mode === 'tcg' ? 'orange' : 'grape'}>
                <choice.icon size={24} />
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Text fw={700}>{choice.sidebarLabel}</Text>
                <Text size="sm" c="dimmed">
                  {choice.description}
                </Text>
              </div>
              <IconChevronRight size={18} aria-hidden="true" />
            </Group>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}
