/**
 * The JSON of the calls that carry the sign-in (`/api/me/...`, CONTRACT.md "The learner's account"). Unlike
 * the PHP-era content endpoints these are strict both ways: every time is an ISO 8601 UTC string as
 * `Date.prototype.toISOString` writes it, every amount an integer of minor units.
 */

/** Fields every progress event has: its own id (the browser's) and the time the browser took it. */
interface ProgressEventBase {
  /** 1 to 64 of `A-Z a-z 0-9 _ -`, unique per learner: an id seen before changes nothing. */
  id: string;
  at: string;
}

/** One change the browser recorded. */
export type ProgressEventWire =
  | (ProgressEventBase & { type: 'lessonCompleted'; courseId: string; lessonId: string })
  | (ProgressEventBase & { type: 'positionSaved'; courseId: string; lessonId: string; seconds: number })
  | (ProgressEventBase & { type: 'courseRestarted'; courseId: string })
  | (ProgressEventBase & { type: 'playbackChosen'; rate?: number; autoAdvance?: boolean });

export type ProgressEventType = ProgressEventWire['type'];

/** `POST /api/me/progress`: a batch of 1 to 100 events, nothing else. */
export interface ProgressBatchWire {
  events: ProgressEventWire[];
}

/** Where a learner stands in one lesson. Absent fields: never happened. */
export interface LessonProgressWire {
  /** The first time the lesson was watched to its end: it stays completed, and this never moves later. */
  completedAt?: string;
  /** The last time it was watched to its end: a position taken before this one is not resumed. */
  lastCompletedAt?: string;
  /** The position to resume at, with the time it was taken. */
  position?: { seconds: number; at: string };
}

export interface CourseProgressWire {
  /** The last time the learner restarted the course: positions taken before it are not resumed. */
  restartedAt?: string;
  lessons: Record<string, LessonProgressWire>;
}

/** The learner's progress, merged from every event the backend has taken: what both progress calls answer. */
export interface ProgressWire {
  courses: Record<string, CourseProgressWire>;
  playback: {
    rate: number;
    /** When the rate was chosen; null while it is the default. */
    rateAt: string | null;
    autoAdvance: boolean;
    autoAdvanceAt: string | null;
  };
}

/** Why the backend refused one event of a batch it otherwise took (the batch's shape was well formed). */
export type ProgressRefusalReason = 'unknownCourse' | 'unknownLesson';

/** One refused event of a `POST /api/me/progress`: where it was in the batch, its id, why, in a sentence. */
export interface ProgressRefusalWire {
  index: number;
  id: string;
  reason: ProgressRefusalReason;
  message: string;
}

/** What `POST /api/me/progress` answers: the merged progress, and the events of the batch it refused. */
export interface RecordedProgressWire extends ProgressWire {
  refused: ProgressRefusalWire[];
}

/** One paid order of the learner, with everything its receipt prints. */
export interface LearnerPaymentWire {
  paymentId: string;
  orderId: string;
  kind: 'plan' | 'workshop';
  title: string;
  currency: 'USD' | 'INR';
  /** The total charged, in minor units. */
  amount: number;
  /** The parts of the amount, in minor units (unlike the order response, whose breakdown is in major units). */
  breakdown: { base: number; fee: number; gst: number; total: number };
  /** The USD to INR rate the order was priced at. */
  rate: number;
  customer: { name: string; email: string; phone: string };
  /** When the backend recorded the payment. */
  paidAt: string;
  /** When the order was refunded in full (absent while it was not): its access ended then. */
  refundedAt?: string;
}

/** A plan (or a workshop's access) the learner holds or held: from the day it was paid, extended by repeats. */
export interface PlanHeldWire {
  kind: 'plan' | 'workshop';
  title: string;
  from: string;
  until: string;
}

/** `GET /api/me/payments`. */
export interface LearnerPaymentsWire {
  payments: LearnerPaymentWire[];
  plans: PlanHeldWire[];
}
