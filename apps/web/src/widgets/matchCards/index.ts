/**
 * What other features use from here: the TCG and VGC match cards, their details dialogs (and the dialogs' bodies, for
 * a group's popup) and the delete confirmation.
 */
export { DeleteMatchDialog, type DeleteMatchDialogProps } from './DeleteMatchDialog.tsx';
export { TcgMatchCard, type TcgMatchCardProps } from './TcgMatchCard.tsx';
export {
  TcgMatchDetails,
  TcgMatchDetailsDialog,
  type TcgMatchDetailsDialogProps,
  type TcgMatchDetailsProps,
} from './TcgMatchDetailsDialog.tsx';
export type { MatchCardLook, NotesTarget, YourDeckSprites } from './types.ts';
export { VgcMatchCard, type VgcMatchCardProps } from './VgcMatchCard.tsx';
export {
  VgcMatchDetails,
  VgcMatchDetailsDialog,
  type VgcMatchDetailsDialogProps,
  type VgcMatchDetailsProps,
} from './VgcMatchDetailsDialog.tsx';
export { useVgcMatchDialogs, VgcMatchDialogs, type VgcMatchDialogsProps } from './VgcMatchDialogs.tsx';
export { VgcMatchNotesEditor, type VgcMatchNotesEditorProps } from './VgcMatchNotesEditor.tsx';
export type { IsRestricted } from './VgcPokemon.tsx';
export { GAME_NOTES_SAVE_FAILED, vgcNotesChanges, type VgcNotesChanges } from './vgcNotes.ts';
