import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import classes from './UpdatePrompt.module.css';

/** Spec part 1 §4 "Offline app": the new-version prompt UpdatePrompt shows (Reload into it, or Later). */
export function NewVersionPrompt({ onReload, onLater }: { onReload(): void; onLater(): void }) {
  return (
    <Paper className={classes.prompt} shadow="lg" radius="lg" p="md" withBorder role="alertdialog" aria-live="polite">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" radius="xl" size="lg">
          <IconRefresh size={18} />
        </ThemeIcon>
        <div>
          <Text fw={700}>A new version is available</Text>
          <Text size="sm" c="dimmed">
            Reload to get the latest Trainer Log. Anything you have saved stays saved.
          </Text>
          <Group gap="xs" mt="sm">
            <Button size="xs" onClick={onReload}>
              Reload
            </Button>
            <Button size="xs" variant="default" onClick={onLater}>
              Later
            </Button>
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
