import { paths } from '@/lib/paths';

// Below the fold: kept apart from the hero's copy so the home route's own chunk stays small.

export type ActivityCard = {
  id: 'events' | 'webinars' | 'blogs' | 'newsletters' | 'courses';
  title: string;
  description: string;
  link: string;
  under: 'Happenings' | 'Resources';
};

export const activityCards: ActivityCard[] = [
  {
    id: 'events',
    title: 'Events',
    description: 'Industry connects, campus events and leadership programmes, in Hyderabad and online.',
    link: paths.events,
    under: 'Happenings',
  },
  {
    id: 'webinars',
    title: 'Webinars',
    description:
      'Live sessions with practitioners on careers, data science and leadership, with time for questions.',
    link: paths.webinars,
    under: 'Happenings',
  },
  {
    id: 'blogs',
    title: 'Blog Posts',
    description: 'Practical articles on hiring, career choices, clinical programming and leading teams.',
    link: paths.blogs,
    under: 'Resources',
  },
  {
    id: 'newsletters',
    title: 'Newsletters',
    description: 'A monthly round-up of our events, openings, programmes and what we learned.',
    link: paths.newsletters,
    under: 'Resources',
  },
  {
    id: 'courses',
    title: 'Courses',
    description: 'Self-paced and instructor-led courses in R, SAS and professional skills.',
    link: paths.catalogue,
    under: 'Happenings',
  },
];
