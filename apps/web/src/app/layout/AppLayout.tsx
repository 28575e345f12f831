import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ConfirmModals } from '../ConfirmModals.tsx';
import { OfflineNotices } from '../OfflineNotices.tsx';
import { UpdatePrompt } from '../UpdatePrompt.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageViewReporter } from './PageViewReporter.tsx';
import classes from './AppLayout.module.css';

// Members' extras load after the page: a first visit (a guest on the landing route) never downloads them.
const FeatureAnnouncement = lazy(async () => ({
  default: (await import('../../features/announcements/FeatureAnnouncement.tsx')).FeatureAnnouncement,
}));
const FeedbackButton = lazy(async () => ({
  default: (await import('../../features/feedback/FeedbackButton.tsx')).FeedbackButton,
}));
// The navigation drawer loads when it is first opened: a first visit that never opens it skips Mantine's drawer,
// scroll area and nav links (issue 18 size budget).
const Sidebar = lazy(async () => ({ default: (await import('./Sidebar.tsx')).Sidebar }));
const LogMatchChooser = lazy(async () => ({ default: (await import('./LogMatchChooser.tsx')).LogMatchChooser }));

export function AppLayout() {
  const location = useLocation();
  const { status } = useAuth();
  // The sidebar is open only for the location it was opened at, so any navigation closes it (spec part 1 §2).
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const sidebarOpen = openedAt === location.key;
  const [sidebarUsed, setSidebarUsed] = useState(false);
  const [chooserOpen, setChooserOpen] = useState(false);

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Header
        onOpenNavigation={() => {
          setSidebarUsed(true);
          setOpenedAt(location.key);
        }}
        navigationOpen={sidebarOpen}
      />
      {sidebarUsed ? (
        <Suspense fallback={null}>
          <Sidebar
            opened={sidebarOpen}
            onClose={() => setOpenedAt(null)}
            onLogMatch={() => {
              setOpenedAt(null);
              setChooserOpen(true);
            }}
          />
        </Suspense>
      ) : null}
      {status === 'authenticated' ? (
        <Suspense fallback={null}>
          <LogMatchChooser opened={chooserOpen} onClose={() => setChooserOpen(false)} />
        </Suspense>
      ) : null}
      <main id="main" className={classes.main}>
        <OfflineNotices />
        <Suspense fallback={<CenteredLoader minHeight="50vh" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {status === 'authenticated' ? (
        <Suspense fallback={null}>
          <FeedbackButton />
          <FeatureAnnouncement />
        </Suspense>
      ) : null}
      <ConfirmModals />
      <UpdatePrompt />
      <PageViewReporter />
      <ScrollRestoration />
    </div>
  );
}
