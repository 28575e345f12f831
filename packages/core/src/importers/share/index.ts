/** What a share to the installed app is, and which import it opens (issue 28). */
export {
  classifySharedImport,
  SHARED_TEXT_MAX_LENGTH,
  type SharedImport,
  type SharedImportInput,
  type SharedImportKind,
} from './classifySharedImport.ts';
