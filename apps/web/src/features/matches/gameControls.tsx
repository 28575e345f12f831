import { Input, Textarea } from '@mantine/core';
import { SegmentedControl } from '../../ui/SegmentedControl.tsx';

/**
 * Game controls shared by the TCG and VGC match forms, so both log a game the same way: the result with its W/L keys,
 * the small "not recorded / A / B" choices and the game's notes.
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

/**
 * A game's result: Win or Loss, also typed as W or L (see `focusNextGameResult`); with `allowTie` (issue 29: time was
 * called) Tie as well, typed as T.
 */
export function GameResultField(props: {
  index: number;
  /** 'Game 2' — names the control for screen readers. */
  legend: string;
  value: 'win' | 'loss' | 'tie' | null;
  allowTie?: boolean;
  error?: string;
  onChange(result: 'win' | 'loss' | 'tie'): void;
}) {
  const { index, legend, value, allowTie = false, error, onChange } = props;
  const keys: Record<string, 'win' | 'loss' | 'tie'> = allowTie
    ? { w: 'win', l: 'loss', t: 'tie' }
    : { w: 'win', l: 'loss' };
  return (
    <Input.Wrapper
      label="Result"
      withAsterisk
      error={error}
      description={allowTie ? 'Keys: W win, L loss, T tie' : 'Keys: W win, L loss'}
    >
      <SegmentedControl
        display="flex"
        maw={allowTie ? 340 : 260}
        color={value === 'loss' ? 'red' : value === 'tie' ? 'gray' : 'teal'}
        data={[
          { value: 'win', label: 'Win' },
          { value: 'loss', label: 'Loss' },
          ...(allowTie ? [{ value: 'tie', label: 'Tie' }] : []),
        ]}
        value={value ?? ''}
        onChange={(next) => onChange(next === 'loss' ? 'loss' : next === 'tie' ? 'tie' : 'win')}
        onKeyDown={(event) => {
          const result = keys[event.key.toLowerCase()];
          if (result) {
            event.preventDefault();
            onChange(result);
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

/** A game's notes: 'Game 2 notes' in a best-of-3, plain 'Game notes' when the match has one game. */
export function GameNotesField(props: {
  index: number;
  showTitle: boolean;
  value: string;
  error?: string;
  onChange(notes: string): void;
}) {
  return (
    <Textarea
      label={props.showTitle ? `Game ${props.index + 1} notes` : 'Game notes'}
      autosize
      minRows={1}
      maxRows={6}
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error}
    />
  );
}
