import { describe, expect, it } from 'vitest';
import { Z_95, wilsonInterval } from '../../src/index.ts';

// Expected values worked out from the Wilson formula outside this code (z = 1.959964, 5 decimals) and spot-checked
// against published tables (5/10 → 23.7%–76.3%, 0/10 → 0–27.8%, 7/20 → 18.1%–56.7%).
describe('wilsonInterval', () => {
  it.each([
    // successes, trials, low, high
    [0, 10, 0, 0.27753],
    [5, 10, 0.23659, 0.76341],
    [10, 10, 0.72247, 1],
    [1, 1, 0.20655, 1],
    [0, 1, 0, 0.79345],
    [7, 20, 0.18119, 0.56715],
    [1, 3, 0.06149, 0.79234],
    [500, 1000, 0.46907, 0.53093],
    [6000, 10000, 0.59036, 0.60956],
  ])('%s of %s → %s..%s', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials);
    expect(interval).not.toBeNull();
    expect(interval!.low).toBeCloseTo(low, 4);
    expect(interval!.high).toBeCloseTo(high, 4);
  });

  it('gives exact 0 and 1 at the ends and stays within 0..1', () => {
    expect(wilsonInterval(0, 10)!.low).toBe(0);
    expect(wilsonInterval(10, 10)!.high).toBe(1);
    for (let n = 1; n <= 40; n++) {
      for (let k = 0; k <= n; k++) {
        const { low, high } = wilsonInterval(k, n)!;
        expect(low).toBeGreaterThanOrEqual(0);
        expect(high).toBeLessThanOrEqual(1);
        expect(low).toBeLessThanOrEqual(k / n);
        expect(high).toBeGreaterThanOrEqual(k / n);
      }
    }
  });

  it('is symmetric: k of n mirrors n − k of n', () => {
    const a = wilsonInterval(3, 11)!;
    const b = wilsonInterval(8, 11)!;
    expect(a.low).toBeCloseTo(1 - b.high, 12);
    expect(a.high).toBeCloseTo(1 - b.low, 12);
  });

  it('accepts fractional successes (a tie as ⅓ of a win)', () => {
    // 2⅓ of 4: p = 0.58333 → 0.19504..0.88998.
    const { low, high } = wilsonInterval(7 / 3, 4)!;
    expect(low).toBeCloseTo(0.19504, 4);
    expect(high).toBeCloseTo(0.88998, 4);
  });

  it('narrows as n grows and widens with a larger z', () => {
    const small = wilsonInterval(5, 10)!;
    const large = wilsonInterval(50, 100)!;
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    const wide = wilsonInterval(5, 10, 2.575829)!; // 99%
    expect(wide.high - wide.low).toBeGreaterThan(small.high - small.low);
    expect(wilsonInterval(5, 10, Z_95)).toEqual(small);
  });

  it('is null without trials or with impossible input', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(wilsonInterval(-1, 5)).toBeNull();
    expect(wilsonInterval(6, 5)).toBeNull();
    expect(wilsonInterval(Number.NaN, 5)).toBeNull();
    expect(wilsonInterval(1, Number.POSITIVE_INFINITY)).toBeNull();
    expect(wilsonInterval(1, 2, 0)).toBeNull();
  });
});
