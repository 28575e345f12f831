import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteMatchDialog } from '../../../src/widgets/matchCards/index.ts';
import { renderWithMantine } from './fixtures.tsx';

function renderDialog(props: { opened?: boolean; loading?: boolean } = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithMantine(
    <DeleteMatchDialog
      opened={props.opened ?? true}
      loading={props.loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('DeleteMatchDialog', () => {
  it('asks the spec question under the title Delete Match, focused on Cancel', async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete Match' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this match? This action cannot be undone.');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await vi.waitFor(() => expect(document.activeElement).toBe(cancel));
  });

  it('confirms with Delete and cancels with Cancel', () => {
    const { onConfirm, onCancel } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels with Escape', () => {
    const { onCancel } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while deleting', () => {
    const { onConfirm, onCancel } = renderDialog({ loading: true });
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: /Delete/ }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows nothing when closed', () => {
    renderDialog({ opened: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
