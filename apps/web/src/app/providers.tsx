import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataPortProvider } from '../data/DataPortProvider.tsx';
import { AuthProvider } from '../session/AuthProvider.tsx';
import { ThemeToggleProvider } from '../session/ThemeToggleProvider.tsx';
import { STORAGE_KEYS } from '../storageKeys.ts';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { SessionServices } from './SessionServices.tsx';
import { accessibleCssVariables } from './accessibleColors.ts';
import { theme } from './theme.ts';
import { Toasts } from './Toasts.tsx';

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={accessibleCssVariables}
    >
      <Toasts />
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <DataPortProvider>
              <SessionServices />
              <ThemeToggleProvider>{children}</ThemeToggleProvider>
            </DataPortProvider>
          </AuthProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
