import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotesEditor, type NotesEditorProps } from '../../../src/ui/notes/NotesEditor.tsx';

const FAILURE = 'Failed to save match notes. Please try again.';

function renderEditor(props: Partial<NotesEditorProps> = {}) {
  const onSave = vi.fn<(text: string) => Promise<void>>(async () => {});
  const onClose = vi.fn();
  const view = render(
    <MantineProvider>
      <NotesEditor
        opened
        title="Game 2 Notes"
        initialText=""
        onSave={onSave}
        onClose={onClose}
        failureMessage={FAILURE}
        {...props}
      />
    </MantineProvider>,
  );
  const textarea = screen.getByRole('textbox', { name: 'Game 2 Notes' }) as HTMLTextAreaElement;
  return { ...view, onSave: props.onSave ? vi.mocked(props.onSave) : onSave, onClose, textarea };
}

function type(textarea: HTMLTextAreaElement, value: string) {
  fireEvent.change(textarea, { target: { value } });
}

function select(textarea: HTMLTextAreaElement, start: number, end = start) {
  textarea.focus();
  textarea.setSelectionRange(start, end);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('NotesEditor', () => {
  it('shows the title, the notes and their character and word counts against the limit', () => {
    const { textarea } = renderEditor({ initialText: 'Opponent opened Iron Hands' });
    expect(screen.getByText('Game 2 Notes')).toBeTruthy();
    expect(textarea.value).toBe('Opponent opened Iron Hands');
    expect(screen.getByTestId('notes-character-count').textContent).toBe('26 / 10,000 characters');
    expect(screen.getByTestId('notes-word-count').textContent).toBe('4 words');
    type(textarea, 'GG');
    expect(screen.getByTestId('notes-character-count').textContent).toBe('2 / 10,000 characters');
    expect(screen.getByTestId('notes-word-count').textContent).toBe('1 word');
  });

  it('Tab inserts four spaces at the caret instead of leaving the text box', () => {
    const { textarea } = renderEditor({ initialText: 'ab' });
    select(textarea, 1);
    const event = fireEvent.keyDown(textarea, { key: 'Tab' });
    expect(event).toBe(false);
    expect(textarea.value).toBe('a    b');
    expect(textarea.selectionStart).toBe(5);
  });

  it.each([
    ['b', '**'],
    ['i', '_'],
    ['u', '++'],
  ])('Ctrl+%s wraps the selection in %s and a second press unwraps it', (key, marker) => {
    const { textarea } = renderEditor({ initialText: 'play around Boss' });
    select(textarea, 12, 16);
    fireEvent.keyDown(textarea, { key, ctrlKey: true });
    expect(textarea.value).toBe(`play around ${marker}Boss${marker}`);
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([12 + marker.length, 16 + marker.length]);
    fireEvent.keyDown(textarea, { key, ctrlKey: true });
    expect(textarea.value).toBe('play around Boss');
  });

  it('accepts Cmd as the modifier on macOS and puts the caret inside an empty pair', () => {
    const { textarea } = renderEditor({ initialText: 'x ' });
    select(textarea, 2);
    fireEvent.keyDown(textarea, { key: 'b', metaKey: true });
    expect(textarea.value).toBe('x ****');
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([4, 4]);
  });

  it('Ctrl+Enter saves the text and closes', async () => {
    const { textarea, onSave, onClose } = renderEditor({ initialText: 'old' });
    type(textarea, 'new notes');
    fireEvent.keyDown(textarea, { key: 'Enter', ctrlKey: true });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('new notes');
  });

  it('Esc cancels without saving', () => {
    const { textarea, onSave, onClose } = renderEditor({ initialText: 'old' });
    type(textarea, 'changed');
    fireEvent.keyDown(textarea, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Esc in full screen leaves full screen only', () => {
    const { textarea, onClose } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeTruthy();
    fireEvent.keyDown(textarea, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(textarea, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('autosaves 5 s after the last edit, not before, and shows "Notes saved" for 2 s', async () => {
    vi.useFakeTimers();
    const { textarea, onSave, onClose } = renderEditor({ initialText: 'a' });
    type(textarea, 'ab');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    type(textarea, 'abc');
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(onSave).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('abc');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Notes saved')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByText('Notes saved')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Notes saved')).toBeNull();
  });

  it('does not autosave text that equals what was last saved', async () => {
    vi.useFakeTimers();
    const { textarea, onSave } = renderEditor({ initialText: 'same' });
    type(textarea, 'samey');
    type(textarea, 'same');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the caller's failure message when saving fails, keeps the text and stays open", async () => {
    const onSave = vi.fn(async () => {
      throw new Error('offline');
    });
    const { textarea, onClose } = renderEditor({ initialText: '', onSave });
    type(textarea, 'Keep me');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FAILURE)).toBeTruthy();
    expect(textarea.value).toBe('Keep me');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows markup in a note as text, never as HTML', () => {
    const { textarea, container } = renderEditor({ initialText: '<b>x</b> **y**' });
    expect(textarea.value).toBe('<b>x</b> **y**');
    expect(document.body.querySelector('b')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('starts again from the caller text when reopened', () => {
    const { textarea, rerender } = renderEditor({ initialText: 'first' });
    type(textarea, 'unsaved edit');
    const props = {
      title: 'Game 2 Notes',
      onSave: async () => {},
      onClose: () => {},
      failureMessage: FAILURE,
    };
    rerender(
      <MantineProvider>
        <NotesEditor {...props} opened={false} initialText="second" />
      </MantineProvider>,
    );
    rerender(
      <MantineProvider>
        <NotesEditor {...props} opened initialText="second" />
      </MantineProvider>,
    );
    expect((screen.getByRole('textbox', { name: 'Game 2 Notes' }) as HTMLTextAreaElement).value).toBe('second');
  });
});
