/**
 * Mantine's Tooltip, loaded the first time the pointer reaches (or the keyboard focuses) its target: the tooltip and
 * its positioning library are not worth their size on the landing route (issue 18 budget), and nothing shows before
 * someone hovers anyway. Until then the target renders alone; a keyboard focus stays on it across the swap.
 */
import type { Tooltip as MantineTooltip, TooltipProps } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState, type ReactElement, type Ref } from 'react';

type TooltipComponent = typeof MantineTooltip;
let loaded: TooltipComponent | null = null;
let loading: Promise<TooltipComponent> | null = null;

function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('./mantineTooltip.ts').then((module) => (loaded = module.Tooltip));
  return loading;
}

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: React.PointerEvent<HTMLElement>) => void;
  onFocus?: (event: React.FocusEvent<HTMLElement>) => void;
}

export function DeferredTooltip({ children, ...props }: Omit<TooltipProps, 'children'> & { children: ReactElement }) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(() => loaded);
  const refocus = useRef(false);
  const target = useRef<HTMLElement>(null);
  const child = children as ReactElement<TargetProps>;

  useEffect(() => {
    // The swap replaced the focused element with its twin inside the tooltip: give it the focus back.
    if (Tooltip && refocus.current) target.current?.focus();
    refocus.current = false;
  }, [Tooltip]);

  if (Tooltip) return <Tooltip {...props}>{cloneElement(child, { ref: target })}</Tooltip>;

  const load = () =>
    void loadTooltip().then(
      (component) => setTooltip(() => component),
      () => undefined, // Offline without the chunk: the target simply has no tooltip.
    );
  return cloneElement(child, {
    ref: target,
    onPointerEnter: (event) => {
      child.props.onPointerEnter?.(event);
      load();
    },
    onFocus: (event) => {
      child.props.onFocus?.(event);
      refocus.current = document.activeElement === event.currentTarget;
      load();
    },
  });
}
