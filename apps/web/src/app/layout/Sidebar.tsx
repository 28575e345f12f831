import { enabledModes, isAdminUser } from '@trainerlog/core';
import { Box, Button, CloseButton, Divider, Drawer, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBook2,
  IconLayoutDashboard,
  IconLifebuoy,
  IconLogin2,
  IconLogout,
  IconPlus,
  IconSettings,
  IconShieldLock,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../session/useAuth.ts';
import { Logo } from '../../ui/Logo.tsx';
import { notify } from '../../ui/notify.ts';
import { ThemeToggle } from './ThemeToggle.tsx';
import { useThemeToggle } from '../../session/themeToggleContext.ts';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { GUEST_ENTRY_HINT, GUEST_ENTRY_LABEL, GUEST_ENTRY_PATH } from '../../content/guestEntry.ts';
import { SIDEBAR_LOG_MATCH_CHOICES, MODE_GROUPS } from './navigation.ts';
import classes from './Sidebar.module.css';

/** Spec part 1 §2, Sidebar. A drawer from the left; it locks page scrolling at 768 px and below. */
export function Sidebar({
  opened,
  onClose,
  onLogMatch,
}: {
  opened: boolean;
  onClose(): void;
  /** Opens the Log New Match chooser; it lives outside the drawer so Escape closes one layer at a time. */
  onLogMatch(): void;
}) {
  const isMobile = useMediaQuery('(max-width: 768px)');
  return (
    <Drawer
      id="app-navigation"
      opened={opened}
      onClose={onClose}
      size={320}
      padding={0}
      withCloseButton={false}
      lockScroll={!!isMobile}
      aria-label="Navigation"
      scrollAreaComponent={ScrollArea.Autosize}
      classNames={{ body: classes.body }}
    >
      <SidebarContent onClose={onClose} onLogMatch={onLogMatch} />
    </Drawer>
  );
}

function SidebarContent({ onClose, onLogMatch }: { onClose(): void; onLogMatch(): void }) {
  const { status, user, logout } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const modes = enabledModes(user?.gamePreferences);
  const choices = SIDEBAR_LOG_MATCH_CHOICES.filter((choice) => modes.includes(choice.mode));

  const link = (label: string, to: string, icon: ReactNode) => (
    <NavLink
      key={to}
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={pathname === to}
      className={classes.link}
    />
  );

  const onLogout = async () => {
    await logout();
    notify.info('You have been logged out.');
    navigate('/');
  };

  return (
    <Stack gap={0} mih="100%">
      <Group justify="space-between" px="md" py="sm" className={classes.top}>
        <Logo size="sm" onClick={onClose} />
        <CloseButton aria-label="Close navigation" onClick={onClose} size="lg" />
      </Group>

      {status === 'authenticated' && user ? (
        <>
          <Group gap="sm" wrap="nowrap" px="md" py="md">
            <UserAvatar user={user} size={52} />
            <Box miw={0}>
              <Text fw={700} truncate>
                {user.name || user.username}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                @{user.username}
              </Text>
            </Box>
          </Group>
          {choices.length > 0 ? (
            <Box px="md" pb="sm">
              <Button fullWidth leftSection={<IconPlus size={18} />} onClick={onLogMatch}>
                Log New Match
              </Button>
            </Box>
          ) : null}

          <SectionTitle>Dashboard</SectionTitle>
          {link('Overview', '/dashboard', <IconLayoutDashboard size={18} />)}
          {MODE_GROUPS.filter((group) => modes.includes(group.mode)).map((group) => (
            <NavLink
              key={group.mode}
              label={group.title}
              leftSection={<group.icon size={18} />}
              defaultOpened
              childrenOffset={28}
              className={classes.link}
            >
              {group.items.map((item) => link(item.label, item.to, <item.icon size={16} />))}
            </NavLink>
          ))}

          <SectionTitle>Account</SectionTitle>
          {link('Settings', '/profile-settings', <IconSettings size={18} />)}
          {link('My Friends', '/friends', <IconUsers size={18} />)}
          {link('Patch Notes', '/patch-notes', <IconBook2 size={18} />)}
          {link('Support', '/support', <IconLifebuoy size={18} />)}
          {isAdminUser(user) ? link('Admin Dashboard', '/admin', <IconShieldLock size={18} />) : null}
          <ThemeRow />
          <NavLink
            component="button"
            label="Logout"
            leftSection={<IconLogout size={18} />}
            onClick={onLogout}
            className={classes.link}
            c="red"
          />
        </>
      ) : (
        <>
          <Divider />
          {/* Issue 28: the guest mode the README promises, findable without typing an address. */}
          <Box px="md" pt="md" pb="xs">
            <Button
              component={Link}
              to={GUEST_ENTRY_PATH}
              fullWidth
              variant="light"
              leftSection={<IconLayoutDashboard size={18} />}
              data-testid="sidebar-guest-entry"
            >
              {GUEST_ENTRY_LABEL}
            </Button>
            <Text size="xs" c="dimmed" mt={6}>
              {GUEST_ENTRY_HINT}
            </Text>
          </Box>
          {link('Register', '/register', <IconUserPlus size={18} />)}
          {link('Login', '/login', <IconLogin2 size={18} />)}
          {link('Patch Notes', '/patch-notes', <IconBook2 size={18} />)}
          <ThemeRow />
        </>
      )}

      <Box pb="lg" />
    </Stack>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Text className={classes.section} size="xs" fw={700} c="dimmed" tt="uppercase" px="md" pt="md" pb={4}>
      {children}
    </Text>
  );
}

function ThemeRow() {
  const { scheme } = useThemeToggle();
  return (
    <Group justify="space-between" px="md" py={6} wrap="nowrap">
      <Text size="sm">{scheme === 'dark' ? 'Dark mode' : 'Light mode'}</Text>
      <ThemeToggle size="md" />
    </Group>
  );
}
