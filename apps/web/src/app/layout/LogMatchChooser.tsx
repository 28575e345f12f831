import { enabledModes } from '@trainerlog/core';
import { Modal, Stack, Text, ThemeIcon, UnstyledButton, Group } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type LogMatchChoice } from './navigation.ts';
import { useAuth } from '../../session/useAuth.ts';
import classes from './LogMatchChooser.module.css';

/**
 * The "Log New Match" chooser of the sidebar and of the header's Log Match: one large, touch-friendly entry per
 * enabled way of logging among `entries`.
 */
export function LogMatchChooser({
  opened,
  onClose,
  entries,
}: {
  opened: boolean;
  onClose(): void;
  entries: readonly LogMatchChoice[];
}) {
  const { user } = useAuth();
  const modes = enabledModes(user?.gamePreferences);
  const choices = entries.filter((choice) => modes.includes(choice.mode));
  return (
    <Modal opened={opened} onClose={onClose} title="Log New Match" centered radius="lg">
      <Stack gap="sm">
        {choices.map((choice) => (
          <UnstyledButton key={choice.to} component={Link} to={choice.to} onClick={onClose} className={classes.choice}>
            <Group wrap="nowrap" gap="md">
              <ThemeIcon size={44} radius="md" variant="light" color={choice.mode === 'tcg' ? 'orange' : 'grape'}>
                <choice.icon size={24} />
              </ThemeIcon>
              <div style={{ flex: 1 }}>
                <Text fw={700}>{choice.label}</Text>
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
