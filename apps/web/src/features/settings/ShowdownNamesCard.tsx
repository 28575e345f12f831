import { ShowdownNamesEditor } from '../../widgets/showdownNames/index.ts';
import { SettingsCard } from './SettingsCard.tsx';

/**
 * Issue 13: "a remembered list of your Showdown names in profile settings" decides which side of a replay is you.
 * The editor is a widget because guests, who have no settings page, keep the same list on the import screen.
 */
export function ShowdownNamesCard() {
  return (
    <SettingsCard
      title="My Showdown names"
      description="Your names on Pokémon Showdown. When you import a replay, the player with one of these names is you."
    >
      <ShowdownNamesEditor />
    </SettingsCard>
  );
}
