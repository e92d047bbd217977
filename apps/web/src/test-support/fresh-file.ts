import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { keepStylesLean } from './lean-styles.ts';
import { failUnansweredRequests } from './stub-api.ts';

// Runs before every test file (vitest.config.ts: setupFiles). Test files share a worker and its
// page (isolate: false): loading React, antd and happy-dom once per worker rather than once per
// file is most of what the console suite used to spend. What a file may leave behind is put
// back here, so each file still starts as if it were alone: the console's own modules are
// evaluated afresh (their module state, such as the session or the chosen year, is read from
// storage at load), storage is emptied, the address is the root, the page is empty.
vi.resetModules();
// findBy/waitFor wait up to 10 s, not 1 s: CI runs other suites beside this one on two cores,
// and an antd form under load can take seconds to show its message. A wait, not a timed check.
configure({ asyncUtilTimeout: 10_000 });
// antd's run-time styles keep only what says whether an element is shown (lean-styles.ts).
keepStylesLean();
localStorage.clear();
sessionStorage.clear();
window.history.replaceState(null, '', '/');
document.body.innerHTML = '';

// A call no stub answers fails the test that made it, though the screen swallowed the refusal.
afterEach(() => {
  failUnansweredRequests();
});

afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
