import { enabledModes } from '@trainerlog/core';
import { Modal, Stack, Text, ThemeIcon, UnstyledButton, Group } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SIDEBAR_LOG_MATCH_CHOICES } from './navigation.ts';
import { useAuth } from '../../session/useAuth.ts';
import classes from './LogMatchChooser.module.css';

/** The sidebar's "Log New Match" chooser: one large, touch-friendly entry per enabled way of logging. */
export function LogMatchChooser({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { user } = useAuth();
  const modes = enabledModes(user?.gamePreferences);
  const choices = SIDEBAR_LOG_MATCH_CHOICES.filter((choice) => modes.includes(choice.mode));
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
