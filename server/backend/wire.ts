/**
 * The public calls' JSON (docs/api.md), as the PHP original sends it: loose on purpose (numeric ids,
 * "1"/"0" and "true"/"false" flags, numeric strings), because the site's normalizers must tolerate exactly
 * this. Each schema validates the requests and writes the responses of its route, and is published in
 * docs/openapi.json; the msw fixtures in test/fixtures use the types derived from them.
 */
import { Type, type Static } from 'typebox';

import { Currency, DAY_PATTERN, IsoDay, ProductKind, Strict } from './wire-schema';

/** `"1"` or `"0"`, as a PHP TINYINT column comes out of mysqli. */
const PhpFlag = Type.Union([Type.Literal('1'), Type.Literal('0')]);
const NUMERIC = '^\\d+(\\.\\d+)?$';
const NumericString = Type.String({ pattern: NUMERIC });

export const Event = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  details: Type.String({ description: 'HTML: paragraphs, lists and links.' }),
  image: Type.String({ description: 'A file name under /admin/uploads/events/.' }),
  category: Type.String(),
  location: Type.String(),
  date: Type.String({ description: 'Display text such as "28-29 September 2024".' }),
  link: Type.String({ description: 'External registration link, or "" when the event has none.' }),
  isUpcoming: PhpFlag,
  registrationOpen: PhpFlag,
});
export type EventWire = Static<typeof Event>;
export const EventsResponse = Type.Object({ success: Type.Literal(true), events: Type.Array(Event) });
export type EventsResponseWire = Static<typeof EventsResponse> | { success: false; message: string };

export const TextTestimonial = Type.Object({
  id: NumericString,
  name: Type.String(),
  content: Type.String(),
  image: Type.String({ description: 'A file name under /admin/uploads/text_testimonials/.' }),
});
export type TextTestimonialWire = Static<typeof TextTestimonial>;

export const VideoTestimonial = Type.Object({
  id: NumericString,
  name: Type.String(),
  description: Type.String(),
  videoUrl: Type.String({ description: 'A YouTube shorts URL.' }),
});
export type VideoTestimonialWire = Static<typeof VideoTestimonial>;

export const Certificate = Type.Object({
  id: Type.Integer(),
  certificate_title: Type.String(),
  certificate_image: Type.String({ description: 'A file name under /admin/uploads/certificates/.' }),
});
export type CertificateWire = Static<typeof Certificate>;

export const WebinarsQuery = Type.Object({
  endpoint: Type.Literal('webinars', { errorMessage: 'is unknown: use endpoint=webinars.' }),
  group_id: Type.Union([Type.Literal('1'), Type.Literal('2')], { errorMessage: 'must be 1 or 2.' }),
});
export const Webinar = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  date: Type.String({ pattern: DAY_PATTERN, description: 'YYYY-MM-DD, wall clock in India.' }),
  time: Type.String({ pattern: '^\\d{2}:\\d{2}:\\d{2}$', description: 'HH:MM:SS, wall clock in India.' }),
  duration: Type.String({ pattern: NUMERIC, description: 'Hours ("1", "1.5").' }),
  status: Type.Union([Type.Literal('upcoming'), Type.Literal('completed')]),
  isConfirmed: Type.Union([Type.Literal('true'), Type.Literal('false')]),
  speaker: Type.String(),
  registration_link: Type.String({ description: '"" when there is no link yet.' }),
  image: Type.Optional(Type.String({ description: "An absolute http(s) address of the webinar's picture." })),
});
export type WebinarWire = Static<typeof Webinar>;

export const CatalogueCourse = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  short_description: Type.String(),
  description: Type.String(),
  category: Type.String(),
  instructor_id: NumericString,
  thumbnail_url: Type.String({ description: 'Path on the backend.' }),
  video_file: Type.String(),
  video_file_url: Type.String({ description: 'Path on the backend, "" when none.' }),
  video_url: Type.String({ description: 'External video link (YouTube), "" when none.' }),
  duration: Type.String(),
  level: Type.String(),
  language: Type.String(),
  price: Type.String({ pattern: NUMERIC, description: 'Rupees, 2 decimals ("14999.00").' }),
  discount_price: Type.Union([NumericString, Type.Null()]),
  is_published: Type.Union([Type.Literal(0), Type.Literal(1)]),
  created_at: Type.String({ description: '"YYYY-MM-DD HH:MM:SS".' }),
});
export type CatalogueCourseWire = Static<typeof CatalogueCourse>;

export const Instructor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  designation: Type.String(),
  bio: Type.String(),
  email: Type.String(),
  profile_picture_url: Type.String({ description: 'Path on the backend.' }),
});
export type InstructorWire = Static<typeof Instructor>;

/** `{ success, data: T[] }`. */
export const ListOf = <T extends ReturnType<typeof Type.Object>>(item: T) =>
  Type.Object({ success: Type.Boolean(), data: Type.Array(item) });

export type CurrencyCode = Static<typeof Currency>;
export type ProductKind = Static<typeof ProductKind>;

/** The rules of a customer's details, trimmed by the route (what a browser's type=email accepts, plus a dotted domain). */
const EMAIL = '^\\s*[^\\s@<>(),;:"]+@[^\\s@<>(),;:"]+\\.[A-Za-z]{2,}\\s*$';
/** Digits with optional +, spaces, dots, dashes and parentheses; 7 to 15 digits. */
const PHONE = '^\\s*\\+?[\\s().-]*(\\d[\\s().-]*){7,15}\\s*$';
const Name = (errorMessage: string) => Type.String({ maxLength: 100, pattern: '\\S', errorMessage });
const Email = (errorMessage: string) => Type.String({ maxLength: 254, pattern: EMAIL, errorMessage });
const Phone = (errorMessage: string) => Type.String({ maxLength: 24, pattern: PHONE, errorMessage });

export const Customer = Strict(
  {
    name: Name('is required (at most 100 characters).'),
    email: Email('must be a valid e-mail address.'),
    phone: Phone('must be a phone number (7 to 15 digits).'),
  },
  { errorMessage: 'must be an object with name, email and phone.' },
);

export const CreateOrderRequest = Strict({
  kind: ProductKind,
  title: Type.String({ maxLength: 200, errorMessage: 'is required.' }),
  currency: Currency,
  customer: Customer,
});

export const OrderHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$', errorMessage: 'must be 8 to 64 of A-Z a-z 0-9 _ -.' }),
  ),
});

const Breakdown = Type.Object({
  base: Type.Number(),
  fee: Type.Number(),
  gst: Type.Number(),
  total: Type.Number(),
});
export type PriceBreakdownWire = Static<typeof Breakdown>;

export const Order = Type.Object({
  orderId: Type.String({ pattern: '^order_[A-Za-z0-9]{14}$' }),
  keyId: Type.String(),
  amount: Type.Integer({ description: 'Minor units (cents or paise): breakdown.total x 100, exact.' }),
  currency: Currency,
  rate: Type.Number({ description: 'The USD to INR rate the server priced with.' }),
  breakdown: Type.Object(Breakdown.properties, { description: 'Major units, 2 decimals at most.' }),
});
export type OrderWire = Static<typeof Order>;

const text = (maxLength: number, errorMessage: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', errorMessage });

/** A payment confirmation; `titleField` is planTitle or workshopTitle. Extra fields are ignored. */
export const ConfirmationRequest = <K extends 'planTitle' | 'workshopTitle'>(titleField: K) =>
  Type.Object(
    {
      ...({ [titleField]: text(200, 'is required.') } as Record<K, ReturnType<typeof text>>),
      paymentId: Type.String({
        maxLength: 64,
        pattern: '^\\s*pay_[A-Za-z0-9]+\\s*$',
        errorMessage: 'must look like pay_...',
      }),
      orderId: text(64, 'is required.'),
      signature: text(128, 'is required.'),
      amount: Type.Integer({ errorMessage: 'must be an integer in minor units.' }),
      currency: Currency,
      customerName: Name('is required (at most 100 characters).'),
      customerEmail: Email('must be a valid e-mail address.'),
      customerPhone: Phone('must be a phone number (7 to 15 digits).'),
    },
    { errorMessage: 'Send a JSON object.' },
  );
export const ConfirmationStatus = Type.Enum([
  'confirmed',
  'already processed',
  'invalid signature',
  'invalid request',
  'unknown order',
  'order mismatch',
  'amount mismatch',
]);
export type ConfirmationStatus = Static<typeof ConfirmationStatus>;
export const ConfirmationResponse = Type.Object({
  status: ConfirmationStatus,
  message: Type.Optional(Type.String()),
});
export type ConfirmationResponseWire = Static<typeof ConfirmationResponse>;
/** A refusal: the status the browser reads, except where the request could not be read at all. */
export const ConfirmationRefusal = Type.Object({
  status: Type.Optional(ConfirmationStatus),
  message: Type.String(),
});

/** `POST /subscribe.php`, a multipart form (other fields are ignored). */
export const NewsletterForm = Type.Object({ email: Email('Please enter a valid e-mail address.') });

export const ExchangeRate = Type.Object({
  amount: Type.Number(),
  base: Type.Literal('USD'),
  date: IsoDay(),
  rates: Type.Object({ INR: Type.Number() }),
});
export type ExchangeRateWire = Static<typeof ExchangeRate>;
