/**
 * "Remember this name as mine" (issue 13): one button that adds a name to the player's Showdown names, offered where
 * the import had to ask which player you are, so the next import knows without asking. Hidden once the name is one
 * of them (Showdown user ids compared: case and punctuation ignored).
 */
import { showdownUserId } from '@trainerlog/core';
import { Button, Text } from '@mantine/core';
import { IconBookmarkPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../ui/notify.ts';
import { useShowdownNames } from '../../data/shared/useShowdownNames.ts';
import { showdownNamesFailure } from './ShowdownNamesEditor.tsx';

export interface RememberShowdownNameProps {
  name: string;
  /** Called after the name was saved (the import screen reads its replays again). */
  onSaved?(names: readonly string[]): void;
}

export function RememberShowdownName({ name, onSaved }: RememberShowdownNameProps) {
  const { names, save, saving, ready } = useShowdownNames();
  const [error, setError] = useState<string | null>(null);
  const known = names.some((n) => showdownUserId(n) === showdownUserId(name));
  if (!ready || known || !name.trim()) return null;

  const remember = async () => {
    setError(null);
    try {
      const saved = await save([...names, name]);
      notify.success(`“${name}” is now one of your Showdown names`, { id: 'showdown-names' });
      onSaved?.(saved);
    } catch (failure) {
      setError(showdownNamesFailure(failure));
    }
  };

  return (
    <div>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconBookmarkPlus size={14} />}
        loading={saving}
        onClick={() => void remember()}
        // A long Showdown name wraps inside the button instead of running out of a phone-wide card.
        h="auto"
        py={4}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
      >
        Remember “{name}” as mine
      </Button>
      {error ? (
        <Text size="xs" c="red" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
