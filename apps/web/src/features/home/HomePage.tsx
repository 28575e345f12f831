import { lazy, Suspense } from 'react';
import { getToken } from '../../api/token.ts';
import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { PublicHome } from './PublicHome.tsx';

// Members only: a guest's first visit does not download it (issue 18 size budget). With a session token it starts
// loading at once, alongside the session check, so the welcome is ready when the user is.
const loadWelcomeHome = () => import('./WelcomeHome.tsx');
if (getToken() !== null) void loadWelcomeHome();
const WelcomeHome = lazy(async () => ({ default: (await loadWelcomeHome()).WelcomeHome }));

/** `/`: the public pitch, or the welcome after login (spec part 1 §1). */
export function HomePage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <CenteredLoader minHeight="50vh" />;
  if (status === 'authenticated' && user)
    return (
      <Suspense fallback={<CenteredLoader minHeight="50vh" />}>
        <WelcomeHome user={user} />
      </Suspense>
    );
  return <PublicHome />;
}
