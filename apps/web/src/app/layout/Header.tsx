import { lazy, Suspense } from 'react';
import { enabledModes } from '@trainerlog/core';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconMenu2, IconPlus } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../session/useAuth.ts';
import { Logo } from '../../ui/Logo.tsx';
import { ThemeToggle } from '../../ui/ThemeToggle.tsx';
import { NAVBAR_LOG_MATCH_CHOICES, MODE_GROUPS } from './navigation.ts';
import classes from './Header.module.css';

// Members only: a guest's first visit never downloads the bell (and its popover and notification list).
const NotificationBell = lazy(async () => ({
  default: (await import('../../widgets/notifications/NotificationBell.tsx')).NotificationBell,
}));

/**
 * One header for every width. Above 768 px it is the desktop navbar (links, dropdowns, Log Match); at 768 px and
 * below only the menu toggle, the logo, the notification bell (logged in) and the theme toggle remain (the mobile
 * header).
 */
export function Header({ onOpenNavigation, navigationOpen }: { onOpenNavigation(): void; navigationOpen: boolean }) {
  const { status, user } = useAuth();
  const loggedIn = status === 'authenticated';
  const modes = enabledModes(user?.gamePreferences);
  const groups = MODE_GROUPS.filter((group) => modes.includes(group.mode));
  const choices = NAVBAR_LOG_MATCH_CHOICES.filter((choice) => modes.includes(choice.mode));

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
              {groups.map((group) => (
                <Menu key={group.mode} trigger="click-hover" openDelay={80} closeDelay={150} withinPortal>
                  <Menu.Target>
                    <button type="button" className={classes.link}>
                      {group.short}
                      <IconChevronDown size={14} />
                    </button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Label>{group.title}</Menu.Label>
                    {group.items.map((item) => (
                      <Menu.Item key={item.to} component={Link} to={item.to} leftSection={<item.icon size={16} />}>
                        {item.label}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              ))}
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
          {loggedIn && choices.length > 0 ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button className={classes.desktopOnly} leftSection={<IconPlus size={16} />} radius="md">
                  Log Match
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {choices.map((choice) => (
                  <Menu.Item key={choice.to} component={Link} to={choice.to} leftSection={<choice.icon size={16} />}>
                    {choice.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
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
          <ThemeToggle />
        </Group>
      </div>
    </header>
  );
}
