/**
 * The schema.org structured data (JSON-LD) of each prerendered page, from the site's configuration, the
 * features' content and the data the page was rendered with: what search engines read beside the markup.
 * Node only (the prerender); typed with schema-dts, and holding what Google's rich-result documentation
 * requires of each type.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  Course,
  Event,
  FAQPage,
  ItemList,
  Organization,
  Place,
  VirtualLocation,
  WebSite,
  WithContext,
} from 'schema-dts';

import { articleSlug, catalogueCourseId } from './route-data';
import { eventShareImage, shareImagePath } from './share-image-content';

import type { RootState } from '@/app/store';
import { catalogueApi } from '@/features/courses/catalogue/api';
import { catalogueCopy } from '@/features/courses/catalogue/content';
import type { CatalogueCourse } from '@/features/courses/catalogue/model';
import { eventsApi } from '@/features/events/api';
import { eventDays } from '@/features/events/event-dates';
import type { EventItem } from '@/features/events/model';
import { faqs } from '@/features/marketing/about/content';
import { offeringsCopy } from '@/features/marketing/offerings/content';
import { resourcesApi } from '@/features/marketing/resources/api';
import { blogsCopy } from '@/features/marketing/resources/blogs-content';
import type { Article } from '@/features/marketing/resources/model';
import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { office, socialProfiles } from '@/lib/site-office';

export type StructuredData =
  | WithContext<Organization>
  | WithContext<WebSite>
  | WithContext<BreadcrumbList>
  | WithContext<FAQPage>
  | WithContext<ItemList>
  | WithContext<Course>
  | WithContext<BlogPosting>;

type PageFacts = {
  pathname: string;
  /** The canonical origin of the site (`https://www.example.com`), without a trailing slash. */
  siteOrigin: string;
  /** The page's own name: its title without the brand. */
  name: string;
  state: RootState;
};

const CONTEXT = 'https://schema.org' as const;

/** The logo the build renders from the site's mark (renderer/share-images.tsx). */
export const LOGO_PATH = '/share/logo.png';

const absolute = (siteOrigin: string, path: string) => `${siteOrigin}${path === '/' ? '/' : path}`;

const organizationId = (siteOrigin: string) => `${siteOrigin}/#organization`;

/** The company: name, logo, contact points, address and social profiles. */
export function organization(siteOrigin: string): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(siteOrigin),
    name: site.name,
    url: absolute(siteOrigin, '/'),
    logo: absolute(siteOrigin, LOGO_PATH),
    email: site.email,
    contactPoint: site.phones.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      email: site.email,
      contactType: 'customer service',
      areaServed: office.address.countryCode,
      availableLanguage: ['English'],
    })),
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.address.street,
      addressLocality: office.address.locality,
      addressRegion: office.address.region,
      postalCode: office.address.pinCode,
      addressCountry: office.address.countryCode,
    },
    sameAs: socialProfiles.map((profile) => profile.href),
  };
}

function webSite(siteOrigin: string): WithContext<WebSite> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.name,
    url: absolute(siteOrigin, '/'),
    publisher: { '@id': organizationId(siteOrigin) },
  };
}

/** Home, then each named step; every step links to its page. */
function breadcrumbs(siteOrigin: string, steps: [string, string][]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [['Home', '/'] as [string, string], ...steps].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(siteOrigin, path),
    })),
  };
}

function faqPage(): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}

const isOnline = (location: string) => /^online\b/i.test(location.trim());

/** One event, or null when its date or place cannot be stated (it is left out, not guessed). */
function eventData(event: EventItem, siteOrigin: string): Event | null {
  const days = eventDays(event.date);
  if (!days || event.location.trim() === '') return null;
  const online = isOnline(event.location);
  const location: Place | VirtualLocation = online
    ? { '@type': 'VirtualLocation', url: event.link || absolute(siteOrigin, paths.events) }
    : {
        '@type': 'Place',
        name: event.location,
        address: {
          '@type': 'PostalAddress',
          streetAddress: event.location,
          addressCountry: office.address.countryCode,
        },
      };
  const registration = event.link || (event.registrationOpen ? absolute(siteOrigin, paths.events) : '');
  return {
    '@type': 'Event',
    name: event.title,
    startDate: days.start,
    endDate: days.end,
    ...(event.description ? { description: event.description } : {}),
    image: [absolute(siteOrigin, shareImagePath(eventShareImage(event)))],
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location,
    organizer: { '@type': 'Organization', name: site.name, url: absolute(siteOrigin, '/') },
    ...(event.isUpcoming && registration
      ? {
          offers: {
            '@type': 'Offer',
            url: registration,
            availability: event.registrationOpen
              ? 'https://schema.org/InStock'
              : 'https://schema.org/SoldOut',
          },
        }
      : {}),
  };
}

/** The events the page lists, each a full Event (they have no pages of their own). */
function eventList(events: readonly EventItem[], siteOrigin: string): WithContext<ItemList> {
  const items = events.flatMap((event) => eventData(event, siteOrigin) ?? []);
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, item })),
  };
}

/** "8 weeks" -> P8W, "6 hours" -> PT6H, "3 months" -> P3M; anything else is not stated. */
export function isoWorkload(duration: string): string | null {
  const match = /^(\d{1,3})\s*(hour|hr|day|week|month)s?$/i.exec(duration.trim());
  if (!match) return null;
  const [, count = '', unit = ''] = match;
  const lower = unit.toLowerCase();
  if (lower === 'hour' || lower === 'hr') return `PT${count}H`;
  return `P${count}${lower === 'day' ? 'D' : lower === 'week' ? 'W' : 'M'}`;
}

function courseData(course: CatalogueCourse, siteOrigin: string): WithContext<Course> {
  const price = course.discountPrice ?? course.price;
  const workload = isoWorkload(course.duration);
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.title,
    description: course.description || course.shortDescription || course.title,
    url: absolute(siteOrigin, paths.catalogueCourse(course.id)),
    inLanguage: course.language,
    provider: { '@type': 'Organization', name: site.name, sameAs: absolute(siteOrigin, '/') },
    ...(price !== null
      ? { offers: [{ '@type': 'Offer', category: 'Paid', price, priceCurrency: 'INR' }] }
      : {}),
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(workload ? { courseWorkload: workload } : {}),
      },
    ],
  };
}

/** The catalogue: one entry per course, each linking to the course's page (which holds its Course). */
function courseList(courses: readonly CatalogueCourse[], siteOrigin: string): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(siteOrigin, paths.catalogueCourse(course.id)),
    })),
  };
}

/** An article: its headline, dates, author, picture and publisher, as Google's Article documentation asks. */
function blogPosting(article: Article, siteOrigin: string): WithContext<BlogPosting> {
  const url = absolute(siteOrigin, paths.blogArticle(article.slug));
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt || article.title,
    url,
    mainEntityOfPage: url,
    datePublished: article.isoDate,
    ...(article.updatedAt ? { dateModified: article.updatedAt } : {}),
    ...(article.image ? { image: [article.image] } : {}),
    articleSection: article.category,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@id': organizationId(siteOrigin) },
  };
}

const offeringPrefix = `${paths.offerings}/`;
/** The JSON-LD blocks of the page at `pathname` (none for a page no schema.org type fits). */
export function structuredData({ pathname, siteOrigin, name, state }: PageFacts): StructuredData[] {
  if (pathname === paths.home) return [organization(siteOrigin), webSite(siteOrigin)];
  if (pathname === paths.about) return [faqPage()];
  if (pathname.startsWith(offeringPrefix)) {
    return [
      breadcrumbs(siteOrigin, [
        [offeringsCopy.breadcrumb, paths.offerings],
        [name, pathname],
      ]),
    ];
  }
  const courses = catalogueApi.endpoints.getCatalogueCourses.select(undefined)(state).data;
  if (pathname === paths.catalogue) return courses ? [courseList(courses, siteOrigin)] : [];
  const courseId = catalogueCourseId(pathname);
  const course = courseId === undefined ? undefined : courses?.find((item) => item.id === courseId);
  if (course) {
    return [
      breadcrumbs(siteOrigin, [
        [catalogueCopy.catalogueTitle, paths.catalogue],
        [course.title, pathname],
      ]),
      courseData(course, siteOrigin),
    ];
  }
  const slug = articleSlug(pathname);
  const article = slug === undefined ? undefined : resourcesApi.endpoints.getArticle.select(slug)(state).data;
  if (article) {
    return [
      breadcrumbs(siteOrigin, [
        [blogsCopy.title, paths.blogs],
        [article.title, pathname],
      ]),
      blogPosting(article, siteOrigin),
    ];
  }
  if (pathname === paths.events) {
    const events = eventsApi.endpoints.getEvents.select(undefined)(state).data;
    return events ? [eventList(events, siteOrigin)] : [];
  }
  return [];
}
