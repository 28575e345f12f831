import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../session/useAuth.ts';
import { CenteredLoader } from '../ui/CenteredLoader.tsx';

/** Screens for members only: guests go to /login (to /login?expired=true when their session just expired). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, sessionExpired } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <CenteredLoader />;
  if (status === 'unauthenticated') {
    return <Navigate to={sessionExpired ? '/login?expired=true' : '/login'} replace state={{ from: location }} />;
  }
  return children;
}
