import { fireEvent, render, screen } from '@testing-library/react';

import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the picture, hidden from assistive technology when it has no text of its own', () => {
    render(<Avatar name="Priya Sharma" picture="https://example.com/p.png" size={40} />);
    expect(screen.getByTestId('avatar-picture')).toHaveAttribute('src', 'https://example.com/p.png');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('falls back to the initials when the picture fails to load, and tries a new picture again', () => {
    const { rerender } = render(<Avatar name="Priya Sharma" picture="https://example.com/broken.png" />);
    fireEvent.error(screen.getByTestId('avatar-picture'));
    expect(screen.queryByTestId('avatar-picture')).not.toBeInTheDocument();
    expect(screen.getByText('PS')).toBeInTheDocument();
    rerender(<Avatar name="Priya Sharma" picture="https://example.com/new.png" />);
    expect(screen.getByTestId('avatar-picture')).toHaveAttribute('src', 'https://example.com/new.png');
  });

  it('shows the initials without a picture, from the e-mail when there is no name', () => {
    render(<Avatar name="" email="learner@example.com" picture="" />);
    expect(screen.getByText('L')).toBeInTheDocument();
  });

  it('is announced with its text when it is given one (a preview of a new picture)', () => {
    render(<Avatar name="Priya Sharma" picture="blob:preview" alt="Preview of your new picture" />);
    expect(screen.getByRole('img', { name: 'Preview of your new picture' })).toBeInTheDocument();
  });
});
