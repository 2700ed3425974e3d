/** A very small shape checker, enough to say that two servers send the same JSON shapes. */

export type Schema =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'null'
  | { literal: string | number | boolean }
  | { pattern: RegExp }
  | { oneOf: Schema[] }
  | { arrayOf: Schema; minItems?: number }
  | { object: Record<string, Schema>; optional?: string[] };

/** Returns every mismatch as "path: expected ..., got ..."; an empty list means the value fits. */
export function check(value: unknown, schema: Schema, path = '$'): string[] {
  const got = (): string =>
    `${path}: expected ${describe(schema)}, got ${JSON.stringify(value)?.slice(0, 80)}`;
  if (typeof schema === 'string') {
    const ok =
      schema === 'integer'
        ? Number.isInteger(value)
        : schema === 'null'
          ? value === null
          : typeof value === schema && !(schema === 'number' && !Number.isFinite(value));
    return ok ? [] : [got()];
  }
  if ('literal' in schema) return value === schema.literal ? [] : [got()];
  if ('pattern' in schema) return typeof value === 'string' && schema.pattern.test(value) ? [] : [got()];
  if ('oneOf' in schema) return schema.oneOf.some((s) => check(value, s, path).length === 0) ? [] : [got()];
  if ('arrayOf' in schema) {
    if (!Array.isArray(value)) return [got()];
    const errors = value.flatMap((item, i) => check(item, schema.arrayOf, `${path}[${i}]`));
    if (value.length < (schema.minItems ?? 0))
      errors.push(`${path}: expected at least ${schema.minItems} items`);
    return errors;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [got()];
  const record = value as Record<string, unknown>;
  const errors: string[] = [];
  for (const [key, fieldSchema] of Object.entries(schema.object)) {
    if (!(key in record)) {
      if (!schema.optional?.includes(key)) errors.push(`${path}.${key}: missing`);
      continue;
    }
    errors.push(...check(record[key], fieldSchema, `${path}.${key}`));
  }
  return errors;
}

function describe(schema: Schema): string {
  if (typeof schema === 'string') return schema;
  if ('literal' in schema) return JSON.stringify(schema.literal);
  if ('pattern' in schema) return String(schema.pattern);
  if ('oneOf' in schema) return schema.oneOf.map(describe).join(' | ');
  if ('arrayOf' in schema) return `array of ${describe(schema.arrayOf)}`;
  return 'object';
}

const id: Schema = { oneOf: ['integer', { pattern: /^\d+$/ }] };
const boolish: Schema = {
  oneOf: [
    'boolean',
    { literal: '1' },
    { literal: '0' },
    { literal: 'true' },
    { literal: 'false' },
    { literal: 1 },
    { literal: 0 },
  ],
};
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const numeric: Schema = { oneOf: ['number', { pattern: /^\d+(\.\d+)?$/ }] };

/** The shape of each response, as docs/api.md and spec section 3 give it (loose PHP types allowed). */
export const schemas = {
  message: { object: { message: 'string' } },
  event: {
    object: {
      id,
      title: 'string',
      description: 'string',
      details: 'string',
      image: 'string',
      category: 'string',
      location: 'string',
      date: 'string',
      link: { oneOf: ['string', 'null'] },
      isUpcoming: boolish,
      registrationOpen: boolish,
    },
  },
  textTestimonial: { object: { id, name: 'string', content: 'string', image: 'string' } },
  videoTestimonial: {
    object: {
      id,
      name: 'string',
      description: 'string',
      videoUrl: { pattern: /^https:\/\/(www\.)?youtube\.com\/shorts\/[\w-]{11}/ },
    },
  },
  certificate: { object: { id, certificate_title: 'string', certificate_image: 'string' } },
  article: {
    object: {
      slug: { pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*$/ },
      title: 'string',
      excerpt: 'string',
      category: 'string',
      featured: 'boolean',
      image: 'string',
      author: 'string',
      date: { pattern: /^\d{4}-\d{2}-\d{2}$/ },
      readMinutes: 'integer',
      updatedAt: 'string',
    },
  },
  newsletter: {
    object: {
      id: 'integer',
      title: 'string',
      previewText: 'string',
      date: { pattern: /^\d{4}-\d{2}-\d{2}$/ },
      category: 'string',
      coverImage: 'string',
      pdf: 'string',
    },
  },
  webinar: {
    object: {
      id,
      title: 'string',
      description: 'string',
      date: { pattern: /^\d{4}-\d{2}-\d{2}$/ },
      time: { pattern: /^\d{2}:\d{2}:\d{2}$/ },
      duration: numeric,
      status: 'string',
      isConfirmed: { oneOf: [{ literal: 'true' }, { literal: 'false' }] },
      speaker: 'string',
      registration_link: 'string',
    },
  },
  course: {
    object: {
      id,
      title: 'string',
      short_description: 'string',
      description: 'string',
      category: 'string',
      instructor_id: id,
      thumbnail_url: 'string',
      video_file: 'string',
      video_file_url: 'string',
      video_url: 'string',
      duration: 'string',
      level: 'string',
      language: 'string',
      price: numeric,
      discount_price: { oneOf: [numeric, 'null'] },
      is_published: boolish,
      created_at: 'string',
    },
  },
  instructor: {
    object: {
      id,
      name: 'string',
      designation: 'string',
      bio: 'string',
      email: 'string',
      profile_picture_url: 'string',
    },
  },
  exchangeRate: {
    object: {
      amount: 'number',
      base: { literal: 'USD' },
      date: { pattern: /^\d{4}-\d{2}-\d{2}$/ },
      rates: { object: { INR: 'number' } },
    },
  },
  order: {
    object: {
      orderId: { pattern: /^order_[A-Za-z0-9]{14}$/ },
      keyId: 'string',
      amount: 'integer',
      currency: { oneOf: [{ literal: 'USD' }, { literal: 'INR' }] },
      rate: 'number',
      breakdown: { object: { base: 'number', fee: 'number', gst: 'number', total: 'number' } },
    },
  },
  confirmation: { object: { status: 'string', message: 'string' }, optional: ['message'] },
  learnerPayments: {
    object: {
      payments: {
        arrayOf: {
          object: {
            paymentId: { pattern: /^pay_/ },
            orderId: { pattern: /^order_/ },
            kind: { oneOf: [{ literal: 'plan' }, { literal: 'workshop' }] },
            title: 'string',
            currency: { oneOf: [{ literal: 'USD' }, { literal: 'INR' }] },
            amount: 'integer',
            breakdown: { object: { base: 'integer', fee: 'integer', gst: 'integer', total: 'integer' } },
            rate: 'number',
            customer: { object: { name: 'string', email: 'string', phone: 'string' } },
            paidAt: { pattern: ISO_TIME },
          },
        },
      },
      plans: {
        arrayOf: {
          object: {
            kind: { oneOf: [{ literal: 'plan' }, { literal: 'workshop' }] },
            title: 'string',
            from: { pattern: ISO_TIME },
            until: { pattern: ISO_TIME },
          },
        },
      },
    },
  },
} satisfies Record<string, Schema>;

/** `{ success: true, data: T[] }`. */
export const listOf = (item: Schema, minItems = 1): Schema => ({
  object: { success: { literal: true }, data: { arrayOf: item, minItems } },
});
