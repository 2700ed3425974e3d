import { screen, within } from '@testing-library/react';

import { offeringDetails } from './content';

import { renderWithProviders } from '@test/render';

const renderAt = async (route: string, title: string) => {
  const view = renderWithProviders(undefined, { route });
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
};

describe('offerings overview', () => {
  it('shows the six offerings, each linking to its page', async () => {
    await renderAt('/offerings', 'Our Offerings');
    const cards = within(screen.getByRole('main')).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/offerings/tnp',
      '/offerings/staffingsolutions',
      '/offerings/carrercounselling',
      '/offerings/leadership',
      '/offerings/executivecoaching',
      '/offerings/strategicconsulting',
    ]);
    expect(document.title).toBe('Our Offerings | MindBridge Consulting');
  });
});

describe('offering detail pages', () => {
  it.each(Object.values(offeringDetails).map((offering) => [offering.slug, offering.title]))(
    '/offerings/%s has its title, a breadcrumb back and a call to action to /contact',
    async (slug, title) => {
      await renderAt(`/offerings/${slug}`, title);
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumb).getByRole('link', { name: 'Offerings' })).toHaveAttribute(
        'href',
        '/offerings',
      );
      expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
      const cta = screen.getByRole('link', {
        name: offeringDetails[slug as keyof typeof offeringDetails].ctaLabel,
      });
      expect(cta).toHaveAttribute('href', '/contact');
      expect(document.title).toBe(`${title} | MindBridge Consulting`);
    },
  );

  it('renders the leadership page at /offerings/Leadership too', async () => {
    await renderAt('/offerings/Leadership', 'Leadership Development');
  });

  it('offers the R programme by its page and announces SAS as coming soon', async () => {
    const { user } = await renderAt('/offerings/tnp', 'Training & Placement');
    const programmes = screen.getByRole('heading', { name: 'Our programmes' });
    expect(programmes).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore the R programme' })).toHaveAttribute(
      'href',
      '/r-training',
    );
    expect(screen.getByRole('link', { name: 'Visit our Life Sciences institute' })).toHaveAttribute(
      'href',
      '/services/academia',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Explore the SAS programme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Coming Soon!$/);
  });
});

describe('institute page', () => {
  it('shows the programme, its eligibility, tracks, roles and how to get in touch', async () => {
    await renderAt('/services/academia', 'Crafting Careers in the Life Sciences industry');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('img', { name: /Programme flowchart/ })).toHaveAttribute('loading', 'lazy');
    for (const track of ['Clinical Programmer', 'SAS Programmer', 'R Programmer', 'Data Scientist']) {
      expect(main.getByRole('heading', { level: 4, name: track })).toBeInTheDocument();
    }
    const roles = main.getByRole('region', { name: 'Potential Placement roles' });
    expect(within(roles).getAllByRole('listitem')).toHaveLength(5);
    expect(main.getByText(/owned and managed by MindBridge Consulting/)).toBeInTheDocument();
    const touch = main.getByRole('region', { name: 'Get in Touch with Us' });
    expect(within(touch).getByRole('link', { name: '+91 40 4851 2290' })).toHaveAttribute(
      'href',
      'tel:+914048512290',
    );
    expect(within(touch).getByRole('link', { name: 'info@mindbridgeconsulting.in' })).toHaveAttribute(
      'href',
      'mailto:info@mindbridgeconsulting.in',
    );
    expect(document.title).toBe('Life Sciences Institute | MindBridge Consulting');
  });
});
