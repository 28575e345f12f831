import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// Issue 28: the first render is a transition, so React renders it in slices of a few milliseconds and the browser
// paints and answers input in between. Rendered as an ordinary update it was one task of 1–2 s on a mid-range phone
// (Lighthouse's 4× slowdown): all of it Total Blocking Time. The boot header in index.html stays until it is done.
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
