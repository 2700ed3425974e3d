/**
 * The one site configuration: brand and contact details used across pages. The office's address and map and
 * the social profiles are site-office.ts's: the pages that show them load them (every page's start-up needs
 * the brand only).
 */
export const site = {
  name: 'MindBridge Consulting',
  shortName: 'MindBridge',
  tagline: 'Linking minds with opportunities: people, ideas and industry, connected.',
  email: 'info@mindbridgeconsulting.in',
  phones: ['+91 40 4851 2290', '+91 98490 31277'],
} as const;

/** The browser tab title for a page: "{page} | {brand}". */
export const pageTitle = (page?: string): string => (page ? `${page} | ${site.name}` : site.name);
