import { lazy, Suspense } from 'react';
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconMenu2, IconPlus } from '@tabler/icons-react';
import { getToken } from '../../api/token.ts';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../session/useAuth.ts';
import { Logo } from '../../ui/Logo.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import classes from './Header.module.css';

// Members only: a guest's first visit never downloads the bell (and its popover and notification list).
const NotificationBell = lazy(async () => ({
  default: (await import('../../widgets/notifications/NotificationBell.tsx')).NotificationBell,
}));

// Members only as well: the menus (Mantine's menu and popover). With a session token they start loading at once,
// alongside the session check, so the navbar is complete when the user is known.
const loadMemberMenus = () => import('./MemberMenus.tsx');
if (getToken() !== null) void loadMemberMenus();
const ModeMenus = lazy(async () => ({ default: (await loadMemberMenus()).ModeMenus }));
const LogMatchMenu = lazy(async () => ({ default: (await loadMemberMenus()).LogMatchMenu }));

/**
 * One header for every width. Above 768 px it is the desktop navbar (links, dropdowns, Log Match); at 768 px and
 * below only the menu toggle, the logo, the notification bell (logged in), Log Match and the theme toggle remain (the
 * mobile header). Log Match is on every screen at every width, for guests too (issue 28: logging is one tap away at
 * the tournament table); on phones and for guests it opens the Log New Match chooser, on a member's navbar the menu.
 */
export function Header({
  onOpenNavigation,
  navigationOpen,
  onLogMatch,
}: {
  onOpenNavigation(): void;
  navigationOpen: boolean;
  /** Opens the Log New Match chooser. */
  onLogMatch(): void;
}) {
  const { status, user } = useAuth();
  const loggedIn = status === 'authenticated';

  return (
    <header className={classes.header}>
      <div className={classes.inner}>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Open navigation"
            aria-expanded={navigationOpen}
            aria-controls="app-navigation"
            onClick={onOpenNavigation}
          >
            <IconMenu2 size={22} />
          </ActionIcon>
          <Logo />
        </Group>

        {loggedIn ? (
          <nav className={classes.desktopOnly} aria-label="Main">
            <Group gap={4} wrap="nowrap">
              <NavLink to="/dashboard" className={classes.link}>
                Dashboard
              </NavLink>
              <Suspense fallback={null}>
                <ModeMenus user={user} />
              </Suspense>
              <NavLink to="/profile-settings" className={classes.link}>
                Profile
              </NavLink>
            </Group>
          </nav>
        ) : null}

        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          {/* The bell shows at every width: next to Log Match on the navbar, beside the theme toggle on phones. */}
          {loggedIn ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null}
          {loggedIn ? (
            <Suspense fallback={null}>
              <LogMatchMenu user={user} />
            </Suspense>
          ) : null}
          {status !== 'loading' ? (
            <Button
              className={loggedIn ? classes.mobileOnly : undefined}
              leftSection={<IconPlus size={16} />}
              radius="md"
              size="compact-md"
              onClick={onLogMatch}
              aria-haspopup="dialog"
              aria-label="Log Match"
              data-testid="header-log-match"
            >
              {/* On the narrowest phones "Log" alone fits beside the bell and the theme toggle. */}
              Log<span className={classes.wideOnly}>&nbsp;Match</span>
            </Button>
          ) : null}
          {status === 'unauthenticated' ? (
            <Group gap="xs" wrap="nowrap" className={classes.desktopOnly}>
              <Button component={Link} to="/register" variant="default">
                Register
              </Button>
              <Button component={Link} to="/login">
                Login
              </Button>
            </Group>
          ) : null}
          {/* A member's narrowest header has the bell besides: the toggle stays in the sidebar's Dark mode row. */}
          <span className={loggedIn ? classes.wideOnly : undefined} style={{ display: 'inline-flex' }}>
            <ThemeToggle />
          </span>
        </Group>
      </div>
    </header>
  );
}
