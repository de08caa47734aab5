import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Dialogs and tabs load their code when first opened; in tests each such module is compiled on
// demand, which on a busy machine can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// Without vitest globals Testing Library cannot register its own cleanup: each test unmounts here.
afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`;
  });
});
