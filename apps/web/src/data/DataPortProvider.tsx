/**
 * Builds the data port once per session and provides it (issue 27). This is the only place in the data layer that
 * reads the auth status: guests get the browser store, members the API with the outbox and the last-seen copy in
 * front; while the session is still being read the port is not ready and hooks wait.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useAuth } from '../session/useAuth.ts';
import { DataPortContext } from './dataPortContext.ts';
import { createGuestHandlerTable } from './guest/guestPort.ts';
import { DECKS_QUERY_KEY } from './hooks/useDecks.ts';
import { TEAMS_QUERY_KEY } from './hooks/useTeams.ts';
import { createMemberHandlerTable } from './member/memberPort.ts';
import { createDataPort, GUEST_SCOPE, memberScope, type PortContext } from './port.ts';

export function DataPortProvider({ children }: { children: ReactNode }) {
  const { status, user, setUser } = useAuth();
  const queryClient = useQueryClient();
  const userRef = useRef(user);
  userRef.current = user;
  const setUserRef = useRef(setUser);
  setUserRef.current = setUser;

  const member = status === 'authenticated' && user !== null;
  const userId = member ? user._id : null;
  const scope = member ? memberScope(user._id) : GUEST_SCOPE;
  const ready = status !== 'loading';

  // A member's active deck and team live on the user: their queries hold it from the first render on.
  const activeDeck = member ? (user.activeDeck ?? null) : undefined;
  const activeTeam = member ? (user.activeTeam ?? null) : undefined;
  const seedActiveIds = (deckId: string | null | undefined, teamId: string | null | undefined) => {
    if (deckId !== undefined) queryClient.setQueryData([...DECKS_QUERY_KEY, scope, 'active'], deckId);
    if (teamId !== undefined) queryClient.setQueryData([...TEAMS_QUERY_KEY, scope, 'active'], teamId);
  };

  const port = useMemo(() => {
    const context: PortContext = {
      queryClient,
      user: () => userRef.current,
      setUser: (next) => setUserRef.current(next),
    };
    // Seeded before any hook of this session asks (no hook observes the new scope's keys yet).
    seedActiveIds(activeDeck, activeTeam);
    return createDataPort(
      userId,
      ready,
      scope === GUEST_SCOPE ? createGuestHandlerTable(context) : createMemberHandlerTable(context),
    );
    // Built once per session: the user's later changes reach the handlers through userRef.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, scope, ready]);

  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => seedActiveIds(activeDeck, activeTeam), [port, activeDeck, activeTeam]);

  return <DataPortContext.Provider value={port}>{children}</DataPortContext.Provider>;
}
