import { screen, waitFor } from '@testing-library/react';

import { answersOffContract } from '@test/msw/contract-check';
import { UNSUBSCRIBE_TOKENS, unsubscribeFailures, unsubscribeRequests } from '@test/msw/handlers/newsletter';
import { server } from '@test/msw/server';
import { metaRobots } from '@test/queries';
import { renderWithProviders } from '@test/render';

const HEADING = 'Unsubscribe from the MindBridge newsletter';
const UNSUBSCRIBED =
  'You are unsubscribed: the MindBridge newsletter will not be sent to this address again.';

async function openLink(token: string | null) {
  const route =
    token === null ? '/newsletter/unsubscribe' : `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  const view = renderWithProviders(undefined, { route });
  await screen.findByRole('heading', { level: 1, name: HEADING });
  return view;
}

describe('the unsubscribe page', () => {
  it('asks first: the link alone posts nothing; the button unsubscribes and the message takes the focus', async () => {
    const { user } = await openLink(UNSUBSCRIBE_TOKENS.valid);
    expect(document.title).toMatch(/^Unsubscribe from the newsletter/);
    expect(metaRobots()).toBe('noindex');
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(unsubscribeRequests).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(UNSUBSCRIBED);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(unsubscribeRequests).toEqual([{ token: UNSUBSCRIBE_TOKENS.valid }]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it("shows the backend's refusal for a spent or forged token", async () => {
    const { user } = await openLink(UNSUBSCRIBE_TOKENS.spent);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid or has been used already.',
    );
  });

  it('says the service failed for a 500 with an HTML body, and unsubscribes when tried again', async () => {
    server.use(unsubscribeFailures.serverErrorHtml());
    const { user } = await openLink(UNSUBSCRIBE_TOKENS.valid);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The newsletter service could not be reached. Nothing has changed yet',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(UNSUBSCRIBED);
  });

  it('says so when offline, and when the reply cannot be read', async () => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    server.use(unsubscribeFailures.networkError());
    const { user } = await openLink(UNSUBSCRIBE_TOKENS.valid);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline.');
    server.use(unsubscribeFailures.malformed());
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be read');
  });

  it('explains an address without a token, and offers no button', async () => {
    await openLink(null);
    expect(await screen.findByText(/This address carries no unsubscribe link/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
