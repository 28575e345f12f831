/** What other features use from here: the TCG match card, its details dialog and the delete confirmation. */
export { DeleteMatchDialog, type DeleteMatchDialogProps } from './DeleteMatchDialog.tsx';
export { TcgMatchCard, type MatchCardLook, type TcgMatchCardProps } from './TcgMatchCard.tsx';
export { TcgMatchDetailsDialog, type TcgMatchDetailsDialogProps } from './TcgMatchDetailsDialog.tsx';
export type { NotesTarget, YourDeckSprites } from './types.ts';
