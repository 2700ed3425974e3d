import { act, screen, within } from '@testing-library/react';

import type { RootState } from '@/app/store';
import { profileEdited } from '@/features/profile/slice';
import { accountClosed } from '@/lib/account';

import { signedInState } from '@test/learner-state';
import { renderWithProviders } from '@test/render';

const priya = {
  name: 'priya sharma',
  email: 'learner@example.com',
  picture: 'http://localhost:4200/avatars/priya.svg',
};
const signedIn = signedInState(priya) satisfies Partial<RootState>;
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
/** The same, once the account control's parts (the picture among them) have loaded with their chunk. */
const loadedHeaderPicture = (name: string) =>
  within(screen.getByRole('button', { name: `Account menu for ${name}` })).findByRole('presentation', {
    hidden: true,
  });

describe('Header account area', () => {
  it('shows the picture and name saved in Edit Profile, on any page', async () => {
    renderWithProviders(undefined, {
      route: '/about',
      preloadedState: { ...signedIn, profile: { edits } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(await loadedHeaderPicture('Priya S. Sharma')).toHaveAttribute('src', edits.picture);
  });

  it('changes the moment the edits are saved, and shows the provider picture once the account closes', async () => {
    const { store } = renderWithProviders(undefined, { route: '/about', preloadedState: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(await loadedHeaderPicture('Priya Sharma')).toHaveAttribute('src', priya.picture);
    act(() => {
      store.dispatch(profileEdited(edits));
    });
    expect(headerPicture('Priya S. Sharma')).toHaveAttribute('src', edits.picture);
    // Another learner's session in this browser: the edits were this account's only.
    act(() => {
      store.dispatch(accountClosed({ sub: 'user-learner-0001', forgotten: false }));
    });
    expect(headerPicture('Priya Sharma')).toHaveAttribute('src', priya.picture);
  });
});
