import { describe, expect, it } from 'vitest';
import { inMatchWriteSlot } from '../src/db/matchWriteSlots.ts';

// Issue 18: API match writes of a game wait in the process for one of eight slots before taking a pool connection.

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('match write slots', () => {
  it('runs at most eight writes of a game at once, the others in the order they came, and frees a slot on failure', async () => {
    const db = {};
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const write = (i: number) =>
      inMatchWriteSlot(db, 'tcg', async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        if (i === 0) throw new Error('refused');
        return i;
      });
    const all = Array.from({ length: 12 }, (_, i) => write(i));
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // Another game and another database have slots of their own.
    expect(await inMatchWriteSlot(db, 'vgc', async () => 'vgc')).toBe('vgc');
    expect(await inMatchWriteSlot({}, 'tcg', async () => 'other')).toBe('other');
    gates.shift()!(); // write 0 fails: its slot goes to write 8
    await expect(all[0]).rejects.toThrow('refused');
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    while (gates.length > 0) {
      gates.shift()!();
      await tick();
    }
    expect(await Promise.all(all.slice(1))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(most).toBe(8);
  });
});
