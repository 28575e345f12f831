// The app's worker seam (issue 28): where no Worker exists (this DOM has none) a task runs in the page with the same
// answer, and a computation's error comes back as an Error with its message.
import { previewPtcglPaste, tcgPersonalAnalytics } from '@trainerlog/core';
import { describe, expect, it } from 'vitest';
import { runCoreTask } from '../../src/data/worker/runCoreTask.ts';

describe('runCoreTask', () => {
  it('answers as the core function does when it runs in the page', async () => {
    const options = { query: { convention: 'loss' as const, granularity: 'month' as const }, seasons: [], decks: [] };
    expect(await runCoreTask('tcgPersonalAnalytics', [], options)).toEqual(tcgPersonalAnalytics([], options));
    const text = 'Setup\nOpponent conceded. Ash wins.';
    expect(await runCoreTask('previewPtcglPaste', text, {})).toEqual(previewPtcglPaste(text, {}));
  });

  it('rejects with the error the computation threw', async () => {
    await expect(runCoreTask('tcgPersonalAnalytics', null as never, null as never)).rejects.toBeInstanceOf(Error);
  });
});
