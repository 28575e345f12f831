/**
 * Step 1's other way in: paste a tournament's link (play.limitlesstcg.com/tournament/<id>/…) or its bare id.
 *
 * Decisions:
 * - The link is read in the browser first (core `parseLimitlessTournamentLink`), so a wrong paste is told at once at
 *   the field without asking anyone.
 * - The standings are read before step 2 opens, so a tournament Limitless does not know (404) or of another game
 *   (400) is told at this field too, where the link can be corrected; an outside failure is an alert with a retry.
 */
import { LIMITLESS_MESSAGES, parseLimitlessTournamentLink } from '@trainerlog/core';
import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useLoadLimitlessPlayers } from '../../data/shared/useLimitlessImport.ts';
import { FailureAlert } from './FailureAlert.tsx';
import { failureText, isRefusal } from './importErrors.ts';

export const LINK_LABEL = 'Tournament link or id';

export function LinkPaste({ onChoose }: { onChoose(id: string): void }) {
  const loadPlayers = useLoadLimitlessPlayers();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [loading, setLoading] = useState(false);

  const open = async (event?: FormEvent) => {
    event?.preventDefault();
    setFailure(null);
    const id = parseLimitlessTournamentLink(text);
    if (!id) {
      setError(LIMITLESS_MESSAGES.linkInvalid);
      return;
    }
    setLoading(true);
    try {
      await loadPlayers(id);
      onChoose(id);
    } catch (caught) {
      if (isRefusal(caught)) setError(failureText(caught));
      else setFailure(caught);
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={(event) => void open(event)} noValidate>
      <Stack gap="xs">
        <div>
          <Title order={3} fz="md">
            Have the link?
          </Title>
          <Text size="sm" c="dimmed">
            Paste the tournament&apos;s page from Limitless, or just its id.
          </Text>
        </div>
        <TextInput
          label={LINK_LABEL}
          placeholder="https://play.limitlesstcg.com/tournament/…"
          leftSection={<IconLink size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              <Button type="submit" loading={loading} style={{ flexShrink: 0 }}>
                Open
              </Button>
            </Group>
          )}
        />
        {failure ? (
          <FailureAlert title="Could not open the tournament" error={failure} onRetry={() => void open()} />
        ) : null}
      </Stack>
    </form>
  );
}
