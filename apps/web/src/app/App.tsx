import { RouterProvider } from 'react-router';
import { setAuthRedirector } from '../api/client.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const queryClient = createQueryClient();
const router = createAppRouter();

// The HTTP client's 401 redirects (spec part 1 §7) go through the router: no full page reload.
setAuthRedirector({
  currentPath: () => router.state.location.pathname,
  navigate: (to) => void router.navigate(to, { replace: true }),
});

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
