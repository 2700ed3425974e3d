import { paths } from '@/lib/paths';
import { site } from '@/lib/site';
import { office } from '@/lib/site-office';

/** A paragraph, or a list of points, in a policy section. */
export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

/** One numbered section of a policy; its id is the anchor the table of contents links to. */
export type LegalSection = { id: string; heading: string; blocks: readonly LegalBlock[] };

/** A policy page. */
export type LegalDocument = {
  path: string;
  title: string;
  description: string;
  summary: string;
  sections: readonly LegalSection[];
};

/** The date every policy takes effect (spec part 2, section 9). */
export const EFFECTIVE_DATE = '1 March 2025';

export const legalCopy = {
  effective: `Effective date: ${EFFECTIVE_DATE}`,
  contents: 'Contents',
} as const;

const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });

const company = site.name;
const phones = site.phones.join(' or ');
const address = [...office.address.lines, `${office.address.pinCode}, ${office.address.country}`].join(', ');

/** How to reach the company about any policy, with the configured details. */
const contactSection = (id: string, topic: string): LegalSection => ({
  id,
  heading: 'Contact us',
  blocks: [
    p(
      `For any question about ${topic}, write to ${site.email} or call ${phones} (Monday to Saturday, 10:00 to 18:00 IST).`,
    ),
    p(`Post: ${company}, ${address}.`),
  ],
});

const privacy: LegalDocument = {
  path: paths.privacy,
  title: 'Privacy Policy',
  description: `How ${company} collects, uses, shares and protects personal data when you use its website, courses, events and services, and how to exercise your rights.`,
  summary: `This policy explains what personal data ${company} ("we", "us") collects when you visit this website, sign in, take a course, register for an event or webinar, pay for a programme or contact us, why we use it, and the choices you have. It is written to meet India's Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000 and its rules.`,
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        p('We collect only what we need to provide the service you ask for:'),
        list(
          'Contact details you give us: name, e-mail address, phone number, location, college or company name and your message, when you use the contact form.',
          'Your e-mail address, when you subscribe to our newsletter.',
          'Account details from the sign-in provider: your name, e-mail address and profile picture, when you sign in.',
          'Learning records: the course videos you complete and your place in each video, kept in your own browser.',
          "Payment details: name, e-mail, phone, the plan or workshop bought and the payment and order identifiers. Card, UPI and bank details are entered on the payment provider's secure page and never reach us.",
          'Technical data: the pages requested, browser type and time of the request, in our server logs.',
        ),
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use your information',
      blocks: [
        list(
          'To answer your enquiries and provide counselling, staffing, coaching and consulting services you ask for.',
          'To give you access to courses, webinars and events, and to issue certificates and receipts.',
          'To process payments and keep the accounting records the law requires.',
          'To send the newsletter, if you subscribed; every issue has a way to unsubscribe.',
          'To keep the website secure, prevent misuse and fix faults.',
        ),
        p('We do not sell your personal data, and we do not use it for automated decisions that affect you.'),
      ],
    },
    {
      id: 'legal-basis',
      heading: 'Consent and legal basis',
      blocks: [
        p(
          'We process your data with your consent, given when you submit a form, subscribe, sign in or pay, or where the law allows it without consent, such as keeping tax records. You may withdraw consent at any time by writing to us; this does not affect processing that happened before.',
        ),
      ],
    },
    {
      id: 'sharing',
      heading: 'Sharing with service providers',
      blocks: [
        p(
          'We share data only with providers that help us run the service, under contracts that require them to protect it:',
        ),
        list(
          'the identity provider that handles sign-in;',
          'the payment gateway that processes card and UPI payments;',
          'the e-mail service that delivers messages from the contact form;',
          'hosting providers for this website and our backend;',
          'hiring partners, only when you apply through our staffing or placement services and agree to it.',
        ),
        p('We may also disclose data when the law, a court or a government authority requires it.'),
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies and browser storage',
      blocks: [
        p(
          "The website uses your browser's storage to keep you signed in during a session, to remember your course progress and payment confirmations, and to remember your display name and picture. We use no advertising cookies. Videos are embedded in YouTube's privacy-enhanced mode and load only when you press play.",
        ),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        list(
          'Enquiries: up to two years after our last exchange.',
          'Newsletter subscriptions: until you unsubscribe.',
          'Payment and invoice records: eight years, as Indian tax law requires.',
          'Server logs: up to 90 days.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        p(
          'Data travels over encrypted connections (HTTPS). Access to our systems is limited to staff who need it. No system is perfectly secure; if a breach affects your data we will tell you and the Data Protection Board of India as the law requires.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        p('You may ask us to:'),
        list(
          'tell you what personal data we hold about you and how we use it;',
          'correct or complete data that is wrong or out of date;',
          'erase data we no longer need to keep;',
          'name a person to exercise your rights if you are unable to.',
        ),
        p(
          'We answer every request within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
        ),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        p(
          'Our services are meant for people aged 18 and over. We do not knowingly collect data from children without the verifiable consent of a parent or guardian.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        p(
          'We may update this policy. The effective date at the top shows when it last changed; significant changes are announced on the website and, to subscribers, by e-mail.',
        ),
      ],
    },
    contactSection('contact', 'your personal data or this policy (our grievance officer answers these)'),
  ],
};

const terms: LegalDocument = {
  path: paths.terms,
  title: 'Terms & Conditions',
  description: `The terms that apply to the website, courses, webinars, workshops, events and services of ${company}, including payments, intellectual property and liability.`,
  summary: `These terms apply when you use this website or buy or take part in any course, access plan, workshop, webinar, event or service of ${company}. By using the website or paying for a programme you accept them.`,
  sections: [
    {
      id: 'services',
      heading: 'Our services',
      blocks: [
        p(
          'We provide training and placement support, staffing, career counselling, leadership development, executive coaching, strategic consulting, executive search and event organisation. Descriptions on the website are a general guide; the details of a consulting or staffing engagement are set out in a separate written agreement.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts and sign-in',
      blocks: [
        list(
          'You sign in through our identity provider and are responsible for keeping your sign-in details safe.',
          'Course access is personal. Do not share your account or let others watch course material through it.',
          'We may suspend access that is used in breach of these terms.',
        ),
      ],
    },
    {
      id: 'enrolment-and-payment',
      heading: 'Enrolment and payment',
      blocks: [
        list(
          'Prices are shown in US dollars or Indian rupees before you pay. A platform fee of 2% of the price and GST of 18% on that fee are added and shown in full before you confirm.',
          'Payments are processed by our payment gateway. Your place or access is confirmed once the payment is verified, and you receive the payment ID as proof.',
          'All payments are non-refundable, except as set out in our Cancellation & Refund Policy.',
        ),
      ],
    },
    {
      id: 'schedules',
      heading: 'Schedules and changes',
      blocks: [
        p(
          'We may change the date, time, trainer or format (online or in person) of a session when necessary and will tell you in good time. If we cancel a programme, you choose between a full refund and a place in a later batch, as the Cancellation & Refund Policy describes.',
        ),
      ],
    },
    {
      id: 'conduct',
      heading: 'Acceptable use',
      blocks: [
        list(
          'Do not copy, record, resell or publish course videos, quizzes or materials.',
          'Do not disrupt sessions, harass other participants or trainers, or upload unlawful content.',
          'Do not try to get around security, access controls or the payment process.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        p(
          `The website, course material, brand and logos belong to ${company} or its licensors. Enrolment gives you a personal, non-transferable licence to use the material for your own learning.`,
        ),
      ],
    },
    {
      id: 'certificates',
      heading: 'Certificates and placement',
      blocks: [
        p(
          'Certificates are issued when the completion requirements of a programme are met. Placement support means preparation, referrals and interviews with hiring partners; a job offer depends on the employer and is not guaranteed.',
        ),
      ],
    },
    {
      id: 'third-party-links',
      heading: 'Links to other websites',
      blocks: [
        p(
          'The website links to other sites (registration forms, social networks, partners). We are not responsible for their content or their privacy practices.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        p(
          'We provide the website and our programmes with reasonable care and skill. To the extent the law allows, we are not liable for indirect or consequential loss, and our total liability for any claim is limited to the amount you paid for the programme concerned.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        p(
          'These terms are governed by the laws of India. The courts at Hyderabad, Telangana have exclusive jurisdiction.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [p('We may update these terms; the version in force when you pay applies to that purchase.')],
    },
    contactSection('contact', 'these terms'),
  ],
};

const cancellation: LegalDocument = {
  path: paths.cancellation,
  title: 'Cancellation & Refund Policy',
  description: `When payments to ${company} are refunded: payments are non-refundable, with a full refund or a reschedule only when the company cancels.`,
  summary: `This policy applies to every payment made to ${company} for access plans, courses, workshops, webinars, events and services.`,
  sections: [
    {
      id: 'non-refundable',
      heading: 'Payments are non-refundable',
      blocks: [
        p(
          'Once a payment is confirmed it is non-refundable. This includes the platform fee and GST, and applies whether or not you attend, complete or use the programme.',
        ),
      ],
    },
    {
      id: 'cancellation-by-participant',
      heading: 'If you cancel or cannot attend',
      blocks: [
        list(
          'We do not refund a cancellation by the participant, a missed session or partial use of an access plan.',
          'Where a recording is available, you may watch the recording of a session you missed.',
        ),
      ],
    },
    {
      id: 'cancellation-by-company',
      heading: 'If we cancel',
      blocks: [
        p(`If ${company} cancels a programme, workshop, webinar or event, you choose one of:`),
        list(
          'a full refund of the amount you paid, including the platform fee and GST; or',
          'a reschedule: a place in the next batch or session of the same programme at no extra cost.',
        ),
        p(
          'We will tell you of a cancellation by e-mail as early as we can. A change of date, time, trainer or format that we announce in advance is not a cancellation, but if the new date does not suit you, you may ask for the reschedule.',
        ),
      ],
    },
    {
      id: 'how-refunds-are-paid',
      heading: 'How refunds are paid',
      blocks: [
        p(
          'A refund is paid to the card, UPI account or bank account used for the payment, within 7 working days of your choice. Your bank may take a few more days to show it.',
        ),
      ],
    },
    {
      id: 'failed-or-duplicate-payments',
      heading: 'Failed and duplicate payments',
      blocks: [
        p(
          'If money leaves your account but the payment is not confirmed, or you are charged twice for the same order, it is not a purchase: write to us with the payment ID and we will return the amount in full.',
        ),
      ],
    },
    {
      id: 'how-to-contact',
      heading: 'How to ask',
      blocks: [
        p(
          'Write to us with your name, the programme and the payment ID shown after payment. We answer within 2 working days.',
        ),
      ],
    },
    contactSection('contact', 'cancellations and refunds'),
  ],
};

/** The privacy policy, also the page a bare legal route falls back to. */
export const privacyPolicy = privacy;

/** The three policy pages. */
export const legalDocuments: readonly LegalDocument[] = [privacy, terms, cancellation];

/** The policy at a path, ignoring case and a trailing slash. */
export function legalDocumentFor(pathname: string): LegalDocument | undefined {
  const wanted = pathname.replace(/\/+$/, '').toLowerCase();
  return legalDocuments.find((document) => document.path.toLowerCase() === wanted);
}
