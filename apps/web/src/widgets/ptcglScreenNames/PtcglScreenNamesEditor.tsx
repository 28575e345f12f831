/**
 * "My PTCGL screen names" (issue 12): the shared names editor (`ui/NamesEditor.tsx`: chips, add, save at once) over
 * the player's own Pokémon TCG Live names. Shown by the settings page (members) and the log import screen (members
 * and guests — a guest has no settings page), with its own data (`usePtcglScreenNames`: the account for members,
 * this browser for guests).
 *
 * Decisions:
 * - Core's rules are checked before sending (see `data/ptcglScreenNames.ts`), so a repeat or a 41-character name is
 *   refused with the same message for guests and members.
 */
import { PTCGL_SCREEN_NAME_MAX_LENGTH, PTCGL_SCREEN_NAMES_MAX } from '@trainerlog/core';
import { errorMessage } from '../../api/client.ts';
import { SCREEN_NAMES_SAVE_FAILED, ScreenNamesError } from '../../data/shared/ptcglScreenNames.ts';
import { usePtcglScreenNames } from '../../data/shared/usePtcglScreenNames.ts';
import { NamesEditor, type NamesEditorProps, type NamesEditorSetup } from '../../ui/NamesEditor.tsx';

/** `onSaved` is called after a successful save with the saved names (the import screen reads its logs again). */
export type PtcglScreenNamesEditorProps = Pick<NamesEditorProps, 'onSaved'>;

/** The message to show for a failed save. */
const screenNamesFailure = (failure: unknown) =>
  failure instanceof ScreenNamesError ? failure.message : errorMessage(failure, SCREEN_NAMES_SAVE_FAILED);

const SETUP: NamesEditorSetup = {
  maxNames: PTCGL_SCREEN_NAMES_MAX,
  maxLength: PTCGL_SCREEN_NAME_MAX_LENGTH,
  failureMessage: screenNamesFailure,
  labels: {
    list: 'Your PTCGL screen names',
    none: 'No screen names yet: the player who exported a log is taken as you.',
    form: 'Add a PTCGL screen name',
    input: 'Add a screen name',
    placeholder: 'As shown in Pokémon TCG Live',
    typeFirst: 'Type a screen name first',
    full: `At most ${PTCGL_SCREEN_NAMES_MAX} screen names`,
  },
};

export function PtcglScreenNamesEditor({ onSaved }: PtcglScreenNamesEditorProps) {
  const data = usePtcglScreenNames();
  return <NamesEditor {...data} {...SETUP} onSaved={onSaved} />;
}
