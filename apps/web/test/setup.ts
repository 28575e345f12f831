import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach } from 'vitest';

// happy-dom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}

// Screen tests render whole routes; on a busy 2-core CI machine the first render can take over the default second.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store; a test must not see the previous test's.
  notifications.clean();
});
