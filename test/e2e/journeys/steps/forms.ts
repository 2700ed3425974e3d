/** The contact form's steps over the journeys' `Site`: the forms journey's, and marketing.spec.ts's. */
import { expect } from '../../harness/site';
import type { Site } from '../../harness/site';

export const contactForm = (site: Site) => site.getByRole('form', { name: 'Contact Us' });

/** What a visitor types into the contact form. */
export const contactDetails = {
  name: 'Meera Iyer',
  companyname: 'Helix Research',
  email: 'meera@example.com',
  phone: '+91 98765 43210',
} as const;

/** Fills the contact form on the current page and sends it; the page confirms and empties the message. */
export async function sendContactMessage(site: Site, message: string) {
  const form = contactForm(site);
  await form.getByRole('textbox', { name: /^Name/ }).fill(contactDetails.name);
  await form.getByRole('textbox', { name: /^Company Name/ }).fill(contactDetails.companyname);
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(contactDetails.email);
  await form.getByRole('textbox', { name: /^Phone/ }).fill(contactDetails.phone);
  await form.getByRole('textbox', { name: /^Message/ }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(site.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
}

export type StoredEmail = { endpoint: string; service_id: string; template_id: string; params_json: string };
