import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { ConfirmModals } from '../ConfirmModals.tsx';
import { OfflineNotices } from '../OfflineNotices.tsx';
import { UpdatePrompt } from '../UpdatePrompt.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { HEADER_LOG_MATCH_CHOICES, SIDEBAR_LOG_MATCH_CHOICES, type LogMatchChoice } from './navigation.ts';
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
  // The chooser loads when first asked for (the header's Log Match, the sidebar's Log New Match), for guests too.
  const [chooserUsed, setChooserUsed] = useState(false);
  const [chooserEntries, setChooserEntries] = useState<readonly LogMatchChoice[]>(SIDEBAR_LOG_MATCH_CHOICES);
  const openChooser = (entries: readonly LogMatchChoice[]) => {
    setChooserUsed(true);
    setChooserEntries(entries);
    setChooserOpen(true);
  };

  return (
    <div className={classes.shell} data-floating-action={status === 'authenticated' || undefined}>
      {/* The first focusable element: keyboard users skip the header straight to the page (WCAG 2.4.1). */}
      <a href="#main-content" className={classes.skip}>
        Skip to main content
      </a>
      <Header
        onOpenNavigation={() => {
          setSidebarUsed(true);
          setOpenedAt(location.key);
        }}
        navigationOpen={sidebarOpen}
        onLogMatch={() => openChooser(HEADER_LOG_MATCH_CHOICES)}
      />
      {sidebarUsed ? (
        <Suspense fallback={null}>
          <Sidebar
            opened={sidebarOpen}
            onClose={() => setOpenedAt(null)}
            onLogMatch={() => {
              setOpenedAt(null);
              openChooser(SIDEBAR_LOG_MATCH_CHOICES);
            }}
          />
        </Suspense>
      ) : null}
      {chooserUsed ? (
        <Suspense fallback={null}>
          <LogMatchChooser opened={chooserOpen} onClose={() => setChooserOpen(false)} entries={chooserEntries} />
        </Suspense>
      ) : null}
      <main id="main-content" tabIndex={-1} className={classes.main}>
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
