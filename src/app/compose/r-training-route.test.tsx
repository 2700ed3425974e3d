import { screen, within } from '@testing-library/react';

import { initialAuthState } from '@/features/auth/slice';
import { resetCheckoutScriptForTests } from '@/features/checkout/checkout-script';

import { renderWithProviders } from '@test/render';

afterEach(() => resetCheckoutScriptForTests());

describe('/r-training composed with sign-in', () => {
  it('prefills checkout with the signed-in visitor’s name and e-mail', async () => {
    const { user } = renderWithProviders(undefined, {
      route: '/r-training',
      preloadedState: {
        auth: {
          ...initialAuthState(null),
          status: 'signedIn',
          profile: { name: 'priya sharma', email: 'learner@example.com', picture: '' },
        },
      },
    });
    const workshops = await screen.findByRole('list', { name: 'Workshops' });
    const [first] = within(workshops).getAllByRole('button', { name: 'Register Now' });
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('priya sharma');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('learner@example.com');
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('');
  });

  it('leaves the form empty for a visitor who is not signed in', async () => {
    const { user } = renderWithProviders(undefined, {
      route: '/r-training',
      preloadedState: { auth: { ...initialAuthState(null), status: 'signedOut' } },
    });
    const plans = await screen.findByRole('list', { name: 'Access plans' });
    const [first] = within(plans).getAllByRole('button', { name: 'Enroll Now' });
    await user.click(first as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('');
  });
});
