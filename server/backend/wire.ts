/**
 * The JSON shapes the company backend sends, as its PHP original sends them: loose on purpose
 * (numeric ids, "1"/"0" and "true"/"false" flags, numeric strings), because the site's normalizers
 * must tolerate exactly this. The msw fixtures in test/fixtures use these types too.
 */

/** `"1"` or `"0"`, as a PHP TINYINT column comes out of mysqli. */
export type PhpFlag = '1' | '0';

export interface EventWire {
  id: number;
  title: string;
  description: string;
  /** HTML: paragraphs, lists and links. */
  details: string;
  /** A file name under /admin/uploads/events/. */
  image: string;
  category: string;
  location: string;
  /** Display text such as "28-29 September 2024" or "12 December 2026". */
  date: string;
  /** External registration link, or "" when the event has none. */
  link: string;
  isUpcoming: PhpFlag;
  registrationOpen: PhpFlag;
}

export type EventsResponseWire = { success: true; events: EventWire[] } | { success: false; message: string };

export interface TextTestimonialWire {
  /** A numeric string. */
  id: string;
  name: string;
  content: string;
  /** A file name under /admin/uploads/text_testimonials/. */
  image: string;
}

export interface VideoTestimonialWire {
  /** A numeric string. */
  id: string;
  name: string;
  description: string;
  /** A YouTube shorts URL, https://youtube.com/shorts/{11 characters}. */
  videoUrl: string;
}

export interface CertificateWire {
  id: number;
  certificate_title: string;
  /** A file name under /admin/uploads/certificates/. */
  certificate_image: string;
}

export interface WebinarWire {
  id: number;
  title: string;
  description: string;
  /** YYYY-MM-DD, wall clock in India. */
  date: string;
  /** HH:MM:SS, wall clock in India. */
  time: string;
  /** Hours, as a numeric string ("1", "1.5"). */
  duration: string;
  /** What the PHP admin stored; the site ignores it and computes status from the clock. */
  status: 'upcoming' | 'completed';
  isConfirmed: 'true' | 'false';
  speaker: string;
  /** "" when there is no link yet. */
  registration_link: string;
  /** An absolute http(s) address of the webinar's picture; absent when it has none (added by the console). */
  image?: string;
}

export interface CatalogueCourseWire {
  id: number;
  title: string;
  short_description: string;
  description: string;
  category: string;
  /** A numeric string, as a foreign key comes out of mysqli. */
  instructor_id: string;
  /** Path on the backend, e.g. /admin/uploads/courses/r-foundations.svg. */
  thumbnail_url: string;
  /** File name of the uploaded video, "" when none. */
  video_file: string;
  /** Path on the backend, "" when none. */
  video_file_url: string;
  /** External video link (YouTube), "" when none. */
  video_url: string;
  duration: string;
  level: string;
  language: string;
  /** Rupees, a numeric string with 2 decimals ("14999.00"). */
  price: string;
  /** Rupees, a numeric string, or null when there is no discount. */
  discount_price: string | null;
  /** 1 or 0 as a number. */
  is_published: 0 | 1;
  /** "YYYY-MM-DD HH:MM:SS". */
  created_at: string;
}

export interface InstructorWire {
  id: number;
  name: string;
  designation: string;
  bio: string;
  email: string;
  /** Path on the backend, e.g. /admin/uploads/instructors/kavya-reddy.svg. */
  profile_picture_url: string;
}

export interface ListResponseWire<T> {
  success: boolean;
  data: T[];
}

export interface MessageWire {
  message: string;
}

export type ProductKind = 'plan' | 'workshop';
export type CurrencyCode = 'USD' | 'INR';

export interface CreateOrderRequestWire {
  kind: ProductKind;
  title: string;
  currency: CurrencyCode;
  customer: { name: string; email: string; phone: string };
}

export interface PriceBreakdownWire {
  /** Major units (dollars or rupees), 2 decimals at most. */
  base: number;
  fee: number;
  gst: number;
  total: number;
}

export interface OrderWire {
  orderId: string;
  keyId: string;
  /** Minor units (cents or paise): breakdown.total x 100, exact. */
  amount: number;
  currency: CurrencyCode;
  /** The USD to INR rate the server priced with (sent for both currencies). */
  rate: number;
  breakdown: PriceBreakdownWire;
}

export interface ConfirmationRequestWire {
  paymentId: string;
  orderId: string;
  signature: string;
  planTitle?: string;
  workshopTitle?: string;
  /** Minor units, as the order's `amount`. */
  amount: number;
  currency: CurrencyCode;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
}

export type ConfirmationStatus =
  | 'confirmed'
  | 'already processed'
  | 'invalid signature'
  | 'invalid request'
  | 'unknown order'
  | 'order mismatch'
  | 'amount mismatch';

export interface ConfirmationResponseWire {
  status: ConfirmationStatus;
  message?: string;
}

export interface ExchangeRateWire {
  amount: number;
  base: 'USD';
  date: string;
  rates: { INR: number };
}
