/** The contact form through the local e-mail service, and the footer's newsletter, subscribed and refused. */
import { expect, test } from '../harness/fixtures';
import { localRows } from '../stack';

import { contactDetails, sendContactMessage } from './steps/forms';
import type { StoredEmail } from './steps/forms';

test('the contact form sends its message, which the e-mail service stores, and empties itself', async ({
  site,
}) => {
  const message = `Please call me about the SAS batch (${test.info().project.name} ${Date.now()}).`;
  await site.setViewport(1280, 900);
  await site.goto('/contact');
  await sendContactMessage(site, message);

  const mine = (await localRows<StoredEmail>('emails')).find((email) => email.params_json.includes(message));
  expect(JSON.parse(mine?.params_json ?? '{}')).toMatchObject({ ...contactDetails, message });
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
  const subscriptions = await localRows<{ email: string }>('newsletter-subscriptions');
  expect(subscriptions.map((row) => row.email)).toContain(address);
  // The one failure this journey provoked.
  expect((await site.problems()).filter((problem) => !problem.endsWith('/subscribe.php (400)'))).toEqual([]);
});
