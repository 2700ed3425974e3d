import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { ContactForm } from './contact-form';

import { OutlinedField } from '@/components/outlined-field';
import type * as OutlinedFieldModule from '@/components/outlined-field';

// The real field, counted: how often each one renders is the cost of the form's hydration.
jest.mock('@/components/outlined-field', () => {
  const actual: typeof OutlinedFieldModule = jest.requireActual('@/components/outlined-field');
  return { OutlinedField: jest.fn(actual.OutlinedField) };
});
const renderedField = jest.mocked(OutlinedField);

const renders = (id: string) => renderedField.mock.calls.filter(([props]) => props.id === id).length;

describe('ContactForm', () => {
  beforeEach(() => renderedField.mockClear());

  it('renders each field once as it mounts, although react-hook-form re-renders the form to mark it ready', async () => {
    render(
      <MemoryRouter>
        <h2 id="form-heading">Contact Us</h2>
        <ContactForm labelledBy="form-heading" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact Us' })).toBeInTheDocument();
    for (const name of ['name', 'location', 'collegename', 'companyname', 'email', 'phone', 'message']) {
      expect({ name, renders: renders(`contact-${name}`) }).toEqual({ name, renders: 1 });
    }
  });
});
