import { Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { FeatureAnnouncement } from '../../features/announcements/FeatureAnnouncement.tsx';
import { FeedbackButton } from '../../features/feedback/FeedbackButton.tsx';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { UpdatePrompt } from '../UpdatePrompt.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LogMatchChooser } from './LogMatchChooser.tsx';
import { Sidebar } from './Sidebar.tsx';
import classes from './AppLayout.module.css';

export function AppLayout() {
  const location = useLocation();
  const { status } = useAuth();
  // The sidebar is open only for the location it was opened at, so any navigation closes it (spec part 1 §2).
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const sidebarOpen = openedAt === location.key;
  const [chooserOpen, setChooserOpen] = useState(false);

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Header onOpenNavigation={() => setOpenedAt(location.key)} navigationOpen={sidebarOpen} />
      <Sidebar
        opened={sidebarOpen}
        onClose={() => setOpenedAt(null)}
        onLogMatch={() => {
          setOpenedAt(null);
          setChooserOpen(true);
        }}
      />
      {status === 'authenticated' ? (
        <LogMatchChooser opened={chooserOpen} onClose={() => setChooserOpen(false)} />
      ) : null}
      <main id="main" className={classes.main}>
        <Suspense fallback={<CenteredLoader minHeight="50vh" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {status === 'authenticated' ? (
        <>
          <FeedbackButton />
          <FeatureAnnouncement />
        </>
      ) : null}
      <UpdatePrompt />
      <ScrollRestoration />
    </div>
  );
}
