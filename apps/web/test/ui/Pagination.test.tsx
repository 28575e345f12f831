import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from '../../src/ui/Pagination.tsx';

function renderPagination(props: Partial<Parameters<typeof Pagination>[0]> = {}) {
  const onChange = vi.fn();
  const view = render(
    <MantineProvider>
      <Pagination page={2} pageSize={25} totalCount={52} totalPages={3} onChange={onChange} {...props} />
    </MantineProvider>,
  );
  return { ...view, onChange };
}

describe('Pagination', () => {
  it("shows 'Page X of Y (first-last of total)' and moves with Previous and Next", () => {
    const { onChange } = renderPagination();
    expect(screen.getByText('Page 2 of 3 (26-50 of 52)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it('ends the last page at the total and disables Next there', () => {
    renderPagination({ page: 3 });
    expect(screen.getByText('Page 3 of 3 (51-52 of 52)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is hidden for one page or fewer', () => {
    const { container } = renderPagination({ page: 1, totalPages: 1, totalCount: 10 });
    expect(container.textContent).not.toContain('Page');
  });
});
