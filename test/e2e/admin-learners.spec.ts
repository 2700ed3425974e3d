import { openConsoleAs, staff } from './console';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { accessToken, certificatesOf, completeCourse, payForPlan, paymentsOf } from './learner-api';
import { BACKEND, testLearner } from './stack';

/**
 * The console's learners against the real stack: a learner of the test's own completes a course, takes its
 * certificate and pays for a plan; staff find the account by its e-mail, see its progress, plan, payment and
 * certificate, revoke the certificate (the public verification says so), export the learner's data and erase
 * the learner, after which the account holds no payments and the certificate stays revoked. The screens pass
 * axe at a laptop's and a phone's width, and the course report lists the learner.
 */
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

test('staff find a learner, revoke a certificate, export the data and erase the learner', async ({
  page,
  problems,
}) => {
  const account = testLearner();
  const token = await accessToken(account);
  await completeCourse(token, '1');
  const issued = await fetch(`${BACKEND}/api/me/certificates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ courseId: '1', name: 'Priya Sharma' }),
  });
  expect(issued.status).toBe(201);
  const certificateId = ((await issued.json()) as { id: string }).id;
  await payForPlan(token, { title: 'R-Guru Member', email: account.email, name: 'Priya Sharma' });

  await page.setViewportSize(LAPTOP);
  await openConsoleAs(page, staff, '/admin/learners');
  // The unfiltered list may hold one row too: wait for the searched answer before counting rows.
  const searched = page.waitForResponse(
    (response) => /\/api\/admin\/learners\?/.test(response.url()) && response.url().includes('q='),
  );
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or account' }).fill(account.email);
  await searched;
  const grid = page.getByRole('grid', { name: 'Learners' });
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid.getByText(account.email)).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The provider keeps the name as typed ("priya sharma"); the console shows it as the site does.
  await expect(grid.getByRole('link', { name: account.name, exact: true })).toBeVisible();
  await grid.getByRole('link').first().click();

  await expect(page.getByRole('heading', { level: 2, name: account.name, exact: true })).toBeVisible();
  await expect(page.getByText(account.email, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Courses' }).getByText('3 of 3 lessons')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Plans' }).getByText('R-Guru Member')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Payments' }).getByText(/^pay_/)).toBeVisible();
  const certificates = page.getByRole('table', { name: 'Certificates' });
  await expect(certificates.getByRole('link', { name: certificateId })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/admin-learner-1280.png', fullPage: true });

  await certificates.getByRole('button', { name: 'Revoke…' }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke certificate ${certificateId}?` });
  await expect(revoke.getByRole('textbox', { name: 'Reason' })).toBeFocused();
  await revoke.getByRole('textbox', { name: 'Reason' }).fill('Issued in error');
  await expectNoSeriousA11yViolations(page);
  await revoke.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Certificate ${certificateId} is revoked.` }),
  ).toBeVisible();
  await expect(certificates.getByText(/^Revoked /)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^learner-.+\.json$/);
  const exported = JSON.parse(
    await (await file.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString('utf8')),
  ) as {
    account: { email: string };
    payments: unknown[];
    certificates: { id: string; revokedAt: string | null }[];
  };
  expect(exported.account.email).toBe(account.email);
  expect(exported.payments).toHaveLength(1);
  expect(exported.certificates[0]?.revokedAt).not.toBeNull();

  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/admin-learner-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Erase…' }).click();
  const erase = page.getByRole('dialog', { name: /^Erase / });
  await erase.getByRole('textbox', { name: `Type ${account.email} to confirm` }).fill(account.email);
  await expectNoSeriousA11yViolations(page);
  await erase.getByRole('button', { name: 'Erase learner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is erased.' })).toBeVisible();

  // The account's own calls find nothing of it; the public verification says revoked, without the name.
  expect((await paymentsOf(token)).payments).toEqual([]);
  expect((await certificatesOf(token))[0]?.name).toBe('erased');
  await page.goto(`/verify/${certificateId}`);
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('heading', { name: /^Revoked on / })).toBeVisible();
  await expect(result).not.toContainText('Priya Sharma');
  expect(problems.consoleErrors).toEqual([]);
});

test("the course report lists a learner who started the course, at a phone's width too", async ({ page }) => {
  const account = testLearner();
  const token = await accessToken(account);
  await completeCourse(token, '2', ['v1']);
  await page.setViewportSize(LAPTOP);
  await openConsoleAs(page, staff, '/admin/course-reports');
  const cards = page.getByRole('list', { name: 'Course reports' }).getByRole('link');
  await expect(cards).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await cards.nth(1).click();
  const grid = page.getByRole('grid', { name: 'Learners in this course' });
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Name,E-mail,Account,Started,Lessons completed,Lessons,Completed,Certificate,Certificate status',
  );
  expect(csv).toContain(account.email);
});
