import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { normalizeCertificates } from './api';
import { certificatesCopy } from './content';

import { certificates } from '@test/fixtures/certificates';
import { answersOffContract } from '@test/msw/contract-check';
import { failures } from '@test/msw/handlers/certificates';
import { server } from '@test/msw/server';
import { itemAt, metaDescription } from '@test/queries';
import { renderWithProviders } from '@test/render';

const renderPage = () => renderWithProviders(undefined, { route: '/certificates' });
const findGrid = () => screen.findByRole('list', { name: 'Certificates' });

describe('Certificates page', () => {
  it('shows "Loading certificates..." with card-shaped placeholders while loading', async () => {
    server.use(failures.pending());
    renderPage();
    expect(await screen.findByText('Loading certificates...', {})).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Our Certificates' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Our Certificates \|/);
    expect(metaDescription()).toBe(certificatesCopy.description);
  });

  it('lists every certificate with its image from the uploads folder', async () => {
    renderPage();
    const grid = await findGrid();
    expect(screen.queryByText('Loading certificates...')).not.toBeInTheDocument();
    const items = within(grid).getAllByRole('listitem');
    expect(items).toHaveLength(certificates.length);
    expect(
      within(grid)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(certificates.map((certificate) => certificate.certificate_title));
    expect(within(itemAt(items, 0)).getByTestId('certificate-image')).toHaveAttribute(
      'src',
      'http://localhost:4100/admin/uploads/certificates/iso-9001-2015-quality-management-system.svg',
    );
    // The first row (three columns at its widest) is on the first screen: eager, at high priority.
    expect(
      items.map((item) => {
        const image = within(item).getByTestId('certificate-image');
        return `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`;
      }),
    ).toEqual(items.map((_, index) => (index < 3 ? 'eager high' : 'lazy null')));
  });

  it('shows a placeholder for a missing or broken image', async () => {
    server.use(
      failures.withRows([
        { id: 7, certificate_title: 'Without image', certificate_image: '' },
        { id: 8, certificate_title: 'Broken image', certificate_image: 'gone.png' },
      ]),
    );
    renderPage();
    const items = within(await findGrid()).getAllByRole('listitem');
    expect(within(itemAt(items, 0)).getByTestId('certificate-image-placeholder')).toBeInTheDocument();
    fireEvent.error(within(itemAt(items, 1)).getByTestId('certificate-image'));
    expect(within(itemAt(items, 1)).getByTestId('certificate-image-placeholder')).toBeInTheDocument();
  });

  it('opens a certificate larger in a dialog that closes with its button or Escape', async () => {
    const { user } = renderPage();
    await findGrid();
    const title = itemAt(certificates, 1).certificate_title;
    const opener = screen.getByRole('button', { name: title });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getByRole('img', { name: title })).toHaveAttribute(
      'src',
      'http://localhost:4100/admin/uploads/certificates/msme-udyam-registration.svg',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await screen.findByRole('dialog', { name: title });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['a 500 with JSON', () => failures.serverError(), 'Error: Failed to fetch certificates'],
    ['a 500 with an HTML page', () => failures.htmlServerError(), 'Error: Failed to fetch certificates'],
    ['a PHP error page with status 200', () => failures.malformed(), 'Error: Failed to fetch certificates'],
    ['JSON of the wrong shape', () => failures.wrongShape(), 'Error: Failed to fetch certificates'],
    ['no answer at all', () => failures.networkError(), 'Error: Failed to fetch'],
  ])('shows the error for %s and loads again on retry', async (_case, failure, text) => {
    // Off the contract on purpose: what a broken backend or a proxy may send.
    answersOffContract();
    server.use(failure());
    const { user } = renderPage();
    const alert = await screen.findByRole('alert', {});
    expect(within(alert).getByText(text)).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findGrid()).toBeInTheDocument();
  });

  it('says so when there are no certificates', async () => {
    server.use(failures.empty());
    renderPage();
    expect(await screen.findByText(certificatesCopy.empty, {})).toBeInTheDocument();
  });
});

const API = 'http://localhost:4100';

describe('normalizeCertificates', () => {
  it('reads loose ids, trims, and leaves out rows without an id or title', () => {
    expect(
      normalizeCertificates(
        [
          { id: 1, certificate_title: ' ISO ', certificate_image: 'iso.svg' },
          { id: '2', certificate_title: 'No image', certificate_image: null },
          { id: 3, certificate_title: '' },
          { certificate_title: 'No id' },
          'junk',
        ],
        API,
      ),
    ).toEqual([
      { id: '1', title: 'ISO', imageUrl: 'http://localhost:4100/admin/uploads/certificates/iso.svg' },
      { id: '2', title: 'No image', imageUrl: null },
    ]);
  });

  it('rejects a reply that is not a list', () => {
    expect(() => normalizeCertificates({ success: false }, API)).toThrow();
  });
});
