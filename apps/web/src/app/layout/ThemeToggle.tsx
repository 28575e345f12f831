import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconMoonStars, IconSun } from '@tabler/icons-react';
import { useThemeToggle } from '../../session/themeToggleContext.ts';
import { DeferredTooltip } from '../../ui/DeferredTooltip.tsx';

/** The sun/moon button; accessible name "Toggle color scheme", pressed while dark. */
export function ThemeToggle(props: ActionIconProps) {
  const { scheme, toggle } = useThemeToggle();
  const dark = scheme === 'dark';
  return (
    <DeferredTooltip label={dark ? 'Switch to light mode' : 'Switch to dark mode'} withArrow openDelay={400}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label="Toggle color scheme"
        aria-pressed={dark}
        onClick={toggle}
        {...props}
      >
        {dark ? <IconSun size={18} stroke={1.8} /> : <IconMoonStars size={18} stroke={1.8} />}
      </ActionIcon>
    </DeferredTooltip>
  );
}
