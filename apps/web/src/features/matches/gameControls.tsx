import { Input, SegmentedControl } from '@mantine/core';

/**
 * Game controls shared by the TCG and VGC match forms, so both log a game the same way: the result with its W/L keys
 * and the small "not recorded / A / B" choices.
 */

/** SegmentedControl needs a string for "not recorded". */
export const NONE = 'none';
export const notRecorded = { value: NONE, label: '–' };
export const triState = <T extends string>(value: T | null) => value ?? NONE;
export const fromTriState = <T extends string>(value: string): T | null => (value === NONE ? null : (value as T));
export const boolState = (value: boolean | null) => (value === null ? NONE : value ? 'yes' : 'no');
export const fromBoolState = (value: string) => (value === NONE ? null : value === 'yes');

/**
 * W and L set a game's result and move on to the next game's result once it shows (a Bo3 is then typed as, say,
 * W L W then Enter); after the last game, focus stays put so Enter saves. Games are marked `data-testid="game-N"`.
 */
function focusNextGameResult(from: HTMLElement, index: number) {
  const form = from.closest('form');
  requestAnimationFrame(() => {
    const next = form?.querySelector<HTMLElement>(`[data-testid="game-${index + 2}"] [data-game-result] input`);
    const checked = form?.querySelector<HTMLElement>(
      `[data-testid="game-${index + 2}"] [data-game-result] input:checked`,
    );
    (checked ?? next)?.focus();
  });
}

/** A game's result: Win or Loss, also typed as W or L (see `focusNextGameResult`). */
export function GameResultField(props: {
  index: number;
  /** 'Game 2' — names the control for screen readers. */
  legend: string;
  value: 'win' | 'loss' | null;
  error?: string;
  onChange(result: 'win' | 'loss'): void;
}) {
  const { index, legend, value, error, onChange } = props;
  return (
    <Input.Wrapper label="Result" withAsterisk error={error} description="Keys: W win, L loss">
      <SegmentedControl
        display="flex"
        maw={260}
        color={value === 'loss' ? 'red' : 'teal'}
        data={[
          { value: 'win', label: 'Win' },
          { value: 'loss', label: 'Loss' },
        ]}
        value={value ?? ''}
        onChange={(next) => onChange(next === 'loss' ? 'loss' : 'win')}
        onKeyDown={(event) => {
          const letter = event.key.toLowerCase();
          if (letter === 'w' || letter === 'l') {
            event.preventDefault();
            onChange(letter === 'w' ? 'win' : 'loss');
            focusNextGameResult(event.currentTarget, index);
          }
        }}
        aria-label={`${legend} result`}
        aria-invalid={!!error}
        data-game-result
      />
    </Input.Wrapper>
  );
}

/** One optional game detail chosen from a few values (coin flip, turn order, concession, first knockout). */
export function ChoiceField(props: {
  label: string;
  ariaLabel: string;
  data: { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
}) {
  return (
    <Input.Wrapper label={props.label}>
      <SegmentedControl
        fullWidth
        size="xs"
        data={props.data}
        value={props.value}
        onChange={props.onChange}
        aria-label={props.ariaLabel}
      />
    </Input.Wrapper>
  );
}
