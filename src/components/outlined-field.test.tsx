import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

import { OutlinedField } from './outlined-field';

describe('OutlinedField', () => {
  it('prerenders a growing text area at its least height, as it is once hydrated', () => {
    const view = renderToString(<OutlinedField id="message" label="Message" multiline minRows={5} />);
    // The visible text area, not MUI's hidden one that measures the text.
    expect(view).toMatch(/<textarea(?![^>]*aria-hidden)[^>]*\brows="5"/);
  });

  it('keeps the text area growing: no rows prop, which MUI would take as a fixed height', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    render(<OutlinedField id="message" label="Message" multiline minRows={5} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5');
    expect(warn).not.toHaveBeenCalled();
  });
});
