import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

import { Footer } from './footer';

import { AppProvider } from '@/app/provider';
import { makeStore } from '@/app/store';

import { answersOffContract } from '@test/msw/contract-check';
import { failures } from '@test/msw/handlers/newsletter';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

const subscribe = async (user: ReturnType<typeof renderWithProviders>['user'], email: string) => {
  await user.type(screen.getByRole('textbox', { name: /email address/i }), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
};

describe('Footer newsletter', () => {
  it('shows the server message and clears the address on success', async () => {
    const { user } = renderWithProviders(<Footer />);
    await subscribe(user, 'asha@example.com');
    expect(await screen.findByText('Thank you for subscribing to our newsletter!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('');
  });

  it('says so when the address is already subscribed', async () => {
    const { user } = renderWithProviders(<Footer />);
    await subscribe(user, 'asha@example.com');
    await screen.findByText('Thank you for subscribing to our newsletter!');
    await subscribe(user, 'asha@example.com');
    expect(await screen.findByText('You are already subscribed to our newsletter.')).toBeInTheDocument();
  });

  it('keeps the address and reports a non-OK response', async () => {
    server.use(failures.serverError());
    const { user } = renderWithProviders(<Footer />);
    await subscribe(user, 'asha@example.com');
    expect(await screen.findByText('There was an error: Network response was not ok')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('asha@example.com');
  });

  it('gives the same message when the 500 carries an HTML body', async () => {
    server.use(failures.serverErrorHtml());
    const { user } = renderWithProviders(<Footer />);
    await subscribe(user, 'asha@example.com');
    expect(await screen.findByText('There was an error: Network response was not ok')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('asha@example.com');
  });

  it('keeps the address and reports a network failure', async () => {
    server.use(failures.networkError());
    const { user } = renderWithProviders(<Footer />);
    await subscribe(user, 'asha@example.com');
    expect(await screen.findByText(/^There was an error: Failed to fetch/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('asha@example.com');
  });

  it('reports a reply it cannot read', async () => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    server.use(failures.malformed());
    const { user } = renderWithProviders(<Footer />);
    await subscribe(user, 'asha@example.com');
    expect(
      await screen.findByText('There was an error: The newsletter service sent an unexpected reply'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('asha@example.com');
  });
});

describe('Footer newsletter, prerendered', () => {
  it('sends the address typed into the prerendered field before the footer hydrated', async () => {
    const footer = () => (
      <AppProvider store={makeStore(undefined, { storage: null })}>
        <RouterProvider router={createMemoryRouter([{ path: '*', element: <Footer /> }])} />
      </AppProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(footer());
    document.body.append(container);
    // Typed while the footer is only its HTML: no React listener sees it.
    const field = screen.getByRole('textbox', { name: /email address/i });
    const user = userEvent.setup();
    await user.type(field, 'asha@example.com');

    render(footer(), { container, hydrate: true });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing to our newsletter!')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email address/i })).toHaveValue('');
  });
});

describe('Footer content', () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date('2031-03-04T10:00:00Z'),
      doNotFake: [
        'queueMicrotask',
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'setImmediate',
        'nextTick',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it('shows the offering and legal links, the contact block and the current year', () => {
    renderWithProviders(<Footer />);
    const offerings = screen.getByRole('navigation', { name: 'Offerings' });
    expect(offerings).toContainElement(screen.getByRole('link', { name: 'Career Counselling' }));
    expect(screen.getByRole('link', { name: 'Career Counselling' })).toHaveAttribute(
      'href',
      '/offerings/carrercounselling',
    );
    expect(screen.getByRole('link', { name: 'Cancellation & Refund Policy' })).toHaveAttribute(
      'href',
      '/cancellation-policy',
    );
    expect(screen.getByText(/Hyderabad 500081/)).toBeInTheDocument();
    expect(screen.getByText(/© 2031 MindBridge Consulting/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /MindBridge Consulting on / })) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('Footer links', () => {
  it('lead employers to the certificate check', () => {
    renderWithProviders(<Footer />);
    expect(
      within(screen.getByRole('navigation', { name: 'Legal' })).getByRole('link', {
        name: 'Verify a Certificate',
      }),
    ).toHaveAttribute('href', '/verify');
  });
});
