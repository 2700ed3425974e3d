import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';

import { start } from './start';

/** Whether the code running now was called inside `startTransition` (React's own, wrapped below). */
let inTransition = false;

jest.mock('react', () => {
  const actual: typeof ReactModule = jest.requireActual('react');
  return {
    ...actual,
    startTransition: (scope: () => void) => {
      inTransition = true;
      try {
        actual.startTransition(scope);
      } finally {
        inTransition = false;
      }
    },
  };
});

/** Each `render` and `hydrateRoot` the start-up makes, and whether it was made in a transition. */
const calls: { kind: 'render' | 'hydrate'; inTransition: boolean }[] = [];

jest.mock('react-dom/client', () => {
  const actual: typeof ReactDomClient = jest.requireActual('react-dom/client');
  return {
    ...actual,
    createRoot: () => ({
      render: () => calls.push({ kind: 'render', inTransition }),
      unmount: () => undefined,
    }),
    hydrateRoot: () => {
      calls.push({ kind: 'hydrate', inTransition });
      return { render: () => undefined, unmount: () => undefined };
    },
  };
});

afterEach(() => {
  calls.length = 0;
  document.body.innerHTML = '';
});

describe('start', () => {
  it('renders a page the browser renders over its shell or frame in a transition, which yields to input', async () => {
    // A certificate's page: its frame is rendered over, not hydrated (no data-prerendered on #root).
    window.history.replaceState(null, '', '/verify/MB-AAAA-BBBB-CCCC');
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);

    await start(root);

    // Rendered outside a transition, the whole page (header, page, footer) was one task: 0.8 s on the
    // benchmark's phone.
    expect(calls).toEqual([{ kind: 'render', inTransition: true }]);
  });

  it('hydrates a prerendered page in a transition', async () => {
    window.history.replaceState(null, '', '/about');
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prerendered', '');
    document.body.append(root);

    await start(root);

    expect(calls).toEqual([{ kind: 'hydrate', inTransition: true }]);
  });
});
