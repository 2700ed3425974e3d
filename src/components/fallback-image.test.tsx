import { fireEvent, render, screen } from '@testing-library/react';

import { FallbackImage } from './fallback-image';

const props = { alt: '', width: 640, height: 360, testId: 'card-image' };

describe('FallbackImage', () => {
  it('loads an image lazily, at its own size, unless it is likely the largest thing on screen', () => {
    const { rerender } = render(<FallbackImage {...props} src="/uploads/a.png" />);
    const image = screen.getByTestId('card-image');
    expect(image).toHaveAttribute('src', '/uploads/a.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).not.toHaveAttribute('fetchpriority');

    rerender(<FallbackImage {...props} src="/uploads/a.png" priority />);
    expect(screen.getByTestId('card-image')).toHaveAttribute('loading', 'eager');
    expect(screen.getByTestId('card-image')).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the placeholder, hidden from screen readers, when there is no image', () => {
    render(<FallbackImage {...props} src={null} placeholder={<span>no picture</span>} />);
    expect(screen.queryByTestId('card-image')).not.toBeInTheDocument();
    const placeholder = screen.getByTestId('card-image-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveTextContent('no picture');
  });

  it('gives way to the placeholder when the file fails, and tries a new address again', () => {
    const { rerender } = render(<FallbackImage {...props} src="/uploads/broken.png" />);
    fireEvent.error(screen.getByTestId('card-image'));
    expect(screen.queryByTestId('card-image')).not.toBeInTheDocument();
    expect(screen.getByTestId('card-image-placeholder')).toBeInTheDocument();

    rerender(<FallbackImage {...props} src="/uploads/fixed.png" />);
    expect(screen.getByTestId('card-image')).toHaveAttribute('src', '/uploads/fixed.png');
  });

  it('centres the placeholder in the same frame as the image, on its own ground when given one', () => {
    render(
      <FallbackImage
        {...props}
        src={null}
        sx={{ display: 'block', width: '100%', height: 160 }}
        placeholderSx={{ background: 'linear-gradient(135deg, #0b3954 0%, #087e8b 100%)' }}
      />,
    );
    const placeholder = screen.getByTestId('card-image-placeholder');
    expect(placeholder).toHaveStyle({ display: 'grid', width: '100%', height: '160px' });
    expect(getComputedStyle(placeholder).background).toContain('linear-gradient');
  });
});
