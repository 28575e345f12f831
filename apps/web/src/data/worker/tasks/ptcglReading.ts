// Reading a pasted PTCGL game log for a guest's import preview.
export { previewPtcglPaste } from '@trainerlog/core';
