/**
 * The JSON of the calls that carry the sign-in (`/api/me/...`, docs/api.md). Unlike the PHP-era content
 * endpoints these are strict both ways: every time is an ISO 8601 UTC string as `Date.prototype.toISOString`
 * writes it, every amount an integer of minor units.
 */
import { Type, type Static } from 'typebox';

import { Currency, Id, ISO_TIME_PATTERN, IsoTime, ProductKind, Strict } from './wire-schema';

/** The most events one batch may carry. */
export const MAX_BATCH_EVENTS = 100;
/** The speeds the player offers: a choice of any other is malformed. */
export const PLAYBACK_RATES: [0.75, 1, 1.25, 1.5, 1.75, 2] = [0.75, 1, 1.25, 1.5, 1.75, 2];
/** The longest lesson a position may point into: a day. */
const MAX_POSITION_S = 24 * 3600;

/** Fields every progress event has: its own id (unique per learner: one seen before changes nothing) and its time. */
const base = { id: Id(), at: IsoTime() };
const courseId = Id();
const lessonId = Id();

/** One change the browser recorded. */
export const ProgressEvent = Type.Union(
  [
    Strict({ ...base, type: Type.Literal('lessonCompleted'), courseId, lessonId }),
    Strict({
      ...base,
      type: Type.Literal('positionSaved'),
      courseId,
      lessonId,
      seconds: Type.Number({ minimum: 0, maximum: MAX_POSITION_S }),
    }),
    Strict({ ...base, type: Type.Literal('courseRestarted'), courseId }),
    Strict(
      {
        ...base,
        type: Type.Literal('playbackChosen'),
        rate: Type.Optional(Type.Enum(PLAYBACK_RATES)),
        autoAdvance: Type.Optional(Type.Boolean()),
      },
      { minProperties: 4, description: 'Names a rate, autoAdvance or both.' },
    ),
  ],
  {
    errorMessage:
      'is not an event: a lessonCompleted, positionSaved, courseRestarted or playbackChosen with exactly its fields, each valid. Nothing was stored.',
  },
);
export type ProgressEventWire = Static<typeof ProgressEvent>;

/** `POST /api/me/progress`: a batch of 1 to 100 events, nothing else. */
export const ProgressBatch = Strict(
  {
    events: Type.Array(ProgressEvent, {
      minItems: 1,
      maxItems: MAX_BATCH_EVENTS,
      errorMessage: `must be a list of 1 to ${MAX_BATCH_EVENTS} events.`,
    }),
  },
  { errorMessage: 'Send a JSON object { events: [...] }.' },
);

const Time = Type.String({ pattern: ISO_TIME_PATTERN });
const Position = Type.Object({ seconds: Type.Number(), at: Time });

/** Where a learner stands in one lesson. Absent fields: never happened. */
const LessonProgress = Type.Object({
  completedAt: Type.Optional(Time),
  lastCompletedAt: Type.Optional(Time),
  position: Type.Optional(Position),
});
export type LessonProgressWire = Static<typeof LessonProgress>;

const CourseProgress = Type.Object({
  restartedAt: Type.Optional(Time),
  lessons: Type.Record(Type.String(), LessonProgress),
});

/** The learner's progress, merged from every event the backend has taken: what both progress calls answer. */
export const Progress = Type.Object({
  courses: Type.Record(Type.String(), CourseProgress),
  playback: Type.Object({
    rate: Type.Number(),
    rateAt: Type.Union([Time, Type.Null()]),
    autoAdvance: Type.Boolean(),
    autoAdvanceAt: Type.Union([Time, Type.Null()]),
  }),
});
export type ProgressWire = Static<typeof Progress>;

/** One refused event of a `POST /api/me/progress`: where it was in the batch, its id, why, in a sentence. */
const ProgressRefusal = Type.Object({
  index: Type.Integer(),
  id: Type.String(),
  reason: Type.Enum(['unknownCourse', 'unknownLesson']),
  message: Type.String(),
});
export type ProgressRefusalWire = Static<typeof ProgressRefusal>;

/** What `POST /api/me/progress` answers: the merged progress, and the events of the batch it refused. */
export const RecordedProgress = Type.Object({ ...Progress.properties, refused: Type.Array(ProgressRefusal) });
export type RecordedProgressWire = Static<typeof RecordedProgress>;

const Breakdown = Type.Object({
  base: Type.Integer(),
  fee: Type.Integer(),
  gst: Type.Integer(),
  total: Type.Integer(),
});

/** One paid order of the learner, with everything its receipt prints (amounts in minor units). */
const LearnerPayment = Type.Object({
  paymentId: Type.String({ pattern: '^pay_' }),
  orderId: Type.String({ pattern: '^order_' }),
  kind: ProductKind,
  title: Type.String(),
  currency: Currency,
  amount: Type.Integer(),
  breakdown: Breakdown,
  rate: Type.Number(),
  customer: Type.Object({ name: Type.String(), email: Type.String(), phone: Type.String() }),
  paidAt: Time,
  refundedAt: Type.Optional(Time),
});
export type LearnerPaymentWire = Static<typeof LearnerPayment>;

/** A plan (or a workshop's access) the learner holds or held: from the day it was paid, extended by repeats. */
const PlanHeld = Type.Object({ kind: ProductKind, title: Type.String(), from: Time, until: Time });
export type PlanHeldWire = Static<typeof PlanHeld>;

/** `GET /api/me/payments`. */
export const LearnerPayments = Type.Object({
  payments: Type.Array(LearnerPayment),
  plans: Type.Array(PlanHeld),
});
export type LearnerPaymentsWire = Static<typeof LearnerPayments>;
