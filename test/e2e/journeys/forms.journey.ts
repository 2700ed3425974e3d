/** The contact form through the local e-mail service, and the footer's newsletter, subscribed and refused. */
import { expect, test } from './fixtures';

const BACKEND = 'http://localhost:4100';

test('the contact form sends its message, which the e-mail service stores, and empties itself', async ({
  site,
}) => {
  const message = `Please call me about the SAS batch (${test.info().project.name} ${Date.now()}).`;
  await site.setViewport(1280, 900);
  await site.goto('/contact');
  const form = site.getByRole('form', { name: 'Contact Us' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('Meera Iyer');
  await form.getByRole('textbox', { name: /^Company Name/ }).fill('Helix Research');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('meera@example.com');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('+91 98765 43210');
  await form.getByRole('textbox', { name: /^Message/ }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(site.getByRole('status').filter({ hasText: 'Message sent successfully!' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Message/ })).toHaveValue('');

  const stored = (await (await fetch(`${BACKEND}/__local/emails`)).json()) as { params_json: string }[];
  const mine = stored.find((email) => email.params_json.includes(message));
  expect(JSON.parse(mine?.params_json ?? '{}')).toMatchObject({
    name: 'Meera Iyer',
    email: 'meera@example.com',
    message,
  });
  expect(await site.problems()).toEqual([]);
});

test('the newsletter subscribes an address and clears the field; a refused one keeps what was typed', async ({
  site,
}) => {
  await site.setViewport(1280, 900);
  await site.goto('/about');
  const footer = site.locator('footer');
  const field = footer.getByRole('textbox', { name: /Email address/ });
  const subscribe = footer.getByRole('button', { name: 'Subscribe' });

  // The browser accepts "name@host" as an e-mail address; the backend asks for a domain with a dot (400).
  await field.fill('asha@localhost');
  await subscribe.click();
  await expect(footer.getByRole('alert')).toHaveText('There was an error: Network response was not ok');
  await expect(field).toHaveValue('asha@localhost');

  const address = `asha-${test.info().project.name}-${Date.now()}@example.com`;
  await field.fill(address);
  await subscribe.click();
  await expect(footer.getByRole('alert')).toHaveText(
    'Thank you for subscribing to the MindBridge newsletter!',
  );
  await expect(footer.getByRole('textbox', { name: /Email address/ })).toHaveValue('');
  const subscriptions = (await (await fetch(`${BACKEND}/__local/newsletter-subscriptions`)).json()) as {
    email: string;
  }[];
  expect(subscriptions.map((row) => row.email)).toContain(address);
  // The one failure this journey provoked.
  expect((await site.problems()).filter((problem) => !problem.endsWith('/subscribe.php (400)'))).toEqual([]);
});
