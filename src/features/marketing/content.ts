import { paths } from '@/lib/paths';

/** The static connect pages' titles by route. */
export const connectPageTitles: Record<string, string> = {
  [paths.pastEvents]: 'Past Events',
  [paths.upcomingEvents]: 'Upcoming Events',
  [paths.industryConnects]: 'Industry Connects',
  [paths.academiaConnects]: 'Academia Connects',
  [paths.startupConnects]: 'Startup Ecosystem Connects',
};

/** The legal pages' titles by route. */
export const legalPageTitles: Record<string, string> = {
  [paths.privacy]: 'Privacy Policy',
  [paths.terms]: 'Terms & Conditions',
  [paths.cancellation]: 'Cancellation & Refund Policy',
};

/** Looks a title up by path, ignoring case and a trailing slash (route matching is case-insensitive). */
export function titleForPath(titles: Record<string, string>, pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return Object.entries(titles).find(([path]) => path.toLowerCase() === wanted)?.[1];
}
