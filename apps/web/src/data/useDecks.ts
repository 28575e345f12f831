import { REFETCH_DELAY_AFTER_CHANGE_MS, type Deck, type DeckInput } from '@trainerlog/core';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useAuth } from '../session/useAuth.ts';
import { decksForSession, localDecks, setGuestActiveDeck, setMemberActiveDeck } from './decks.ts';
import { localActiveDeck } from './entities.ts';
import { isLocalId } from './repository.ts';

/** Every deck query starts with this key, so one invalidation refreshes lists, details and the active deck. */
export const DECKS_QUERY_KEY = ['decks'] as const;

function useDeckScope() {
  const { status, user } = useAuth();
  const authenticated = status === 'authenticated';
  const scope = authenticated && user ? `member:${user._id}` : 'guest';
  const repository = useMemo(() => decksForSession(authenticated), [authenticated]);
  return { scope, repository, ready: status !== 'loading', authenticated };
}

/** Spec part 2 §4: after a change, lists are refetched after 100 ms. */
function refetchDecksSoon(queryClient: QueryClient) {
  setTimeout(() => void queryClient.invalidateQueries({ queryKey: DECKS_QUERY_KEY }), REFETCH_DELAY_AFTER_CHANGE_MS);
}

/** The session's decks, newest updated first. `enabled: false` keeps a screen from asking until it needs them. */
export function useDecks(options: { enabled?: boolean } = {}) {
  const { scope, repository, ready } = useDeckScope();
  return useQuery({
    queryKey: [...DECKS_QUERY_KEY, scope, 'list'],
    queryFn: () => repository.list(),
    enabled: ready && (options.enabled ?? true),
  });
}

export function useDeck(id: string | undefined) {
  const { scope, repository, ready } = useDeckScope();
  return useQuery({
    queryKey: [...DECKS_QUERY_KEY, scope, 'detail', id],
    queryFn: () => repository.get(id!),
    enabled: ready && !!id,
  });
}

export function useDeckMutations() {
  const queryClient = useQueryClient();
  const { scope, repository, authenticated } = useDeckScope();
  const { user, setUser } = useAuth();
  const listKey = [...DECKS_QUERY_KEY, scope, 'list'];

  const afterWrite = (deck: Deck) => {
    queryClient.setQueryData<Deck[]>(listKey, (decks) =>
      decks ? [deck, ...decks.filter((d) => d._id !== deck._id)] : decks,
    );
    queryClient.setQueryData([...DECKS_QUERY_KEY, scope, 'detail', deck._id], deck);
    refetchDecksSoon(queryClient);
  };

  const create = useMutation({ mutationFn: (input: DeckInput) => repository.create(input), onSuccess: afterWrite });
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<DeckInput> }) => repository.update(id, changes),
    onSuccess: afterWrite,
  });
  const remove = useMutation({
    mutationFn: (id: string) => repository.remove(id),
    onSuccess: (_result, id) => {
      // A deleted deck is nobody's active deck any more (the server clears its own reference).
      if (authenticated && user?.activeDeck === id) setUser({ ...user, activeDeck: null });
      if (!authenticated && localActiveDeck.get() === id) localActiveDeck.clear();
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
  const { status, user, setUser } = useAuth();
  const queryClient = useQueryClient();
  const authenticated = status === 'authenticated';
  const guestActive = useQuery({
    queryKey: [...DECKS_QUERY_KEY, 'guest', 'active'],
    queryFn: async () => {
      const id = localActiveDeck.get();
      if (typeof id !== 'string' || !isLocalId(id)) return null;
      return (await localDecks.get(id)) ? id : null;
    },
    enabled: !authenticated && status !== 'loading',
  });
  const activeDeckId = authenticated ? (user?.activeDeck ?? null) : (guestActive.data ?? null);

  const mutation = useMutation({
    mutationFn: async (deckId: string | null) => {
      if (authenticated) setUser(await setMemberActiveDeck(deckId));
      else await setGuestActiveDeck(deckId);
      return deckId;
    },
    onSuccess: (deckId) => {
      if (!authenticated) queryClient.setQueryData([...DECKS_QUERY_KEY, 'guest', 'active'], deckId);
      refetchDecksSoon(queryClient);
    },
  });
  const setActiveDeck = useCallback((deckId: string | null) => mutation.mutateAsync(deckId), [mutation]);
  return { activeDeckId, setActiveDeck, pending: mutation.isPending };
}
