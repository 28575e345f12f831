/** What features may use: the editor of the player's own Showdown names (settings, the replay import screen). */
export { ShowdownNamesEditor, type ShowdownNamesEditorProps } from './ShowdownNamesEditor.tsx';
export { RememberShowdownName, type RememberShowdownNameProps } from './RememberShowdownName.tsx';
