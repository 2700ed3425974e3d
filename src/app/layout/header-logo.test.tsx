import { screen } from '@testing-library/react';

import { Header } from './header';

import { renderWithProviders } from '@test/render';

const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

describe('the header logo link', () => {
  it('has an accessible name that contains its visible text (WCAG 2.5.3)', () => {
    renderWithProviders(<Header />, { route: '/about' });
    const link = screen.getByRole('link', { name: 'MindBridge Consulting home' });
    // axe 4.14's label-content-name-mismatch compares the text nodes the link shows with its name.
    expect(words(link.textContent)).toBe('mindbridge consulting');
    expect(words(link.getAttribute('aria-label'))).toContain(words(link.textContent));
    expect(link).toHaveAttribute('href', '/');
  });
});
