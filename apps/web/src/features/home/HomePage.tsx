import { useAuth } from '../../session/useAuth.ts';
import { CenteredLoader } from '../../ui/CenteredLoader.tsx';
import { PublicHome } from './PublicHome.tsx';
import { WelcomeHome } from './WelcomeHome.tsx';

/** `/`: the public pitch, or the welcome after login (spec part 1 §1). */
export function HomePage() {
  const { status, user } = useAuth();
  if (status === 'loading') return <CenteredLoader minHeight="50vh" />;
  if (status === 'authenticated' && user) return <WelcomeHome user={user} />;
  return <PublicHome />;
}
