/** /events against the local backend: search, the empty state, the details dialog and Register. */
import { expect, test } from '../harness/fixtures';

import { bootcamp, detailsButton, eventList, openDetails, registerForBootcampAndClose } from './steps/events';

test('search narrows the list to nothing and back; the details open, register and close', async ({
  site,
}) => {
  await site.setViewport(1280, 800);
  await site.goto('/events');
  const list = eventList(site);
  await expect(list.getByRole('heading', { name: bootcamp })).toBeVisible();
  expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(10);

  const search = site.getByRole('searchbox', { name: 'Search events' });
  await search.fill('bootcamp');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await site.waitForURL(/\/events\?q=bootcamp$/);
  await search.fill('no such event anywhere');
  await expect(site.getByRole('heading', { name: 'No events found' })).toBeVisible();
  await expect(site.getByText('Try adjusting your search or filter settings')).toBeVisible();
  await search.fill('');
  await expect(list.getByRole('heading', { name: bootcamp })).toBeVisible();

  await registerForBootcampAndClose(site);
  await detailsButton(site, bootcamp).click();
  await site.getByRole('dialog', { name: bootcamp }).getByRole('button', { name: 'Close' }).click();
  await expect(site.getByRole('dialog')).toBeHidden();
  expect(await site.problems()).toEqual([]);
});

test('on a 390 px phone the details fill the screen with Close and Register in view', async ({ site }) => {
  await site.setViewport(390, 844);
  await site.goto('/events');
  const dialog = await openDetails(site, bootcamp);
  await expect.poll(() => dialog.box()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  for (const name of ['Close', 'Register']) {
    const box = await dialog.getByRole('button', { name }).box();
    expect(box.y + box.height, name).toBeLessThanOrEqual(844);
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(site.getByRole('dialog')).toBeHidden();
});
