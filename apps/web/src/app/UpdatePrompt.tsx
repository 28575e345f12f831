import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { notify } from '../ui/notify.ts';
import classes from './UpdatePrompt.module.css';

/** Spec part 1 §4 "Offline app": look for a new version every 5 minutes and offer to reload into it. */
export const UPDATE_CHECK_INTERVAL_MS = 5 * 60_000;

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    offlineReady: [offlineReady, setOfflineReady],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (registration.installing || !navigator.onLine) return;
        registration.update().catch(() => {
          // Offline or the server is restarting: the next check tries again.
        });
      }, UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error) {
      console.warn('Offline support is unavailable', error);
    },
  });

  useEffect(() => {
    if (!offlineReady) return;
    notify.info('Trainer Log is ready to work offline.', { id: 'offline-ready' });
    setOfflineReady(false);
  }, [offlineReady, setOfflineReady]);

  if (!needRefresh) return null;
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
            <Button size="xs" onClick={() => void updateServiceWorker(true)}>
              Reload
            </Button>
            <Button size="xs" variant="default" onClick={() => setNeedRefresh(false)}>
              Later
            </Button>
          </Group>
        </div>
      </Group>
    </Paper>
  );
}
