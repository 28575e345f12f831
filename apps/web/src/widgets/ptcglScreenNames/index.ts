/** What features may use: the editor of the player's own PTCGL screen names (settings, the log import screen). */
export { PtcglScreenNamesEditor, type PtcglScreenNamesEditorProps } from './PtcglScreenNamesEditor.tsx';
