import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  RESTRICTED_POKEMON_FRESH_MS,
  RESTRICTED_POKEMON_QUERY_KEY,
  useRestrictedPokemon,
} from '../../src/data/shared/useRestrictedPokemon.ts';
import { getToken } from '../../src/api/token.ts';
import { jsonResponse, stubApi } from '../renderApp.tsx';

function renderRestricted() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useRestrictedPokemon(), { wrapper }) };
}

describe('useRestrictedPokemon', () => {
  it('reads the public list without a session and crowns listed species and their formes', async () => {
    expect(getToken()).toBeNull();
    const fetchMock = stubApi((url) =>
      url.endsWith('/api/restricted-pokemon') ? jsonResponse({ pokemon: ['Calyrex-Shadow', 'Zacian'] }) : undefined,
    );
    const { result } = renderRestricted();
    expect(result.current.isRestricted('Calyrex-Shadow')).toBe(false);
    await waitFor(() => expect(result.current.pokemon).toEqual(['Calyrex-Shadow', 'Zacian']));
    expect(result.current.isRestricted('Calyrex-Shadow')).toBe(true);
    expect(result.current.isRestricted('Zacian-Crowned')).toBe(true);
    expect(result.current.isRestricted('Incineroar')).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the same isRestricted across renders while the list is unchanged', async () => {
    stubApi((url) => (url.endsWith('/api/restricted-pokemon') ? jsonResponse({ pokemon: ['Koraidon'] }) : undefined));
    const { result, rerender } = renderRestricted();
    await waitFor(() => expect(result.current.isRestricted('Koraidon')).toBe(true));
    const first = result.current.isRestricted;
    rerender();
    expect(result.current.isRestricted).toBe(first);
  });

  it('follows an invalidation of the exported key (the admin screen adds a name)', async () => {
    let names = ['Koraidon'];
    stubApi((url) => (url.endsWith('/api/restricted-pokemon') ? jsonResponse({ pokemon: names }) : undefined));
    const { result, queryClient } = renderRestricted();
    await waitFor(() => expect(result.current.isRestricted('Koraidon')).toBe(true));
    expect(queryClient.getQueryCache().find({ queryKey: RESTRICTED_POKEMON_QUERY_KEY })?.options).toMatchObject({
      staleTime: RESTRICTED_POKEMON_FRESH_MS,
    });
    names = ['Koraidon', 'Miraidon'];
    await act(() => queryClient.invalidateQueries({ queryKey: ['restricted-pokemon'] }));
    await waitFor(() => expect(result.current.isRestricted('Miraidon')).toBe(true));
  });

  it('crowns nothing when the list cannot be read or has the wrong shape', async () => {
    stubApi((url) => (url.endsWith('/api/restricted-pokemon') ? jsonResponse({ names: ['Koraidon'] }) : undefined));
    const { result } = renderRestricted();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isRestricted('Koraidon')).toBe(false);
  });
});
