/**
 * Mantine's modals manager, for the screens' confirmation dialogs (`modals.openConfirmModal`, which it hears through
 * window events). Loaded once the player leaves the landing route, where no screen asks for one: the landing page
 * skips Mantine's modal and scroll area (issue 18 size budget). The screens that confirm are lazy chunks themselves,
 * so the manager has loaded before any of them can ask.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const ModalsManager = lazy(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  return { default: () => <ModalsProvider>{null}</ModalsProvider> };
});

export function ConfirmModals() {
  const { pathname } = useLocation();
  const [needed, setNeeded] = useState(pathname !== '/');
  useEffect(() => {
    if (pathname !== '/') setNeeded(true);
  }, [pathname]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalsManager />
    </Suspense>
  );
}
