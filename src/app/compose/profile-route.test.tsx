import { screen, waitFor, within } from '@testing-library/react';

import { ProfileRoute, ProfileView } from './profile-route';

import type { RootState } from '@/app/store';
import { saveFile } from '@/lib/download';

import {
  courseCompleted,
  priyaProfile,
  progressState,
  provideTokensFor,
  signedInState,
} from '@test/learner-state';
import { failures, holdCertificates } from '@test/msw/handlers/learner-certificates';
import { failures as courseFailures } from '@test/msw/handlers/player-courses';
import { server } from '@test/msw/server';
import { readPdf } from '@test/pdf-document';
import { renderWithProviders } from '@test/render';

jest.mock('@/lib/download', () => ({ saveFile: jest.fn() }));

const priya = priyaProfile;

const signedIn = {
  ...signedInState(),
  courseProgress: progressState([
    { completed: ['1', 'v1', '2026-11-19T09:00:00.000Z'] },
    { completed: ['1', 'v2', '2026-11-19T09:00:00.000Z'] },
    ...courseCompleted('2', '2026-11-20T09:00:00.000Z'),
  ]),
} satisfies Partial<RootState>;

const renderProfile = (preloadedState: Partial<RootState> = signedIn, paymentHistory?: React.ReactNode) =>
  renderWithProviders(<ProfileView paymentHistory={paymentHistory} />, {
    preloadedState,
    userEventOptions: { applyAccept: false },
  });

const menu = () => screen.getByRole('navigation', { name: 'Profile sections' });
const courseCards = async () =>
  within(await screen.findByRole('list', { name: 'My Courses' })).getAllByRole('listitem') as [
    HTMLElement,
    HTMLElement,
    HTMLElement,
  ];

/** The tidyverse course's certificate, as the backend holds it. */
const heldCertificate = {
  id: 'MB-7K3Q-9D2X-TV0A',
  courseId: '2',
  name: 'Priya Sharma',
  course: 'Data Analysis with the Tidyverse',
  completedAt: '2026-11-20T09:00:00.000Z',
  completedOn: '2026-11-20',
  issuedAt: '2026-11-21T06:30:00.000Z',
  status: 'valid',
} as const;

// The profile's calls about the learner (certificates, payments) carry Priya's access token.
beforeEach(() => {
  provideTokensFor();
});

describe('Profile page', () => {
  it('invites a signed-out visitor to log in', () => {
    renderProfile({
      auth: {
        status: 'signedOut',
        profile: null,
        sub: null,
        redirecting: false,
        error: null,
        returnTo: null,
        awaitingRenewal: false,
      },
    });
    expect(screen.getByRole('heading', { name: 'Log in to see your profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('shows the signed-in name, e-mail and picture, and asks to pick a section', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('learner@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('avatar-picture')).toHaveAttribute('src', priya.picture);
    expect(screen.getByText('Select an option from the menu')).toBeInTheDocument();
  });

  it('shows My Courses with the real progress, and Review and Certificate on a completed course', async () => {
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    expect(screen.getByRole('heading', { name: 'My Courses', level: 2 })).toHaveFocus();
    const [first, second] = await courseCards();
    expect(within(first).getByText('In Progress')).toBeInTheDocument();
    expect(within(first).getByText('67%')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/course/1');
    expect(within(first).queryByRole('button', { name: 'Certificate' })).not.toBeInTheDocument();
    expect(within(second).getByText('Completed')).toBeInTheDocument();
    expect(within(second).getByText('100%')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/course/2');
    // Not issued yet: no id until the backend issues one.
    expect(await within(second).findByRole('button', { name: 'Certificate' })).toBeEnabled();
    expect(screen.queryByText(/Certificate ID/)).not.toBeInTheDocument();
  });

  it('has the backend issue a certificate in the chosen name, then downloads it with its id, address and QR code', async () => {
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    const [, second] = await courseCards();
    await user.click(await within(second).findByRole('button', { name: 'Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your certificate' });
    const name = within(dialog).getByRole('textbox', { name: /Name on the certificate/ });
    expect(name).toHaveValue('Priya Sharma');
    await user.clear(name);
    await user.type(name, 'Priya  R. Sharma');
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));

    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    // Closed before the PDF is made; its closing transition ends on its own clock.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [blob, fileName] = jest.mocked(saveFile).mock.calls[0] ?? [];
    expect(fileName).toBe('certificate-data-analysis-with-the-tidyverse.pdf');
    const pdf = await readPdf(blob as Blob);
    expect(pdf.title).toBe('Certificate of Completion: Data Analysis with the Tidyverse');
    expect(pdf.subject).toBe(
      'Priya R. Sharma completed Data Analysis with the Tidyverse on 20 November 2026. Certificate ID MB-TEST-0000-0001. Verify at http://localhost/verify/MB-TEST-0000-0001',
    );

    // Issued: the card offers the certificate and its ways to share it.
    expect(within(second).getByText('Certificate ID: MB-TEST-0000-0001')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Certificate' })).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Download' })).toHaveAccessibleDescription(
      'Data Analysis with the Tidyverse',
    );
    const linkedIn = within(second).getByRole('link', { name: /Add to LinkedIn/ });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    const address = new URL(linkedIn.getAttribute('href') ?? '');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Data Analysis with the Tidyverse',
      organizationName: 'MindBridge Consulting',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'http://localhost/verify/MB-TEST-0000-0001',
      certId: 'MB-TEST-0000-0001',
    });
  });

  it('keeps the printed name: a later download uses the issued name, not the profile’s', async () => {
    holdCertificates({ ...heldCertificate, name: 'Priya Sharma (issued)' });
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    const [, second] = await courseCards();
    await user.click(await within(second).findByRole('button', { name: 'Download' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const pdf = await readPdf(jest.mocked(saveFile).mock.calls[0]?.[0] as Blob);
    expect(pdf.subject).toMatch(
      /^Priya Sharma \(issued\) completed Data Analysis with the Tidyverse on 20 November 2026\. Certificate ID MB-7K3Q-9D2X-TV0A\./,
    );
  });

  it('copies the verification link, and shows it to copy by hand when the clipboard refuses', async () => {
    holdCertificates(heldCertificate);
    const { user } = renderProfile();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    const [, second] = await courseCards();
    await user.click(await within(second).findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/verify/MB-7K3Q-9D2X-TV0A');
    expect(await screen.findByRole('status')).toHaveTextContent('The verification link is copied.');
    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(within(second).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Copy this verification link: http://localhost/verify/MB-7K3Q-9D2X-TV0A',
    );
  });

  it('saves the Open Badges credential of a held certificate', async () => {
    holdCertificates(heldCertificate);
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    const [, second] = await courseCards();
    await user.click(await within(second).findByRole('button', { name: 'Open Badge' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(jest.mocked(saveFile).mock.calls[0]?.[1]).toBe('certificate-MB-7K3Q-9D2X-TV0A.jwt');
  });

  it('says when a held certificate was revoked, and offers nothing to share', async () => {
    holdCertificates({ ...heldCertificate, status: 'revoked', revokedOn: '2026-11-25' });
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    const [, second] = await courseCards();
    expect(await within(second).findByText('Revoked on 25 November 2026')).toBeInTheDocument();
    expect(
      within(second).queryByRole('button', { name: /Download|Certificate|Copy link/ }),
    ).not.toBeInTheDocument();
    expect(within(second).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('refuses a name a certificate cannot print before anything is issued, keeping what was typed', async () => {
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    const [, second] = await courseCards();
    await user.click(await within(second).findByRole('button', { name: 'Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your certificate' });
    const name = within(dialog).getByRole('textbox', { name: /Name on the certificate/ });
    await user.clear(name);
    await user.type(name, 'محمد Sharma');
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));
    expect(name).toHaveAccessibleDescription(
      'The letters م ح د cannot be printed yet. Certificates print names in Latin, Greek, Cyrillic and Devanagari letters.',
    );
    expect(name).toHaveValue('محمد Sharma');
    expect(within(second).queryByText(/Certificate ID/)).not.toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('tells the learner what the account still lacks when the backend refuses, and keeps the name', async () => {
    server.use(failures.issue.incomplete('Charts with ggplot2'));
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    const [, second] = await courseCards();
    await user.click(await within(second).findByRole('button', { name: 'Certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your certificate' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your account has not recorded every lesson of this course yet (Charts with ggplot2). Watch them to the end, then try again.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Name on the certificate/ })).toHaveValue(
      'Priya Sharma',
    );
    server.use(failures.issue.serverError());
    await user.click(within(dialog).getByRole('button', { name: 'Issue certificate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The certificate could not be issued. Please try again.',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('says so when the certificates cannot be loaded, with a way to try again', async () => {
    server.use(failures.mine.serverError());
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your certificates could not be loaded.');
    server.resetHandlers();
    holdCertificates(heldCertificate);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Certificate ID: MB-7K3Q-9D2X-TV0A')).toBeInTheDocument();
  });

  it('shows My Courses loading while the courses are asked for, not an empty list', async () => {
    server.use(courseFailures.pending());
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    expect(await screen.findByRole('status', { name: 'Loading courses' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My Courses' })).not.toBeInTheDocument();
  });

  it('says so when the courses answer 500 with an HTML page, and lists them once tried again', async () => {
    server.use(courseFailures.serverErrorHtml());
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Courses unavailable');
    expect(alert).toHaveTextContent('The course could not be loaded.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await courseCards()).toHaveLength(3);
  });

  it('says which letters of a held certificate’s name cannot be printed, and makes no file', async () => {
    holdCertificates({ ...heldCertificate, name: 'محمد Sharma' });
    const { user } = renderProfile();
    await user.click(within(menu()).getByRole('button', { name: 'My Courses' }));
    const [, second] = await courseCards();
    await user.click(await within(second).findByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your certificate was not created: the letters م ح د in your name cannot be printed yet. Certificates print names in Latin, Greek, Cyrillic and Devanagari letters',
    );
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('shows the payment history slot, or the empty state without one', async () => {
    const { user, unmount } = renderProfile(signedIn, <p>Payment for Plan: Pro</p>);
    await user.click(within(menu()).getByRole('button', { name: 'Payment History' }));
    expect(screen.getByRole('heading', { name: 'Payment History', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Payment for Plan: Pro')).toBeInTheDocument();
    unmount();

    const view = renderProfile();
    await view.user.click(within(menu()).getByRole('button', { name: 'Payment History' }));
    expect(screen.getByRole('heading', { name: 'No payments yet' })).toBeInTheDocument();
  });

  it("shows checkout's Payment History, from the account, on the /profile route", async () => {
    provideTokensFor();
    const { user } = renderWithProviders(<ProfileRoute />, { preloadedState: signedIn });
    await user.click(within(menu()).getByRole('button', { name: 'Payment History' }));
    expect(
      await screen.findByText('No payments yet. Plans and workshops you buy will appear here.'),
    ).toBeInTheDocument();
    // One heading names the section, the profile's; the panel is the region it names.
    expect(screen.getAllByRole('heading', { name: 'Payment History' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Payment History' })).toContainElement(
      screen.getByText('No payments yet. Plans and workshops you buy will appear here.'),
    );
  });
});

describe('Edit Profile', () => {
  it('rejects a file that is not an image, a picture over 2 MB, and one it cannot keep within 100 KB', async () => {
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    const input = within(dialog).getByLabelText('Upload picture');

    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please choose an image file (JPG, PNG, GIF, WebP or SVG).',
    );
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The picture must be 2 MB or smaller.');
    // Under 2 MB, but more than the browser may keep (100 KB) and nothing to shrink it: refused, said so.
    const detailed = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(200 * 1024)}--></svg>`;
    await user.upload(input, new File([detailed], 'detailed.svg', { type: 'image/svg+xml' }));
    // Reading it takes a while, and the last file's alert stands until then: wait for what this one says.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'That picture is too detailed to keep in this browser, even at avatar size. Please choose a smaller or simpler image.',
      ),
    );
    expect(
      within(dialog).queryByRole('img', { name: 'Preview of your new picture' }),
    ).not.toBeInTheDocument();
  });

  it('validates the fields and keeps what was typed', async () => {
    const { user } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.clear(within(dialog).getByLabelText(/Full Name/));
    await user.clear(within(dialog).getByLabelText(/Email Address/));
    await user.type(within(dialog).getByLabelText(/Email Address/), 'not-an-email');
    await user.type(within(dialog).getByLabelText(/Phone Number/), 'call me');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Full name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Email Address/)).toHaveValue('not-an-email');
  });

  it('saves the edits with a previewed picture, and the profile shows them', async () => {
    const { user, store } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.upload(
      within(dialog).getByLabelText('Upload picture'),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' }),
    );
    const preview = await within(dialog).findByRole('img', { name: 'Preview of your new picture' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await user.clear(within(dialog).getByLabelText(/Full Name/));
    await user.type(within(dialog).getByLabelText(/Full Name/), 'Priya S. Sharma');
    await user.type(within(dialog).getByLabelText(/Phone Number/), '+91 98765 43210');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Priya S. Sharma' })).toBeInTheDocument();
    expect(screen.getByText('Phone: +91 98765 43210')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been updated.')).toBeInTheDocument();
    const kept = store.getState().profile.edits;
    expect(kept).toMatchObject({
      name: 'Priya S. Sharma',
      email: 'learner@example.com',
      phone: '+91 98765 43210',
    });
    expect(kept?.picture).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('avatar-picture')).toHaveAttribute('src', kept?.picture);
  });

  it('cancels without saving anything', async () => {
    const { user, store } = renderProfile();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    await user.clear(within(dialog).getByLabelText(/Full Name/));
    await user.type(within(dialog).getByLabelText(/Full Name/), 'Someone Else');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(store.getState().profile.edits).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(within(await screen.findByRole('dialog')).getByLabelText(/Full Name/)).toHaveValue('Priya Sharma');
  });
});
