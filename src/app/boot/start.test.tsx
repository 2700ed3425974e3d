import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { INTERACTIVE_ATTRIBUTE, start } from './start';

import { prerenderedHtml } from '@test/hydrate';
import { headTagCounts, metaRobots } from '@test/queries';

const interactive = () =>
  waitFor(() => expect(document.documentElement).toHaveAttribute(INTERACTIVE_ATTRIBUTE, 'true'));

/** The head the build writes for a frame (the verification page's): its own title, description and robots. */
function frameHead() {
  document.head.innerHTML =
    '<title>Verify a Certificate | MindBridge Consulting</title>' +
    '<meta name="description" content="Check a certificate">' +
    '<meta name="robots" content="noindex">';
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
});

describe('start', () => {
  it('shows the page a frame stands for, with one title, description and robots tag: the page’s', async () => {
    // A certificate's page: its frame is rendered over, not hydrated (no data-prerendered on #root).
    window.history.replaceState(null, '', '/verify/MB-7K3Q-9D2X-TV0A');
    frameHead();
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<p>Loading…</p>';
    document.body.append(root);

    await start(root);

    expect(await screen.findByRole('heading', { level: 1, name: 'Verify a Certificate' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
    await interactive();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await waitFor(() => expect(headTagCounts()).toEqual({ title: 1, description: 1, robots: 1 }));
    expect(document.title).toBe('Verify a Certificate MB-7K3Q-9D2X-TV0A | MindBridge Consulting');
    expect(metaRobots()).toBe('noindex');
  });

  it('keeps a prerendered page on screen as the build wrote it and makes it answer the visitor', async () => {
    window.history.replaceState(null, '', '/about');
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('data-prerendered', '');
    root.innerHTML = await prerenderedHtml('/about');
    document.body.append(root);
    const heading = screen.getByRole('heading', { level: 1 });

    await start(root);
    await interactive();

    // The same element the HTML brought, not one rendered anew over it: nothing on screen was replaced.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    // The press release's "Read more..." reveals the rest and goes away.
    await userEvent.click(screen.getByRole('button', { name: 'Read more...' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Read more...' })).not.toBeInTheDocument(),
    );
  });
});
