/**
 * An employer checks a certificate in this engine, not signed in: the id typed into /verify leads to "Valid"
 * with the learner's name, the course and the issuer; a revoked certificate says when; an id nobody holds and
 * text that is not an id say so. The certificates are issued (and one revoked) on the backend beforehand,
 * the same ones in every engine.
 */
import { certificateFor, revokeCertificate } from '../learner-api';

import { expect, test } from './fixtures';

test('an employer checks a valid certificate, a revoked one, one nobody holds and text that is not an id', async ({
  site,
}) => {
  const valid = await certificateFor('3');
  const revoked = await certificateFor('2');
  await revokeCertificate(revoked.id);

  await site.goto('/verify');
  await expect(site.getByRole('heading', { level: 1, name: 'Verify a Certificate' })).toBeVisible();
  // Typed as a person reads it off paper: lower case, the letter O for a zero.
  await site.getByLabel('Certificate ID').fill(valid.id.toLowerCase().replace(/0/g, 'o'));
  await site.getByRole('button', { name: 'Verify' }).click();
  await site.waitForURL(new RegExp(`/verify/${valid.id}$`));
  const result = site.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('heading', { name: 'Valid' })).toBeVisible();
  await expect(result.getByText(valid.name, { exact: true })).toBeVisible();
  await expect(result.getByText('Leading High-Performing Teams', { exact: true })).toBeVisible();
  await expect(result.getByText('MindBridge Consulting', { exact: true })).toBeVisible();

  await site.goto(`/verify/${revoked.id}`);
  await expect(
    site
      .getByRole('region', { name: 'Result' })
      .getByRole('heading', { name: /^Revoked on \d{1,2} \w+ \d{4}$/ }),
  ).toBeVisible();

  await site.goto('/verify/MB-0000-0000-0000');
  await expect(
    site.getByRole('region', { name: 'Result' }).getByRole('heading', { name: 'No certificate has this id' }),
  ).toBeVisible();
  await site.goto('/verify/not-an-id');
  await expect(
    site
      .getByRole('region', { name: 'Result' })
      .getByRole('heading', { name: 'This is not a certificate ID' }),
  ).toBeVisible();
  // The backend's 404 for the id nobody holds is its answer, which a browser may log; nothing else may fail.
  expect((await site.problems()).filter((problem) => !problem.includes('MB-0000-0000-0000'))).toEqual([]);
});
