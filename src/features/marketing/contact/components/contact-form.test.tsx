import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

// The real SDK, with its loading seen: the factory runs when the module is first asked for.
const mockSdkLoaded = jest.fn();
jest.mock('@emailjs/browser', () => {
  mockSdkLoaded();
  return jest.requireActual('@emailjs/browser');
});

const renderForm = () =>
  render(
    <MemoryRouter>
      <h2 id="form-heading">Contact Us</h2>
      <ContactForm labelledBy="form-heading" />
    </MemoryRouter>,
  );

const renders = (id: string) => renderedField.mock.calls.filter(([props]) => props.id === id).length;

describe('ContactForm', () => {
  beforeEach(() => renderedField.mockClear());

  it('renders each field once as it mounts, although react-hook-form re-renders the form to mark it ready', async () => {
    renderForm();
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact Us' })).toBeInTheDocument();
    for (const name of ['name', 'location', 'collegename', 'companyname', 'email', 'phone', 'message']) {
      expect({ name, renders: renders(`contact-${name}`) }).toEqual({ name, renders: 1 });
    }
  });

  it('loads the e-mail SDK when the visitor first moves into the form, not with the form', async () => {
    const user = userEvent.setup();
    renderForm();
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(mockSdkLoaded).not.toHaveBeenCalled();
    await user.click(name);
    await waitFor(() => expect(mockSdkLoaded).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('textbox', { name: /^Message/ }));
    expect(mockSdkLoaded).toHaveBeenCalledTimes(1);
  });
});
