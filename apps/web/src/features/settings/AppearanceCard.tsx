import { Switch } from '@mantine/core';
import { useThemeToggle } from '../../session/themeToggleContext.ts';
import { SettingsCard } from './SettingsCard.tsx';

export function AppearanceCard() {
  const { scheme, toggle } = useThemeToggle();
  return (
    <SettingsCard title="Appearance" description="Saved on this device and to your account.">
      <Switch
        label="Dark mode"
        description="Easier on the eyes between late-night rounds"
        checked={scheme === 'dark'}
        onChange={toggle}
        size="md"
      />
    </SettingsCard>
  );
}
