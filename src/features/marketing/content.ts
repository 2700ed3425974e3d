import type { offeringSlugs } from '@/lib/paths';

type OfferingSlug = (typeof offeringSlugs)[keyof typeof offeringSlugs];

/** The offering pages' titles by route slug. */
export const offeringTitles: Record<OfferingSlug, string> = {
  tnp: 'Training & Placement',
  staffingsolutions: 'Staffing Solutions',
  carrercounselling: 'Career Counselling',
  leadership: 'Leadership Development',
  executivecoaching: 'Executive Coaching',
  strategicconsulting: 'Strategic Consulting',
  executivesearch: 'Executive Search',
  eventsorganization: 'Event Organization',
};

/** Looks a title up by path, ignoring case and a trailing slash (route matching is case-insensitive). */
export function titleForPath(titles: Record<string, string>, pathname: string): string | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return Object.entries(titles).find(([path]) => path.toLowerCase() === wanted)?.[1];
}
