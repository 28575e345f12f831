import { MATCH_NOTES_MAX_LENGTH } from '@trainerlog/core';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Textarea, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconMaximize, IconMinimize } from '@tabler/icons-react';
import { useViewportSize } from '@mantine/hooks';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { insertIndent, removeIndent, toggleFormat, type TextSelection } from './notesEditing.ts';
import { formatForShortcut, isIndentKey, isSaveShortcut } from './notesShortcuts.ts';
import { NotesStatusLine } from './NotesStatusLine.tsx';
import { useNotesSaving } from './useNotesSaving.ts';

export interface NotesEditorProps {
  opened: boolean;
  /** The dialog's title, e.g. "Game 2 Notes"; it also names the text box. */
  title: string;
  initialText: string;
  /** Persists the notes; a rejection shows `failureMessage` and keeps the text. */
  onSave(text: string): Promise<void>;
  onClose(): void;
  /** The spec's alert for the caller's kind of notes (game notes or match notes). */
  failureMessage: string;
  maxLength?: number;
}

/** Room the header, hint and footer take in full screen, and one line's height, to size the box to the screen. */
const FULL_SCREEN_CHROME_PX = 200;
const LINE_HEIGHT_PX = 22;

const SHORTCUT_HINT = 'Tab indents · Ctrl+B **bold** · Ctrl+I _italic_ · Ctrl+U ++underline++ · Ctrl+Enter saves';

/** The notes dialog of spec part 1 §2 and part 2 §2. Each opening starts again from the caller's text. */
export function NotesEditor(props: NotesEditorProps) {
  const [openings, setOpenings] = useState(0);
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (props.opened !== wasOpened) {
    setWasOpened(props.opened);
    if (props.opened) setOpenings((count) => count + 1);
  }
  return <NotesEditorDialog key={openings} {...props} />;
}

function NotesEditorDialog({
  opened,
  title,
  initialText,
  onSave,
  onClose,
  failureMessage,
  maxLength = MATCH_NOTES_MAX_LENGTH,
}: NotesEditorProps) {
  const [text, setText] = useState(initialText);
  const [fullScreen, setFullScreen] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // A keyboard edit replaces the whole value, so the caret is put back once React has rendered it.
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const closing = useRef(false);
  const saving = useNotesSaving(initialText, onSave);
  const viewport = useViewportSize();
  const fullScreenRows = Math.max(8, Math.floor((viewport.height - FULL_SCREEN_CHROME_PX) / LINE_HEIGHT_PX));

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !textareaRef.current) return;
    pendingSelection.current = null;
    textareaRef.current.setSelectionRange(selection.start, selection.end);
  }, [text]);

  const change = (next: string) => {
    setText(next);
    saving.scheduleAutosave(next);
  };

  const applyEdit = (next: TextSelection) => {
    // Refused rather than cut: a half-inserted marker pair would be worse than nothing.
    if (next.text.length > maxLength) return;
    pendingSelection.current = { start: next.start, end: next.end };
    change(next.text);
  };

  const saveAndClose = async () => {
    if (closing.current) return;
    closing.current = true;
    const outcome = await saving.save(text);
    closing.current = false;
    if (outcome !== 'failed') onClose();
  };

  const cancel = () => {
    saving.cancelAutosave();
    onClose();
  };

  const onTextKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const area = event.currentTarget;
    const current = { text: area.value, start: area.selectionStart, end: area.selectionEnd };
    if (isIndentKey(event)) {
      const next = event.shiftKey ? removeIndent(current) : insertIndent(current);
      // Shift+Tab on an unindented line is left to the browser: the keyboard way out of the text box.
      if (!next) return;
      event.preventDefault();
      applyEdit(next);
      return;
    }
    const format = formatForShortcut(event);
    if (format) {
      event.preventDefault();
      applyEdit(toggleFormat(current, format));
    }
  };

  // Handled on the whole dialog so the keys work from the buttons too; Mantine's own Esc handling is off.
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isSaveShortcut(event)) {
      event.preventDefault();
      void saveAndClose();
    } else if (event.key === 'Escape' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (fullScreen) setFullScreen(false);
      else cancel();
    }
  };

  return (
    <Modal.Root
      opened={opened}
      onClose={cancel}
      size="xl"
      fullScreen={fullScreen}
      closeOnEscape={false}
      // Typed notes are not thrown away by a stray click beside the dialog.
      closeOnClickOutside={false}
    >
      <Modal.Overlay />
      <Modal.Content>
        <div onKeyDown={onDialogKeyDown}>
          <Modal.Header>
            <Modal.Title fw={700}>{title}</Modal.Title>
            <Group gap={4} wrap="nowrap">
              <Tooltip label={fullScreen ? 'Exit full screen' : 'Full screen'}>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={fullScreen ? 'Exit full screen' : 'Full screen'}
                  aria-pressed={fullScreen}
                  onClick={() => setFullScreen((value) => !value)}
                >
                  {fullScreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
                </ActionIcon>
              </Tooltip>
              <Modal.CloseButton aria-label="Close" />
            </Group>
          </Modal.Header>
          <Modal.Body>
            <Stack gap="sm">
              {saving.status === 'failed' && (
                <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
                  {failureMessage}
                </Alert>
              )}
              <Textarea
                ref={textareaRef}
                aria-label={title}
                description={SHORTCUT_HINT}
                value={text}
                maxLength={maxLength}
                onChange={(event) => change(event.currentTarget.value)}
                onKeyDown={onTextKeyDown}
                data-autofocus
                // Always autosized: switching Mantine's autosize off would remount the box and lose the caret.
                autosize
                minRows={fullScreen ? fullScreenRows : 8}
                maxRows={fullScreen ? fullScreenRows : 16}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              />
              <Group justify="space-between" align="center" gap="sm">
                <NotesStatusLine text={text} maxLength={maxLength} status={saving.status} />
                <Group gap="sm" ml="auto">
                  <Button variant="default" onClick={cancel}>
                    Cancel
                  </Button>
                  <Button onClick={() => void saveAndClose()} loading={saving.status === 'saving'}>
                    Save
                  </Button>
                </Group>
              </Group>
            </Stack>
          </Modal.Body>
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
