export const contactCopy = {
  title: 'Contact Us',
  eyebrow: 'We reply within one working day',
  lead: 'Questions about a programme, a hiring need or a consulting project? Write to us.',
  description:
    'Write to MindBridge Consulting in HITEC City, Hyderabad (500081): e-mail, phone and a contact form for students, professionals and companies.',
  writeToUs: 'WRITE TO US',
  addressLabel: 'Address',
  emailLabel: 'E-mail',
  phoneLabel: 'Phone',
  formHeading: 'Contact Us',
  formLead: 'Fields marked * are required.',
  mapHeading: 'Find us',
  mapTitle: 'Map of our office in HITEC City, Hyderabad',
  mapLink: 'Open the map in a new tab',
  send: 'Send Message',
  sending: 'Sending…',
  success: 'Message sent successfully!',
  failure: 'Failed to send the message, please try again.',
} as const;

/** The form's labels, by field name (the names the e-mail template reads). */
export const contactFields = {
  name: 'Name',
  location: 'Location',
  collegename: 'College Name (for students)',
  companyname: 'Company Name (for corporates)',
  email: 'E-mail',
  phone: 'Phone',
  message: 'Message',
} as const;

export type ContactFieldName = keyof typeof contactFields;

export const contactValidation = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number: digits, spaces, + ( ) and - only.',
  messageRequired: 'Please write your message.',
} as const;
