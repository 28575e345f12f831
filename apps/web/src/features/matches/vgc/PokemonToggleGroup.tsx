import { Input, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Sprite, type SpriteSide } from '../../../ui/Sprite.tsx';
import { NO_TYPEAHEAD, typeaheadStep } from './pickTypeahead.ts';
import classes from './PokemonToggleGroup.module.css';

interface PokemonToggleGroupProps {
  label: string;
  description?: string;
  /** The team the picks are made from, in team-preview order. */
  team: string[];
  selected: string[];
  side: SpriteSide;
  error?: string;
  canToggle(name: string): boolean;
  onToggle(name: string): void;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Picks among a team's Pokémon as toggle chips in team-preview order, each with its sprite, its name (sprites fall
 * back to look-alike placeholders, and touch screens have no hover) and its number. One tab stop for the whole row:
 * arrows, Home and End move between the Pokémon with a visible focus ring, Space or Enter toggles the focused one,
 * the digits 1–6 toggle the n-th Pokémon, and typing a name's first letters toggles it once they name only one
 * (`pickTypeahead.ts`).
 */
export function PokemonToggleGroup({
  label,
  description,
  team,
  selected,
  side,
  error,
  canToggle,
  onToggle,
}: PokemonToggleGroupProps) {
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const typed = useRef(NO_TYPEAHEAD);
  const isSelected = (name: string) => selected.some((n) => same(n, name));
  const current = Math.min(focusIndex, Math.max(team.length - 1, 0));

  const moveTo = (index: number) => {
    const next = (index + team.length) % team.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  const toggleAt = (index: number) => {
    moveTo(index);
    const name = team[index]!;
    if (canToggle(name)) onToggle(name);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (team.length === 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (key === 'ArrowRight' || key === 'ArrowDown') moveTo(current + 1);
    else if (key === 'ArrowLeft' || key === 'ArrowUp') moveTo(current - 1);
    else if (key === 'Home') moveTo(0);
    else if (key === 'End') moveTo(team.length - 1);
    else if (/^[1-6]$/.test(key) && Number(key) <= team.length) toggleAt(Number(key) - 1);
    else if (/^\p{L}$/u.test(key)) {
      const step = typeaheadStep(team, typed.current, key, event.timeStamp);
      typed.current = step.state;
      if (step.focus !== null && step.toggle) toggleAt(step.focus);
      else if (step.focus !== null) moveTo(step.focus);
    } else return;
    event.preventDefault();
  };

  const chosen = team.filter(isSelected);
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <div role="group" aria-label={label} className={classes.group} onKeyDown={onKeyDown}>
        {team.map((name, index) => {
          const pressed = isSelected(name);
          const refused = !pressed && !canToggle(name);
          return (
            <button
              key={name}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              className={classes.toggle}
              data-side={side}
              title={name}
              aria-pressed={pressed}
              aria-disabled={refused || undefined}
              tabIndex={index === current ? 0 : -1}
              onFocus={() => setFocusIndex(index)}
              onClick={() => {
                if (!refused) onToggle(name);
              }}
            >
              <span className={classes.number} aria-hidden="true">
                {index + 1}
              </span>
              <Sprite name={name} side={side} size="small" alt="" className={classes.sprite} />
              <span className={classes.name}>{name}</span>
              {pressed ? <IconCheck size={14} stroke={3} className={classes.check} aria-hidden="true" /> : null}
            </button>
          );
        })}
      </div>
      <Text size="xs" c="dimmed" mt={4} lineClamp={2} data-testid="picked-names">
        {chosen.length > 0 ? chosen.join(', ') : 'None picked'}
      </Text>
    </Input.Wrapper>
  );
}
