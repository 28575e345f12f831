// Reading Showdown replays (logs, saved pages, replay JSON) for a guest's import preview.
export { previewShowdownImport } from '@trainerlog/core';
