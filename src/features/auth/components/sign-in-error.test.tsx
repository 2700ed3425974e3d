import { screen } from '@testing-library/react';

import { SignInErrorNotice, SignInErrorView } from './sign-in-error';

import { currentPage } from '@/lib/loading/chunk-load';

import { renderWithProviders } from '@test/render';

const technical = 'Failed to fetch (http://localhost:4200/.well-known/openid-configuration)';

describe('SignInErrorView', () => {
  it('shows a plain message and Try again, with the technical detail behind "Show details"', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <SignInErrorView failure={{ code: 'login_failed', detail: technical }} onRetry={onRetry} />,
    );
    expect(screen.getByRole('heading', { name: 'Login failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(technical);
    expect(screen.queryByText(/Details:/)).not.toBeInTheDocument();
    expect(screen.getByText(technical)).not.toBeVisible();

    const disclosure = screen.getByRole('button', { name: 'Show details' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await user.click(disclosure);
    expect(screen.getByText(technical)).toBeVisible();
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(disclosure).toHaveAccessibleName('Hide details');
    await user.click(disclosure);
    expect(screen.getByText(technical)).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('offers no disclosure when there is no detail', () => {
    renderWithProviders(<SignInErrorView failure={{ code: 'cancelled' }} onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show details' })).not.toBeInTheDocument();
  });

  it('offers a reload instead of Try again when the sign-in code itself did not arrive', async () => {
    const reload = jest.spyOn(currentPage, 'reload').mockImplementation(() => {});
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <SignInErrorView
        failure={{ code: 'load_failed', detail: 'Loading chunk identity failed.' }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('heading', { name: 'This page needs a reload' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

describe('SignInErrorNotice', () => {
  it('tries again, or reloads when the code did not arrive', async () => {
    const reload = jest.spyOn(currentPage, 'reload').mockImplementation(() => {});
    const onRetry = jest.fn();
    const { user, unmount } = renderWithProviders(
      <SignInErrorNotice failure={{ code: 'timeout' }} onRetry={onRetry} onClose={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();

    renderWithProviders(
      <SignInErrorNotice failure={{ code: 'load_failed' }} onRetry={onRetry} onClose={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
