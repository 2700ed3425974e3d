import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { verifyCopy } from '../content';

import { saveFile } from '@/lib/download';

import { credentialJwt, revokedCertificate, validCertificate } from '@test/fixtures/learner-certificates';
import { failures } from '@test/msw/handlers/learner-certificates';
import { server } from '@test/msw/server';
import { metaRobots } from '@test/queries';
import { renderWithProviders } from '@test/render';

jest.mock('@/lib/download', () => ({ saveFile: jest.fn() }));

const renderAt = (route: string) => renderWithProviders(undefined, { route });
const result = () => screen.findByRole('region', { name: 'Result' });
const field = () => screen.getByRole('textbox', { name: 'Certificate ID' });

/** The certificate checks the page asked the backend for, by address. */
function recordChecks(): string[] {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/api/certificates/'))
      asked.push(new URL(request.url).pathname);
  });
  return asked;
}
afterEach(() => server.events.removeAllListeners());

describe('Verify a Certificate', () => {
  it('/verify offers a field for an id, keeps out of search engines, and takes a typed id to its page', async () => {
    const { user, router } = renderAt('/verify');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify a Certificate' }),
    ).toBeInTheDocument();
    expect(document.title).toMatch(/^Verify a Certificate \|/);
    expect(metaRobots()).toBe('noindex');
    expect(screen.queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();

    // Read as Crockford reads: lower case and the letter O for zero.
    await user.type(field(), 'mb-7k3q-9d2x-tvoa');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify/MB-7K3Q-9D2X-TV0A'));
    const answer = await result();
    expect(await within(answer).findByRole('heading', { name: 'Valid' })).toHaveFocus();
    expect(field()).toHaveValue('MB-7K3Q-9D2X-TV0A');
  });

  it('shows a valid certificate: the name, the course, the completion date and the issuer, never an e-mail address', async () => {
    renderAt(`/verify/${validCertificate.id}`);
    const answer = await result();
    expect(await within(answer).findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
    const terms = within(answer)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(answer)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      Name: 'Priya Sharma',
      Course: 'R Programming Fundamentals',
      'Completed on': '21 November 2026',
      'Issued by': 'MindBridge Consulting',
      'Certificate ID': 'MB-7K3Q-9D2X-TV0A',
      'Issued on': '21 November 2026',
    });
    expect(within(answer).queryByText(/@/)).not.toBeInTheDocument();
    expect(document.title).toBe('Verify a Certificate MB-7K3Q-9D2X-TV0A | MindBridge Consulting');
  });

  it('says when a certificate was revoked', async () => {
    renderAt(`/verify/${revokedCertificate.id}`);
    const answer = await result();
    expect(
      await within(answer).findByRole('heading', { name: 'Revoked on 25 November 2026' }),
    ).toBeInTheDocument();
    expect(
      within(answer).getByText(/has revoked this certificate\. It is no longer valid\./),
    ).toBeInTheDocument();
    expect(within(answer).getByText('Arjun Mehta')).toBeInTheDocument();
    expect(within(answer).queryByRole('heading', { name: 'Valid' })).not.toBeInTheDocument();
  });

  it('says when nobody holds an id', async () => {
    renderAt('/verify/MB-0000-0000-0000');
    const answer = await result();
    expect(
      await within(answer).findByRole('heading', { name: 'No certificate has this id' }),
    ).toBeInTheDocument();
    expect(within(answer).getByText(/MB-0000-0000-0000/)).toBeInTheDocument();
  });

  it('tells text that is not an id apart, without asking the backend, and keeps what was typed', async () => {
    const asked = recordChecks();
    const { user } = renderAt('/verify/hello-world');
    const answer = await result();
    expect(within(answer).getByRole('heading', { name: 'This is not a certificate ID' })).toBeInTheDocument();
    expect(field()).toHaveValue('hello-world');

    await user.clear(field());
    await user.type(field(), 'MB-UUUU-0000-0000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(field()).toHaveAccessibleDescription(verifyCopy.notAnId));
    expect(field()).toHaveValue('MB-UUUU-0000-0000');

    await user.clear(field());
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field()).toHaveAccessibleDescription(verifyCopy.required);
    expect(asked).toEqual([]);
  });

  it('moves a typed address to the certificate’s own, and a form sent before the page’s code ran too', async () => {
    const { router, unmount } = renderAt('/verify/mb-7k3q-9d2x-tv0a');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify/MB-7K3Q-9D2X-TV0A'));
    unmount();
    const view = renderAt('/verify?id=7K3Q%209D2X%20TV0A');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/verify/MB-7K3Q-9D2X-TV0A'));
    expect(await within(await result()).findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
  });

  it('shows a skeleton while the backend answers', async () => {
    server.use(failures.check.pending());
    renderAt(`/verify/${validCertificate.id}`);
    expect(await screen.findByRole('status', { name: verifyCopy.checking })).toBeInTheDocument();
  });

  it.each([
    ['a 500', failures.check.serverError],
    ['a proxy’s HTML 404 page', failures.check.htmlNotFound],
    ['a 200 with an error page', failures.check.malformed],
    ['a 200 of the wrong shape', failures.check.wrongShape],
    ['no answer', failures.check.networkError],
  ])('turns %s into a message with a way to try again', async (_case, failure) => {
    server.use(failure());
    const { user } = renderAt(`/verify/${validCertificate.id}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: verifyCopy.checkFailedTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No certificate has this id' })).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(await result()).findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
  });

  it('downloads the Open Badges 3.0 credential, and says so when it cannot', async () => {
    const { user } = renderAt(`/verify/${validCertificate.id}`);
    const answer = await result();
    const button = await within(answer).findByRole('button', { name: 'Open Badges 3.0 credential' });
    expect(button).toHaveAccessibleDescription(verifyCopy.credentialHint);
    await user.click(button);
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, fileName] = jest.mocked(saveFile).mock.calls[0] ?? [];
    expect(fileName).toBe('certificate-MB-7K3Q-9D2X-TV0A.jwt');
    expect(await (blob as Blob).text()).toBe(credentialJwt);

    server.use(failures.credential.serverError());
    await user.click(button);
    expect(await within(answer).findByRole('alert')).toHaveTextContent(verifyCopy.credentialFailed);
    server.use(
      http.get('*/api/certificates/:id/credential', () => HttpResponse.text('<html>not a credential</html>')),
    );
    await user.click(within(answer).getByRole('button', { name: 'Open Badges 3.0 credential' }));
    expect(await within(answer).findByRole('alert')).toHaveTextContent(verifyCopy.credentialFailed);
    expect(saveFile).toHaveBeenCalledTimes(1);
  });
});
