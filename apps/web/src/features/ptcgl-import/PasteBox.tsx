/**
 * Where the logs go in (issue 12): one text box for one log or many, .txt files dropped on it or chosen, and the
 * "Read logs" action (the box and its actions are the import kit's, `ui/importReview/PasteInput.tsx`). A refusal of
 * the text as a whole ("not a log", too long) shows under the box.
 *
 * Decisions:
 * - Files are added after what is in the box (pasteFiles.ts), so the player can mix pasting and dropping; refused
 *   files are named in a toast instead of being silently skipped.
 * - The actions sit inside the drop target: files dropped on them are added too.
 */
import { IconFileText } from '@tabler/icons-react';
import { notify } from '../../ui/notify.ts';
import { ReadActions, TextDropBox } from '../../ui/importReview/PasteInput.tsx';
import { appendText, readTextFiles } from './pasteFiles.ts';

const PLACEHOLDER = `Setup
Ash chose tails for the opening coin flip.
Misty won the coin toss.
…`;

interface PasteBoxProps {
  text: string;
  onTextChange(text: string): void;
  onRead(): void;
  reading: boolean;
  error: string | null;
}

export function PasteBox({ text, onTextChange, onRead, reading, error }: PasteBoxProps) {
  const addFiles = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const read = await readTextFiles(files);
    if (read.refused.length > 0) notify.warning(read.refused.join('; '), { id: 'ptcgl-files' });
    if (read.text) onTextChange(appendText(text, read.text));
  };

  return (
    <TextDropBox
      testId="ptcgl-paste"
      label="Paste one or more game logs"
      description="In Pokémon TCG Live, open the battle log at the end of a match, press Copy, and paste it here. Paste several logs one after another, or drop .txt files on this box."
      placeholder={PLACEHOLDER}
      minRows={6}
      maxRows={14}
      value={text}
      onChange={onTextChange}
      onSubmit={onRead}
      error={error}
      dropHint="Drop .txt files to add them"
      onFiles={(files) => void addFiles(files)}
    >
      <ReadActions
        mt="sm"
        readLabel="Read logs"
        reading={reading}
        onRead={onRead}
        accept=".txt,text/plain"
        filesLabel="Add .txt files"
        filesButton="Add .txt files"
        filesIcon={<IconFileText size={16} />}
        onFiles={(files) => void addFiles(files)}
        canClear={!!text}
        onClear={() => onTextChange('')}
        // Added after what is there, as dropped files are: several logs make one paste.
        onPasteText={(pasted) => onTextChange(appendText(text, pasted))}
      />
    </TextDropBox>
  );
}
