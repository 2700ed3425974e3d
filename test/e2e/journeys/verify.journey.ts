/**
 * An employer checks a certificate, not signed in: the id typed into /verify leads to "Valid" with the learner's
 * name, the course and the issuer; a revoked certificate says when; an id nobody holds and text that is not an
 * id say so. The certificates are issued (and one revoked) on the backend beforehand, the same in every engine.
 */
import { expect, test } from '../harness/fixtures';
import { certificateFor, revokeCertificate } from '../learner-api';

import { checkTyped, expectRevoked, expectValid, result } from './steps/verify';

test('an employer checks a valid certificate, a revoked one, one nobody holds and text that is not an id', async ({
  site,
}) => {
  const valid = await certificateFor('3');
  const revoked = await certificateFor('2');
  await revokeCertificate(revoked.id);

  // Typed as a person reads it off paper: lower case, the letter O for a zero.
  await checkTyped(site, valid.id.toLowerCase().replace(/0/g, 'o'), valid.id);
  await expectValid(site, { name: valid.name, course: 'Leading High-Performing Teams' });

  await site.goto(`/verify/${revoked.id}`);
  await expectRevoked(site);

  await site.goto('/verify/MB-0000-0000-0000');
  await expect(result(site).getByRole('heading', { name: 'No certificate has this id' })).toBeVisible();
  await site.goto('/verify/not-an-id');
  await expect(result(site).getByRole('heading', { name: 'This is not a certificate ID' })).toBeVisible();
  // The backend's 404 for the id nobody holds is its answer, which a browser may log; nothing else may fail.
  expect((await site.problems()).filter((problem) => !problem.includes('MB-0000-0000-0000'))).toEqual([]);
});
