/**
 * Mounted once inside the session: the server's health watch for everyone, and the members' background services
 * (MemberServices), loaded only while this browser holds a session token.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { getToken, onTokenChange } from '../api/token.ts';
import { useServerHealthWatch } from '../data/outbox/useServerReachability.ts';
import { watchSignInsHere } from '../data/sync/signInHere.ts';
import { useAuth } from '../session/useAuth.ts';

const MemberServices = lazy(async () => ({ default: (await import('./MemberServices.tsx')).MemberServices }));

export function SessionServices() {
  useServerHealthWatch();
  // From the start: a sign-in made before MemberServices has loaded still starts the guest-data sync.
  useEffect(() => watchSignInsHere(), []);
  const { status } = useAuth();
  const [hasToken, setHasToken] = useState(() => getToken() !== null);
  useEffect(() => onTokenChange((token) => setHasToken(token !== null)), []);
  if (!hasToken && status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <MemberServices />
    </Suspense>
  );
}
