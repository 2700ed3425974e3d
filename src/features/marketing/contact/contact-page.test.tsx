import emailjs, { EmailJSResponseStatus } from '@emailjs/browser';
import { screen, within } from '@testing-library/react';

import { site } from '@/lib/site';
import { office } from '@/lib/site-office';

import { emailIds } from '@test/fixtures/email';
import { failures, sentEmails } from '@test/msw/handlers/email';
import { server } from '@test/msw/server';
import { renderWithProviders } from '@test/render';

// jest-fixed-jsdom puts Node's FormData in place of jsdom's, and Node's cannot read a <form> (a browser's
// can, and sendForm relies on it): read the form's named fields the way a browser does.
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements)) {
      const control = element as HTMLInputElement | HTMLTextAreaElement;
      if (control.name && !control.disabled) this.append(control.name, control.value);
    }
  }
}
beforeAll(() => {
  globalThis.FormData = FormDataFromForm as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

const SUCCESS = 'Message sent successfully!';
const FAILURE = 'Failed to send the message, please try again.';

async function renderContact(route = '/contact') {
  const view = renderWithProviders(undefined, { route });
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return view;
}

const form = () => screen.getByRole('form', { name: 'Contact Us' });
const field = (label: RegExp) => within(form()).getByRole('textbox', { name: label });

async function fillRequired(user: Awaited<ReturnType<typeof renderContact>>['user']) {
  await user.type(field(/^Name/), 'Meera Iyer');
  await user.type(field(/^Location/), 'Pune');
  await user.type(field(/^College Name/), 'Deccan Institute of Technology');
  await user.type(field(/^E-mail/), 'meera@example.com');
  await user.type(field(/^Phone/), '+91 98765 43210');
  await user.type(field(/^Message/), 'I would like to know about the SAS batch.');
}

const send = (user: Awaited<ReturnType<typeof renderContact>>['user']) =>
  user.click(within(form()).getByRole('button', { name: 'Send Message' }));

describe('contact page', () => {
  it('shows where we are from the site configuration', async () => {
    await renderContact();
    const writeToUs = screen.getByRole('region', { name: 'WRITE TO US' });
    expect(writeToUs).toHaveTextContent('500081');
    expect(within(writeToUs).getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(within(writeToUs).getByRole('link', { name: site.phones[0] })).toHaveAttribute(
      'href',
      'tel:+914048512290',
    );
    expect(screen.getByTitle(/Map of our office/)).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Open the map/ })).toHaveAttribute('href', office.map.link);
  });

  it('says beside each required field what is missing, and sends nothing', async () => {
    const { user } = await renderContact();
    await send(user);
    expect(await within(form()).findByText('Please enter your name.')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(within(form()).getByText('Please enter your phone number.')).toBeInTheDocument();
    expect(within(form()).getByText('Please write your message.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAccessibleDescription('Please enter your name.');

    await user.type(field(/^E-mail/), 'meera@');
    await user.type(field(/^Phone/), 'call me');
    await send(user);
    expect(await within(form()).findByText(/valid e-mail address/)).toBeInTheDocument();
    expect(within(form()).getByText(/valid phone number/)).toBeInTheDocument();
    expect(sentEmails()).toHaveLength(0);
  });

  it('sends the form with the configured ids, says so and empties the form', async () => {
    const { user } = await renderContact();
    await fillRequired(user);
    await send(user);
    expect(await screen.findByRole('status')).toHaveTextContent(SUCCESS);
    expect(sentEmails()).toEqual([
      {
        endpoint: 'send-form',
        templateId: emailIds.templateIds[0],
        params: {
          name: 'Meera Iyer',
          location: 'Pune',
          collegename: 'Deccan Institute of Technology',
          companyname: '',
          email: 'meera@example.com',
          phone: '+91 98765 43210',
          message: 'I would like to know about the SAS batch.',
        },
      },
    ]);
    expect(field(/^Name/)).toHaveValue('');
    expect(field(/^Message/)).toHaveValue('');
  });

  it.each([
    ['the service refuses (500)', () => server.use(failures.sendForm.serverError()), /having trouble/],
    ['the network is down', () => server.use(failures.sendForm.networkError()), /internet connection/],
    ['the rate limit is hit (429)', () => server.use(failures.sendForm.rateLimited()), /wait a minute/],
  ])('keeps what was typed and explains when %s', async (_case, failWith, detail) => {
    failWith();
    const { user } = await renderContact();
    await fillRequired(user);
    await send(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILURE);
    expect(alert).toHaveTextContent(detail);
    expect(field(/^Name/)).toHaveValue('Meera Iyer');
    expect(field(/^Message/)).toHaveValue('I would like to know about the SAS batch.');
  });

  it.each([
    [
      '451 (headless browser)',
      new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'),
      /headless browsers/,
    ],
    ['403 (block list)', new EmailJSResponseStatus(403, 'Forbidden'), /blocked this message/],
    ['429 (rate limit)', new EmailJSResponseStatus(429, 'Too Many Requests'), /wait a minute/],
    ['0 (network error)', new EmailJSResponseStatus(), /internet connection/],
    [
      'a missing public key',
      'The public key is required. Visit https://dashboard.emailjs.com/admin/account',
      /public key is missing/,
    ],
    [
      'a missing service id',
      'The service ID is required. Visit https://dashboard.emailjs.com/admin',
      /service ID is missing/,
    ],
    [
      'a missing template id',
      'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates',
      /template ID is missing/,
    ],
  ])('explains the SDK’s %s', async (_case, rejection, detail) => {
    jest.spyOn(emailjs, 'sendForm').mockRejectedValue(rejection);
    const { user } = await renderContact();
    await fillRequired(user);
    await send(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILURE);
    expect(alert).toHaveTextContent(detail);
    expect(field(/^E-mail/)).toHaveValue('meera@example.com');
  });

  it('names the configured e-mail service when an id is unknown there (400)', async () => {
    window.__APP_CONFIG__ = { ...(window.__APP_CONFIG__ as object), emailTemplateId: 'template_unknown' };
    const { user } = await renderContact();
    await fillRequired(user);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/did not accept the form’s settings/);
  });

  it('starts the message from the address (Enroll Now on a course)', async () => {
    await renderContact('/contact?message=I%20want%20to%20enroll%20in%20R%20for%20Clinical%20Trials.');
    expect(await screen.findByDisplayValue('I want to enroll in R for Clinical Trials.')).toBe(
      field(/^Message/),
    );
  });
});
