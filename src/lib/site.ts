/** The one site configuration: brand, contact details and social links used across pages. */
export const site = {
  name: 'MindBridge Consulting',
  shortName: 'MindBridge',
  tagline: 'Linking minds with opportunities: people, ideas and industry, connected.',
  email: 'info@mindbridgeconsulting.in',
  phones: ['+91 40 4851 2290', '+91 98490 31277'],
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
  social: [
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@mindbridgeconsulting' },
    { id: 'x', label: 'X', href: 'https://x.com/mindbridgecons' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/mindbridgeconsulting' },
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/mindbridge-consulting' },
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/mindbridgeconsulting' },
  ],
} as const;

export type SocialNetwork = (typeof site.social)[number]['id'];

/** The browser tab title for a page: "{page} | {brand}". */
export const pageTitle = (page?: string): string => (page ? `${page} | ${site.name}` : site.name);
