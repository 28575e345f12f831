import type { TcgMatch } from '@trainerlog/core';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TcgMatchCard } from '../../../src/widgets/matchCards/index.ts';
import { cardOpenLabel } from '../../../src/widgets/matchCards/matchText.ts';
import type * as MatchText from '../../../src/widgets/matchCards/matchText.ts';
import { match } from './fixtures.tsx';

// Every render of a card names its open button once, so counting these calls counts card renders.
vi.mock('../../../src/widgets/matchCards/matchText.ts', async (importOriginal) => {
  const original = await importOriginal<typeof MatchText>();
  return { ...original, cardOpenLabel: vi.fn(original.cardOpenLabel) };
});

describe('TcgMatchCard memoisation', () => {
  it('renders again only the card whose props changed when the list re-renders', () => {
    const same = match({ _id: 'same' });
    const handlers = { onOpen: vi.fn(), onEdit: vi.fn() };
    const list = (other: TcgMatch) => (
      <MantineProvider>
        <TcgMatchCard match={same} look="classic" {...handlers} />
        <TcgMatchCard match={other} look="classic" {...handlers} />
      </MantineProvider>
    );
    const view = render(list(match({ _id: 'other' })));
    const renders = vi.mocked(cardOpenLabel);
    renders.mockClear();
    view.rerender(list(match({ _id: 'other', opponentDeck: 'Gardevoir ex' })));
    expect(screen.getByText('Gardevoir ex')).toBeTruthy();
    expect(renders.mock.calls.map(([m]) => m._id)).toEqual(['other']);
  });
});
