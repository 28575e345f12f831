/**
 * The signed-in header's menus: the desktop navigation's mode dropdowns and the Log Match menu. Loaded lazily by
 * Header, so a guest's first visit skips Mantine's menu and popover (issue 18 size budget).
 */
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { enabledModes, type PublicUser } from '@trainerlog/core';
import { MODE_GROUPS, NAVBAR_LOG_MATCH_CHOICES, type LogMatchChoice, type NavGroup } from './navigation.ts';
import classes from './Header.module.css';

/** The desktop navbar's dropdowns, one per game mode the member plays. */
export function ModeMenus({ user }: { user: PublicUser | null }) {
  const modes = enabledModes(user?.gamePreferences);
  return MODE_GROUPS.filter((group) => modes.includes(group.mode)).map((group) => (
    <ModeMenu key={group.mode} group={group} />
  ));
}

function ModeMenu({ group }: { group: NavGroup }) {
  return (
    <Menu trigger="click-hover" openDelay={80} closeDelay={150} withinPortal>
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
  );
}

/** The navbar's Log Match menu, with the game modes the member plays (none: no menu). */
export function LogMatchMenu({ user }: { user: PublicUser | null }) {
  const modes = enabledModes(user?.gamePreferences);
  const choices: LogMatchChoice[] = NAVBAR_LOG_MATCH_CHOICES.filter((choice) => modes.includes(choice.mode));
  if (choices.length === 0) return null;
  return (
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
  );
}
