import type { Pokepaste } from '@trainerlog/core';
import { Alert, Button, Group, Spoiler, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import { useId } from 'react';

interface PokepasteLinkFieldProps {
  value: string;
  error: string | null;
  loading: boolean;
  onChange(value: string): void;
  onLoad(): void;
}

/**
 * The pokepast.es link box of the import: Enter or Load reads the paste through the server. Its own form, so Enter
 * here never submits anything else; the error sits under the row so the button stays level with the box.
 */
export function PokepasteLinkField({ value, error, loading, onChange, onLoad }: PokepasteLinkFieldProps) {
  const errorId = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!loading) onLoad();
      }}
    >
      <Stack gap={4}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="PokePaste link"
            placeholder="https://pokepast.es/…"
            leftSection={<IconLink size={16} />}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            error={error !== null}
            aria-describedby={error ? errorId : undefined}
            inputMode="url"
            autoComplete="off"
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="light" loading={loading}>
            Load
          </Button>
        </Group>
        {error ? (
          <Text id={errorId} size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}

/** Where the paste in the box came from: pokepast.es's title, author and notes (a team's notes explain its sets). */
export function LoadedPasteNote({ paste }: { paste: Pokepaste }) {
  const notes = paste.notes.trim();
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCheck size={16} />}
      title="Loaded from PokePaste"
      data-testid="pokepaste-loaded"
    >
      <Stack gap={4}>
        <Text size="sm">
          {paste.title ? `“${paste.title}”` : 'An untitled paste'}
          {paste.author ? ` by ${paste.author}` : ''}. Check the preview, then import it.
        </Text>
        {notes ? (
          <Spoiler
            maxHeight={44}
            showLabel="Show all notes"
            hideLabel="Hide notes"
            styles={{ control: { fontSize: 'var(--mantine-font-size-sm)' } }}
          >
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {notes}
            </Text>
          </Spoiler>
        ) : null}
      </Stack>
    </Alert>
  );
}
