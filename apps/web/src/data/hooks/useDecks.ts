import { REFETCH_DELAY_AFTER_CHANGE_MS, type Deck, type DeckInput } from '@trainerlog/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataPort } from '../dataPortContext.ts';

/** Every deck query starts with this key, so one invalidation refreshes lists, details and the active deck. */
export const DECKS_QUERY_KEY = ['decks'] as const;


/** Spec part 2 §4: after a change, lists are refetched after 100 ms. */
function refetchDecksSoon(queryClient: QueryClient) {
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }), REFETCH_DELAY_AFTER_CHANGE_MS);
}

/** The session's decks, newest updated first. `enabled: false` keeps a screen from asking until it needs them. */
export function useDecks(options: { enabled?: boolean } = {}) {
  const { scope, ready, send } = useDataPort();
  return useQuery({
    queryKey: [...DECKS_QUERY_KEY, scope, 'list'],
    queryFn: () => send('decks.list'),
    enabled: ready && (options.enabled ?? true),
  });
}

export function useDeck(id: string | undefined) {
  const { scope, ready, send } = useDataPort();
  return useQuery({
    queryKey: [...DECKS_QUERY_KEY, scope, 'detail', id],
    queryFn: () => send('decks.get', id!),
    enabled: ready && !!id,
  });
}

export function useDeckMutations() {
  const queryClient = useQueryClient();
  const { scope, send } = useDataPort();
  const listKey = [...DECKS_QUERY_KEY, scope, 'list'];

  const afterWrite = (deck: Deck) => {
    queryClient.setQueryData<Deck[]>(listKey, (decks) =>
      decks ? [deck, ...decks.filter((d) => d._id !== deck._id)] : decks,
    );
    queryClient.setQueryData([...DECKS_QUERY_KEY, scope, 'detail', deck._id], deck);
    refetchDecksSoon(queryClient);
  };

  const create = useMutation({ mutationFn: (input: DeckInput) => send('decks.create', input), onSuccess: afterWrite });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<DeckInput> }) => send('decks.update', id, changes),
    onSuccess: afterWrite,
  });
  const remove = useMutation({
    // The port also clears the active deck when it was this one (the server clears its own reference).
    mutationFn: (id: string) => send('decks.remove', id),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Deck[]>(listKey, (decks) => decks?.filter((d) => d._id !== id));
      queryClient.removeQueries({ queryKey: [...DECKS_QUERY_KEY, scope, 'detail', id] });
      refetchDecksSoon(queryClient);
    },
  });
  return { create, update, remove };
}

/**
 * The active deck: the member's `user.activeDeck` (PUT /api/auth/active-deck), or for guests the active-deck key,
 * honoured only while it names a stored local deck.
 */
export function useActiveDeck() {
  const { scope, ready, send } = useDataPort();
  const queryClient = useQueryClient();
  const activeKey = [...DECKS_QUERY_KEY, scope, 'active'];
  const active = useQuery({ queryKey: activeKey, queryFn: () => send('decks.activeId'), enabled: ready });
  const activeDeckId = active.data ?? null;

  const mutation = useMutation({
    mutationFn: async (deckId: string | null) => {
      await send('decks.setActive', deckId);
      return deckId;
    },
    onSuccess: (deckId) => {
      queryClient.setQueryData(activeKey, deckId);
      refetchDecksSoon(queryClient);
    },
  });
  const setActiveDeck = useCallback((deckId: string | null) => mutation.mutateAsync(deckId), [mutation]);
  return { activeDeckId, setActiveDeck, pending: mutation.isPending };
}
