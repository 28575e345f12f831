import { Button, Stack, Text } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import { useState } from 'react';
import { readClipboardText } from './clipboardText.ts';

interface PasteFromClipboardProps {
  /** The clipboard's text: the import's box takes it as if it had been pasted there. */
  onText(text: string): void;
}

/**
 * "Paste from clipboard" (issue 28): one tap instead of long-press → Paste on a phone. When the browser refuses or has
 * no clipboard reading, it says so under the button, and the box is left as it was.
 */
export function PasteFromClipboard({ onText }: PasteFromClipboardProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const paste = async () => {
    setReading(true);
    const read = await readClipboardText();
    setReading(false);
    if ('error' in read) return setProblem(read.error);
    setProblem(null);
    onText(read.text);
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="default"
        leftSection={<IconClipboardText size={16} />}
        loading={reading}
        onClick={() => void paste()}
      >
        Paste from clipboard
      </Button>
      {problem ? (
        <Text size="sm" c="red" role="alert" data-testid="clipboard-problem">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
