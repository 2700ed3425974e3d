import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';

import { HydratingPrerenderedPage } from './hydrating-page';
import { StaticPart } from './static-part';

/** The copy inside the part, counted each time React renders it. */
const copyRendered = jest.fn();
function Copy() {
  copyRendered();
  return (
    <p>
      Our story. <Link to="/contact">Contact us</Link> or <a href="#team">meet the team</a>.
    </p>
  );
}

/** A page with a static part and a counter beside it that re-renders the page. */
function Page() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count}
      </button>
      <StaticPart>
        <Copy />
      </StaticPart>
    </main>
  );
}

const pageRouter = () =>
  createMemoryRouter(
    [
      { path: '/', element: <Page /> },
      { path: '/contact', element: <h1>Contact</h1> },
    ],
    { initialEntries: ['/'] },
  );

const app = (router: ReturnType<typeof pageRouter>, hydrating: boolean) => (
  <HydratingPrerenderedPage value={hydrating}>
    <RouterProvider router={router} />
  </HydratingPrerenderedPage>
);

/** The page as the build writes it. */
const serverHtml = () => renderToString(app(pageRouter(), false));

/** The prerendered page in the document, as the browser has it before the app runs. */
function pageAsBuilt(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = serverHtml();
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
  copyRendered.mockClear();
});

describe('StaticPart', () => {
  it('renders its children in Node, in a wrapper that adds no box', () => {
    expect(serverHtml()).toContain('<div style="display:contents"><p>Our story.');
    expect(copyRendered).toHaveBeenCalledTimes(1);
  });

  it('keeps the prerendered HTML where the browser hydrates the page, and never renders what is inside', async () => {
    const root = pageAsBuilt();
    copyRendered.mockClear();
    const prerendered = screen.getByText(/Our story/);
    const recoverable: unknown[] = [];
    const router = pageRouter();
    await act(async () => {
      hydrateRoot(root, app(router, true), { onRecoverableError: (error) => recoverable.push(error) });
    });
    // The page around it re-renders; the part does not.
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(copyRendered).not.toHaveBeenCalled();
    expect(screen.getByText(/Our story/)).toBe(prerendered);
    expect(recoverable).toEqual([]);
  });

  it('follows a same-site link inside the kept HTML within the app, and leaves an anchor to the browser', async () => {
    const root = pageAsBuilt();
    const router = pageRouter();
    await act(async () => {
      hydrateRoot(root, app(router, true));
    });
    const anchor = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'meet the team' }).dispatchEvent(anchor);
    expect(anchor.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Contact us' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });

  it('renders its children where the page was not prerendered (a navigation to it within the app)', async () => {
    const router = pageRouter();
    const root = document.createElement('div');
    document.body.append(root);
    // React's own root, as the shell of a page the browser renders itself.
    // eslint-disable-next-line testing-library/no-unnecessary-act -- not Testing Library's render
    await act(async () => {
      createRoot(root).render(app(router, true));
    });
    expect(copyRendered).toHaveBeenCalled();
    expect(screen.getByText(/Our story/)).toBeInTheDocument();
  });
});
