import { GROUP_TEXT } from '@trainerlog/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readListedGroup } from '../../../src/data/shared/matchGroups.ts';
import { GroupCard } from '../../../src/widgets/matchGroups/index.ts';
import { MISTY, renderWidget, summary } from './fixtures.tsx';

const stat = (label: string) => {
  const stats = screen.getByTestId('group-stats');
  return within(stats).getByText(label).previousElementSibling?.textContent;
};

function handlers() {
  return { onShowMatches: vi.fn(), onEdit: vi.fn(), onShare: vi.fn(), onDelete: vi.fn(), onLeave: vi.fn() };
}

describe('GroupCard', () => {
  it('shows the name, description, counts, win rate and Show Matches', () => {
    const on = handlers();
    renderWidget(<GroupCard group={summary()} {...on} />);
    expect(screen.getByRole('heading', { name: 'Worlds 2024' })).toBeTruthy();
    expect(screen.getByText('Day 1 and day 2')).toBeTruthy();
    expect(stat('Matches')).toBe('5');
    expect(stat('Wins')).toBe('3');
    expect(stat('Losses')).toBe('2');
    expect(stat('Win Rate')).toBe('60%');
    fireEvent.click(screen.getByRole('button', { name: 'Show Matches' }));
    expect(on.onShowMatches).toHaveBeenCalledWith(expect.objectContaining({ _id: 'g1' }));
  });

  it('shows ties only when there are some', () => {
    const { unmount } = renderWidget(<GroupCard group={summary()} />);
    expect(screen.queryByText('Ties')).toBeNull();
    unmount();
    renderWidget(<GroupCard group={summary({ stats: { matches: 5, wins: 2, losses: 2, ties: 1, winRate: 40 } })} />);
    expect(stat('Ties')).toBe('1');
    expect(stat('Win Rate')).toBe('40%');
  });

  it('counts every match in the group, the stats only those with a result', () => {
    renderWidget(
      <GroupCard
        group={summary({
          matchCounts: { tcg: 2, vgc: 0 },
          stats: { matches: 1, wins: 1, losses: 0, ties: 0, winRate: 100 },
        })}
      />,
    );
    expect(stat('Matches')).toBe('2');
    expect(stat('Win Rate')).toBe('100%');
  });

  it("shows 'Invalid Group Data' for a group failing the schema", () => {
    const broken = readListedGroup({ _id: 'g2', name: 'Old group', description: '' }, 0);
    renderWidget(<GroupCard group={broken} {...handlers()} />);
    expect(screen.getByText(GROUP_TEXT.invalid)).toBeTruthy();
    expect(screen.getByText('Old group')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers edit, share and delete to the owner', () => {
    const on = handlers();
    renderWidget(<GroupCard group={summary()} {...on} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit group' }));
    fireEvent.click(screen.getByRole('button', { name: 'Share group' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete group' }));
    expect(on.onEdit).toHaveBeenCalledTimes(1);
    expect(on.onShare).toHaveBeenCalledTimes(1);
    expect(on.onDelete).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Leave group' })).toBeNull();
  });

  it('offers only edit (and leave) to an editor, and only leave to a viewer', () => {
    const shared = { user: MISTY, userRole: 'shared' as const, isShared: true };
    const { unmount } = renderWidget(<GroupCard group={summary({ ...shared, access: 'edit' })} {...handlers()} />);
    expect(screen.getByRole('button', { name: 'Edit group' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeTruthy();
    unmount();

    renderWidget(<GroupCard group={summary({ ...shared, access: 'view' })} {...handlers()} />);
    expect(screen.queryByRole('button', { name: 'Edit group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share group' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete group' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave group' })).toBeTruthy();
    expect(screen.getByText(/by Misty/)).toBeTruthy();
  });

  it('marks a shared group, and a group shared with the viewer', () => {
    const { unmount } = renderWidget(<GroupCard group={summary({ isShared: true })} />);
    expect(screen.getByRole('img', { name: 'Shared' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Shared with you' })).toBeNull();
    unmount();
    renderWidget(<GroupCard group={summary({ isShared: true, userRole: 'shared', access: 'view', user: MISTY })} />);
    expect(screen.getByRole('img', { name: 'Shared with you' })).toBeTruthy();
  });
});
