import { afterAll } from 'vitest';

// A module that makes a lazily loaded part (app/components/lazy/lazy-component.tsx) starts loading the
// part's code as soon as it is evaluated on the server, so that a render is complete. A test file that
// imports such a module can end before those imports have: Vitest then tears the file's module
// environment down and fails the run on the late import (seen in home.test.ts on a slow machine).
// Each file waits for them before it ends.
afterAll(async () => {
  const { loadLazyComponents } = await import('../../app/components/lazy/lazy-component.tsx');
  await loadLazyComponents();
});
