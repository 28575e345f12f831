import { PtcglScreenNamesEditor } from '../../widgets/ptcglScreenNames/index.ts';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * Issue 12: "a remembered 'my PTCGL screen names' list in profile settings decides [who is you] when the owner is
 * not you". The editor is a widget because guests, who have no settings page, keep the same list on the import
 * screen.
 */
export function PtcglScreenNamesCard() {
  return (
    <SettingsCard
      title="PTCGL screen names"
      description="Your names in Pokémon TCG Live. When you import a log exported by someone else (a friend, your other account), the player with one of these names is you."
    >
      <PtcglScreenNamesEditor />
    </SettingsCard>
  );
}
