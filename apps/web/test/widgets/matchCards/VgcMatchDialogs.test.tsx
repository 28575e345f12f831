import type { VgcMatch } from '@trainerlog/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  useVgcMatchDialogs,
  VgcMatchCard,
  VgcMatchDialogs,
  type VgcMatchDialogsProps,
  type VgcNotesChanges,
} from '../../../src/widgets/matchCards/index.ts';
import { renderWithMantine } from './fixtures.tsx';
import { isRestricted, vgcGame, vgcMatch } from './vgcFixtures.ts';

type SaveNotes = (match: VgcMatch, changes: VgcNotesChanges) => Promise<VgcMatch | void>;

/** The way the dashboard wires a card to the dialogs. */
function Host({ match, ...props }: Omit<VgcMatchDialogsProps, 'state'> & { match: VgcMatch }) {
  const state = useVgcMatchDialogs();
  return (
    <>
      <VgcMatchCard
        match={match}
        look="modern"
        isRestricted={isRestricted}
        onOpen={state.openDetails}
        onEditNotes={state.editMatchNotes}
        onDelete={state.askDelete}
      />
      <VgcMatchDialogs state={state} isRestricted={isRestricted} {...props} />
    </>
  );
}

const bo3 = () =>
  vgcMatch({
    notes: 'Set notes',
    games: [
      vgcGame({ result: 'win', notes: 'Game one notes', leadPokemon: ['Calyrex-Shadow'] }),
      vgcGame({ result: 'loss' }),
      vgcGame({ result: 'win', notes: 'Closed it out' }),
    ],
  });

function renderHost(
  match: VgcMatch,
  options: { onSaveNotes?: SaveNotes | null; onDelete?: (m: VgcMatch) => Promise<unknown> } = {},
) {
  const onSaveNotes =
    options.onSaveNotes === null ? undefined : vi.fn<SaveNotes>(options.onSaveNotes ?? (async () => undefined));
  const onDelete = vi.fn(options.onDelete ?? (async () => undefined));
  renderWithMantine(<Host match={match} onSaveNotes={onSaveNotes} onDelete={onDelete} />);
  return { onSaveNotes: onSaveNotes!, onDelete };
}

/** Opens the card's details and waits for the dialog (Mantine mounts it after its transition starts). */
async function openDetails() {
  fireEvent.click(screen.getByRole('button', { name: /^Match details:/ }));
  return screen.findByRole('dialog', { name: 'Match Details' });
}
const notesSection = (name: string) => screen.getByRole('region', { name });
const editor = (title: string) => screen.getByRole('textbox', { name: title }) as HTMLTextAreaElement;
const openEditor = async (title: string) =>
  (await screen.findByRole('textbox', { name: title })) as HTMLTextAreaElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('VgcMatchDialogs', () => {
  it("Add Notes on a game closes the details and opens the editor on that game's empty notes", async () => {
    renderHost(bo3());
    await openDetails();
    fireEvent.click(screen.getByRole('tab', { name: /Game 2/ }));
    fireEvent.click(within(notesSection('Game Notes')).getByRole('button', { name: 'Add Notes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Match Details' })).toBeNull());
    expect((await openEditor('Game 2 Notes')).value).toBe('');
    expect(screen.getByRole('dialog', { name: 'Game 2 Notes' })).toBeTruthy();
  });

  it('saving hands the whole games list with only that game changed to the callback, then closes', async () => {
    const match = bo3();
    const { onSaveNotes } = renderHost(match);
    await openDetails();
    fireEvent.click(screen.getByRole('tab', { name: /Game 2/ }));
    fireEvent.click(within(notesSection('Game Notes')).getByRole('button', { name: 'Add Notes' }));
    fireEvent.change(await openEditor('Game 2 Notes'), { target: { value: 'Lost to Tailwind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Game 2 Notes' })).toBeNull());
    expect(onSaveNotes).toHaveBeenCalledExactlyOnceWith(match, {
      games: [match.games[0], { ...match.games[1], notes: 'Lost to Tailwind' }, match.games[2]],
      notes: 'Set notes',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Edit Notes starts from the notes the game has', async () => {
    renderHost(bo3());
    await openDetails();
    fireEvent.click(screen.getByRole('tab', { name: /Game 3/ }));
    fireEvent.click(within(notesSection('Game Notes')).getByRole('button', { name: 'Edit Notes' }));
    expect((await openEditor('Game 3 Notes')).value).toBe('Closed it out');
  });

  it("the card's edit-notes button edits the match's notes, keeping the games", async () => {
    const match = bo3();
    const { onSaveNotes } = renderHost(match);
    fireEvent.click(screen.getByRole('button', { name: 'Edit notes' }));
    expect(screen.queryByRole('dialog', { name: 'Match Details' })).toBeNull();
    expect(editor('Match Notes').value).toBe('Set notes');
    fireEvent.change(editor('Match Notes'), { target: { value: 'Set notes\nGG' } });
    fireEvent.keyDown(editor('Match Notes'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(onSaveNotes).toHaveBeenCalledTimes(1));
    expect(onSaveNotes.mock.calls[0]![1]).toEqual({ games: match.games, notes: 'Set notes\nGG' });
  });

  it('a later save builds on the match the earlier save stored', async () => {
    const match = bo3();
    const stored = { ...match, updatedAt: '2024-01-06T00:00:00.000Z', games: match.games.map((g) => ({ ...g })) };
    stored.games[0] = { ...stored.games[0]!, notes: 'autosaved' };
    const { onSaveNotes } = renderHost(match, { onSaveNotes: async () => stored });
    await openDetails();
    fireEvent.click(within(notesSection('Game Notes')).getByRole('button', { name: 'Edit Notes' }));
    await openEditor('Game 1 Notes');
    vi.useFakeTimers();
    fireEvent.change(editor('Game 1 Notes'), { target: { value: 'autosaved' } });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(onSaveNotes).toHaveBeenCalledTimes(1);
    expect(onSaveNotes.mock.calls[0]![0]).toBe(match);
    fireEvent.change(editor('Game 1 Notes'), { target: { value: 'autosaved, then saved' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onSaveNotes).toHaveBeenCalledTimes(2);
    expect(onSaveNotes.mock.calls[1]![0]).toBe(stored);
    expect(onSaveNotes.mock.calls[1]![1].games[0]!.notes).toBe('autosaved, then saved');
  });

  it("a failed save shows the spec's game notes alert and keeps the text", async () => {
    renderHost(bo3(), {
      onSaveNotes: async () => {
        throw new Error('offline');
      },
    });
    await openDetails();
    fireEvent.click(within(notesSection('Game Notes')).getByRole('button', { name: 'Edit Notes' }));
    fireEvent.change(await openEditor('Game 1 Notes'), { target: { value: 'kept' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save game notes. Please try again.')).toBeTruthy();
    expect(editor('Game 1 Notes').value).toBe('kept');
  });

  it('shows read-only notes without a save callback', async () => {
    renderHost(bo3(), { onSaveNotes: null });
    await openDetails();
    expect(within(notesSection('Game Notes')).queryByRole('button', { name: /Notes/ })).toBeNull();
  });

  it('asks for confirmation before deleting, and deletes only on Delete', async () => {
    const match = bo3();
    const { onDelete } = renderHost(match);
    fireEvent.click(screen.getByRole('button', { name: 'Delete match' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Match' });
    expect(confirm.textContent).toContain('Are you sure you want to delete this match? This action cannot be undone.');
    expect(screen.queryByRole('dialog', { name: 'Match Details' })).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Match' })).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete match' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Match' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete Match' })).toBeNull());
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(match);
  });

  it('keeps the confirmation open when deleting fails', async () => {
    let fail!: (error: Error) => void;
    const { onDelete } = renderHost(bo3(), {
      onDelete: () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete match' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete Match' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fail(new Error('server down')));
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Delete Match' })).toBeTruthy();
  });
});
