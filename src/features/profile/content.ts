/** The words of the profile page; the specification's labels, verbatim. */
export const profileCopy = {
  title: 'My Profile',
  description:
    'Your MindBridge profile: your courses with progress and certificates, and your payment history.',
  signedOutTitle: 'Log in to see your profile',
  signedOutHint: 'Your courses, progress, certificates and payments appear here once you are logged in.',
  logIn: 'Login',
  editProfile: 'Edit Profile',
  menuLabel: 'Profile sections',
  myCourses: 'My Courses',
  paymentHistory: 'Payment History',
  selectOption: 'Select an option from the menu',
  noPayments: 'No payments yet',
  noPaymentsHint: 'Payments you confirm in this browser are listed here.',
  continue: 'Continue',
  review: 'Review',
  certificate: 'Certificate',
  preparingCertificate: 'Preparing…',
  certificateFailed: 'The certificate could not be created. Please try again.',
  certificateId: (id: string) => `Certificate ID: ${id}`,
  unprintableName: (characters: readonly string[]) =>
    `Your certificate was not created: the letters ${characters.join(' ')} in your name cannot be printed yet. ` +
    'Certificates print names in Latin, Greek, Cyrillic and Devanagari letters; add such a spelling of your ' +
    'name with Edit Profile.',
  // Edit dialog
  dialogTitle: 'Edit Profile',
  uploadPicture: 'Upload picture',
  pictureHint: 'An image file (JPG, PNG, GIF, WebP or SVG) of at most 2 MB.',
  pictureNotImage: 'Please choose an image file (JPG, PNG, GIF, WebP or SVG).',
  pictureTooLarge: 'The picture must be 2 MB or smaller.',
  pictureUnreadable: 'That picture could not be read. Please choose another file.',
  pictureCannotKeep:
    'That picture is too detailed to keep in this browser, even at avatar size. Please choose a smaller or simpler image.',
  picturePreview: 'Preview of your new picture',
  fullName: 'Full Name',
  emailAddress: 'Email Address',
  phoneNumber: 'Phone Number',
  nameRequired: 'Full name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number',
  cancel: 'Cancel',
  saveChanges: 'Save Changes',
  saved: 'Your profile has been updated.',
  phoneLabel: 'Phone',
} as const;
