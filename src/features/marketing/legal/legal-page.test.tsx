import { screen, within } from '@testing-library/react';

import { EFFECTIVE_DATE, legalDocuments } from './content';

import { site } from '@/lib/site';

import { itemAt, metaDescription } from '@test/queries';
import { renderWithProviders } from '@test/render';

const renderAt = (route: string) => renderWithProviders(undefined, { route });
const findH1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('Legal pages', () => {
  it.each(legalDocuments.map((document) => [document.path, document] as const))(
    '%s has its effective date, a table of contents linking to every section, and the configured contact details',
    async (path, legal) => {
      renderAt(path);
      await findH1(legal.title);
      expect(document.title).toMatch(new RegExp(`^${legal.title} \\|`));
      expect(metaDescription()).toBe(legal.description);
      expect(screen.getByText(`Effective date: ${EFFECTIVE_DATE}`)).toBeInTheDocument();

      const contents = screen.getByRole('navigation', { name: 'Contents' });
      const links = within(contents).getAllByRole('link');
      expect(links).toHaveLength(legal.sections.length);
      links.forEach((link, index) => {
        const section = itemAt(legal.sections, index);
        expect(link).toHaveAttribute('href', `#${section.id}`);
        // The anchor is the section's heading, which names its region.
        const heading = screen.getByRole('heading', { level: 2, name: `${index + 1}. ${section.heading}` });
        expect(heading).toHaveAttribute('id', section.id);
        expect(screen.getByRole('region', { name: `${index + 1}. ${section.heading}` })).toBeInTheDocument();
      });

      const contact = screen.getByRole('region', { name: /Contact us$/ });
      expect(contact).toHaveTextContent(site.email);
      for (const phone of site.phones) expect(contact).toHaveTextContent(phone);
    },
  );

  it('says payments are non-refundable, with a full refund or a reschedule only when the company cancels', async () => {
    renderAt('/cancellation-policy');
    await findH1('Cancellation & Refund Policy');
    expect(screen.getByRole('region', { name: /Payments are non-refundable/ })).toHaveTextContent(
      'Once a payment is confirmed it is non-refundable.',
    );
    const ifWeCancel = screen.getByRole('region', { name: /If we cancel/ });
    expect(ifWeCancel).toHaveTextContent('a full refund of the amount you paid');
    expect(ifWeCancel).toHaveTextContent('a reschedule');
  });

  it('keeps the terms consistent with the refund policy', async () => {
    renderAt('/terms-conditions');
    await findH1('Terms & Conditions');
    expect(screen.getByRole('region', { name: /Enrolment and payment/ })).toHaveTextContent(
      'All payments are non-refundable, except as set out in our Cancellation & Refund Policy.',
    );
  });
});
