import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';

export const COUNT_UP_DURATION_MS = 600;

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * The number to show while counting from the previous value (0 at first) up or down to `target` over 600 ms,
 * one step per animation frame. With "reduce motion" asked for by the system, it jumps straight to the target.
 */
export function useCountUp(target: number): number {
  const reduceMotion = useReducedMotion();
  const [shown, setShown] = useState(0);
  const shownRef = useRef(0);

  useEffect(() => {
    const from = shownRef.current;
    if (reduceMotion || from === target) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    let startedAt: number | null = null;
    const step = (now: number) => {
      startedAt ??= now;
      const progress = Math.min(1, (now - startedAt) / COUNT_UP_DURATION_MS);
      const value = Math.round(from + (target - from) * easeOutCubic(progress));
      shownRef.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, reduceMotion]);

  return reduceMotion ? target : shown;
}
