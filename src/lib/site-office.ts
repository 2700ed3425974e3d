/** Where the company is: its office's address (for people and for machines) and the office on a map. */
export const office = {
  address: {
    lines: ['4th Floor, Cyber Pearl, HITEC City', 'Madhapur, Hyderabad, Telangana'],
    pinCode: '500081',
    country: 'India',
    /** The same address in parts, for machines (schema.org's PostalAddress). */
    street: '4th Floor, Cyber Pearl, HITEC City, Madhapur',
    locality: 'Hyderabad',
    region: 'Telangana',
    countryCode: 'IN',
  },
  /** The office on a map: the embeddable frame and a plain link for where frames cannot load. */
  map: {
    embedUrl: 'https://www.google.com/maps?q=HITEC+City,+Madhapur,+Hyderabad+500081&output=embed',
    link: 'https://www.google.com/maps/search/?api=1&query=HITEC+City%2C+Madhapur%2C+Hyderabad+500081',
  },
} as const;

/** The company's profiles on social networks. */
export const socialProfiles = [
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@mindbridgeconsulting' },
  { id: 'x', label: 'X', href: 'https://x.com/mindbridgecons' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/mindbridgeconsulting' },
  { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/mindbridge-consulting' },
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/mindbridgeconsulting' },
] as const;

export type SocialNetwork = (typeof socialProfiles)[number]['id'];
