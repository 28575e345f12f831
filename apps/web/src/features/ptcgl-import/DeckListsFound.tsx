/**
 * Deck lists pasted with the logs (issue 12: "a list pasted inside a log import is recognised and offered as a
 * deck"): "Deck list found (60 cards)" with "Save as deck".
 *
 * Decisions:
 * - Saving hands the list to the decks screen's own import (router state `importDeckList`), which resolves the cards
 *   against the catalogue and names the deck, then comes back here (`returnTo`); the paste is kept for this tab
 *   (sessionStorage), so the logs are still here to import — with the new deck to choose.
 * - The first lines show under the notice, so two lists in one paste can be told apart.
 */
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCards, IconDeviceFloppy } from '@tabler/icons-react';
import type { PtcglDeckListFound } from './ptcglImport.ts';

const PREVIEW_LINES = 3;

export function DeckListsFound({
  lists,
  onSave,
}: {
  lists: readonly PtcglDeckListFound[];
  onSave(list: PtcglDeckListFound): void;
}) {
  if (lists.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Deck lists found">
      {lists.map((list, i) => {
        const lines = list.text.split('\n').filter((line) => line.trim());
        return (
          <Paper key={`${list.startLine}-${i}`} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <IconCards size={22} aria-hidden style={{ flexShrink: 0 }} />
                <Stack gap={0} miw={0}>
                  <Text fw={600}>Deck list found ({list.totalCards} cards)</Text>
                  <Text size="xs" c="dimmed" ff="monospace" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {lines.slice(0, PREVIEW_LINES).join(' · ')}
                    {lines.length > PREVIEW_LINES ? ' …' : ''}
                  </Text>
                </Stack>
              </Group>
              <Button
                variant="light"
                size="sm"
                leftSection={<IconDeviceFloppy size={16} />}
                onClick={() => onSave(list)}
                aria-label={lists.length > 1 ? `Save deck list ${i + 1} as deck` : 'Save as deck'}
              >
                Save as deck
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
