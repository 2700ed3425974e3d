import { act, screen, within } from '@testing-library/react';

import type { RootState } from '@/app/store';
import { profileEdited } from '@/features/profile/slice';

import { renderWithProviders } from '@test/render';

const priya = {
  name: 'priya sharma',
  email: 'learner@example.com',
  picture: 'http://localhost:4200/avatars/priya.svg',
};
const signedIn = {
  auth: { status: 'signedIn', profile: priya, redirecting: false, error: null, returnTo: null },
} satisfies Partial<RootState>;
const edits = {
  name: 'Priya S. Sharma',
  email: 'learner@example.com',
  phone: '',
  picture: 'data:image/jpeg;base64,AAAA',
};

/** The picture inside the header's account button (decorative: the name is the button's label). */
const headerPicture = (name: string) =>
  within(screen.getByRole('button', { name: `Account menu for ${name}` })).getByRole('presentation', {
    hidden: true,
  });

describe('Header account area', () => {
  it('shows the picture and name saved in Edit Profile, on any page', async () => {
    renderWithProviders(undefined, {
      route: '/about',
      preloadedState: { ...signedIn, profile: { editsByAccount: { 'learner@example.com': edits } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(headerPicture('Priya S. Sharma')).toHaveAttribute('src', edits.picture);
  });

  it('changes the moment the edits are saved, and keeps the provider picture for another account', async () => {
    const { store } = renderWithProviders(undefined, {
      route: '/about',
      preloadedState: {
        ...signedIn,
        profile: { editsByAccount: { 'someone@example.com': { ...edits, name: 'Someone' } } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(headerPicture('Priya Sharma')).toHaveAttribute('src', priya.picture);
    act(() => {
      store.dispatch(profileEdited({ account: 'learner@example.com', edits }));
    });
    expect(headerPicture('Priya S. Sharma')).toHaveAttribute('src', edits.picture);
  });
});
