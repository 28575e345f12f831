import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../session/AuthProvider.tsx';
import { ThemeToggleProvider } from '../session/ThemeToggleProvider.tsx';
import { STORAGE_KEYS } from '../storageKeys.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { LocalDataSync } from './LocalDataSync.tsx';
import { OfflineMemberSync } from './OfflineNotices.tsx';
import { theme } from './theme.ts';

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      <Notifications position="top-right" limit={4} zIndex={1000} classNames={{ root: 'app-toasts' }} />
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <LocalDataSync />
            <OfflineMemberSync />
            <ThemeToggleProvider>
              <ModalsProvider>{children}</ModalsProvider>
            </ThemeToggleProvider>
          </AuthProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
