import { Input, Text, Tooltip } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Sprite, type SpriteSide } from '../../../ui/Sprite.tsx';
import classes from './PokemonToggleGroup.module.css';

interface PokemonToggleGroupProps {
  label: string;
  description?: string;
  /** The team the picks are made from, in order. */
  team: string[];
  selected: string[];
  side: SpriteSide;
  error?: string;
  canToggle(name: string): boolean;
  onToggle(name: string): void;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Picks among a team's Pokémon as sprite toggle buttons, the chosen names listed underneath (sprites alone do not say
 * which forme, and touch screens have no hover). One tab stop for the whole row: arrows move between the Pokémon,
 * Space toggles, and the digits 1–6 toggle the n-th Pokémon directly.
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
  const isSelected = (name: string) => selected.some((n) => same(n, name));
  const current = Math.min(focusIndex, Math.max(team.length - 1, 0));

  const moveTo = (index: number) => {
    const next = (index + team.length) % team.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (team.length === 0) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') moveTo(current + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') moveTo(current - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(team.length - 1);
    else if (/^[1-6]$/.test(event.key) && Number(event.key) <= team.length) {
      const index = Number(event.key) - 1;
      const name = team[index]!;
      setFocusIndex(index);
      buttons.current[index]?.focus();
      if (canToggle(name)) onToggle(name);
    } else return;
    event.preventDefault();
  };

  const chosen = team.filter(isSelected);
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <div role="group" aria-label={label} className={classes.group} onKeyDown={onKeyDown} style={{ marginTop: 4 }}>
        {team.map((name, index) => {
          const pressed = isSelected(name);
          const refused = !pressed && !canToggle(name);
          return (
            <Tooltip key={name} label={name} openDelay={400} withinPortal>
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                type="button"
                className={classes.toggle}
                data-side={side}
                aria-label={name}
                aria-pressed={pressed}
                aria-disabled={refused || undefined}
                tabIndex={index === current ? 0 : -1}
                onFocus={() => setFocusIndex(index)}
                onClick={() => {
                  if (!refused) onToggle(name);
                }}
              >
                <Sprite name={name} side={side} size="small" alt="" />
              </button>
            </Tooltip>
          );
        })}
      </div>
      <Text size="xs" c="dimmed" mt={4} lineClamp={2}>
        {chosen.length > 0 ? chosen.join(', ') : 'None picked'}
      </Text>
    </Input.Wrapper>
  );
}
