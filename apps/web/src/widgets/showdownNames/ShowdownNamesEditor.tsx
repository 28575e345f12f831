/**
 * "My Showdown names" (issue 13): the shared names editor (`ui/NamesEditor.tsx`: chips, add, save at once) over the
 * player's own Pokémon Showdown names. Shown by the settings page (members) and the replay import screen (members
 * and guests — a guest has no settings page), with its own data (`useShowdownNames`: the account for members, this
 * browser for guests).
 *
 * Decisions:
 * - Core's rules are checked before sending (see `data/showdownNames.ts`), so a repeat (`Take Me` and `takeme` are
 *   one Showdown user) or a 31-character name is refused with the same message for guests and members.
 */
import { SHOWDOWN_NAME_MAX_LENGTH, SHOWDOWN_NAMES_MAX } from '@trainerlog/core';
import { errorMessage } from '../../api/client.ts';
import { SHOWDOWN_NAMES_SAVE_FAILED, ShowdownNamesError } from '../../data/shared/showdownNames.ts';
import { useShowdownNames } from '../../data/shared/useShowdownNames.ts';
import { NamesEditor, type NamesEditorProps, type NamesEditorSetup } from '../../ui/NamesEditor.tsx';

/** `onSaved` is called after a successful save with the saved names (the import screen reads its replays again). */
export type ShowdownNamesEditorProps = Pick<NamesEditorProps, 'onSaved'>;

/** The message to show for a failed save (here and by RememberShowdownName). */
export const showdownNamesFailure = (failure: unknown) =>
  failure instanceof ShowdownNamesError ? failure.message : errorMessage(failure, SHOWDOWN_NAMES_SAVE_FAILED);

const SETUP: NamesEditorSetup = {
  maxNames: SHOWDOWN_NAMES_MAX,
  maxLength: SHOWDOWN_NAME_MAX_LENGTH,
  failureMessage: showdownNamesFailure,
  labels: {
    list: 'Your Showdown names',
    none: 'No Showdown names yet: the side whose team matches one of your teams is taken as you.',
    form: 'Add a Showdown name',
    input: 'Add a Showdown name',
    placeholder: 'As shown in Pokémon Showdown',
    typeFirst: 'Type a Showdown name first',
    full: `At most ${SHOWDOWN_NAMES_MAX} Showdown names`,
  },
};

export function ShowdownNamesEditor({ onSaved }: ShowdownNamesEditorProps) {
  const data = useShowdownNames();
  return <NamesEditor {...data} {...SETUP} onSaved={onSaved} />;
}
