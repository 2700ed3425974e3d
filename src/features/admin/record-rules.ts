/**
 * The form's rules for a kind: the rules the public page's normalizer applies (and the backend checks again,
 * server/backend/admin/kinds.ts), in the same words, so a record the form lets through is one the public
 * page can show.
 */
import * as yup from 'yup';

import type { FieldDef, FieldRule, KindDef } from './kinds';
import type { FormValues } from './model';

/** A calendar date that exists, `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An absolute http(s) address. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YOUTUBE = /^https:\/\/(www\.)?(youtube\.com\/(shorts\/|watch\?v=)|youtu\.be\/)[A-Za-z0-9_-]{11}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;
const UPLOAD_PATH = /^\/admin\/uploads\/[a-z_]+\/[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

/** The message of each rule, as the backend words it. */
const MESSAGES: Record<Exclude<FieldRule, 'required'>, string> = {
  isoDate: 'Enter the day as YYYY-MM-DD.',
  time: 'Enter the time as HH:MM:SS (India).',
  httpUrl: 'Enter an http(s) address, or leave it empty.',
  email: 'Enter an e-mail address, or leave it empty.',
  slug: 'Use lower-case letters, digits and dashes.',
  youtube: 'Enter the YouTube address (https://youtube.com/shorts/… or a watch link).',
  pdfFile: 'Upload the newsletter as a PDF.',
  belowPrice: 'A discount price is below the price (or leave it empty).',
  positiveHours: 'Enter the hours, more than 0 and at most 24.',
};

const passes = (rule: Exclude<FieldRule, 'required'>, text: string, values: FormValues): boolean => {
  switch (rule) {
    case 'isoDate':
      return isIsoDate(text);
    case 'time':
      return TIME.test(text);
    case 'httpUrl':
      return text === '' || isHttpUrl(text);
    case 'email':
      return text === '' || EMAIL.test(text);
    case 'slug':
      return SLUG.test(text);
    case 'youtube':
      return YOUTUBE.test(text);
    case 'pdfFile':
      return FILE_NAME.test(text) && !text.includes('..') && text.endsWith('.pdf');
    case 'belowPrice': {
      if (text.trim() === '') return true;
      const price = Number(values.price);
      return !Number.isFinite(price) || Number(text) < price;
    }
    case 'positiveHours': {
      const hours = Number(text);
      return text.trim() !== '' && Number.isFinite(hours) && hours > 0 && hours <= 24;
    }
  }
};

/** What an upload field may hold: a file name of its folder, or (webinars) an upload address or http(s). */
const uploadPasses = (field: FieldDef, text: string) => {
  if (text === '' || field.type !== 'upload') return true;
  if (field.keeps === 'url') return UPLOAD_PATH.test(text) || isHttpUrl(text);
  return FILE_NAME.test(text) && !text.includes('..');
};

function fieldSchema(field: FieldDef): yup.AnySchema {
  if (field.type === 'boolean') return yup.boolean();
  const rules = field.rules ?? [];
  let schema: yup.StringSchema<string | undefined> = yup.string();
  if (rules.includes('required'))
    schema = schema.test(
      'required',
      field.requiredMessage ?? `Enter the ${field.label.toLowerCase()}.`,
      (v) => Boolean(v?.trim()),
    );
  if (field.maxLength)
    schema = schema.max(field.maxLength, `At most ${field.maxLength.toLocaleString('en-IN')} characters.`);
  if (field.type === 'number' && !rules.includes('positiveHours'))
    schema = schema.test('number', 'Enter a number, 0 or more.', (v = '') =>
      v.trim() === '' ? Boolean(field.nullable) : Number.isFinite(Number(v)) && Number(v) >= 0,
    );
  if (field.type === 'choice') {
    const { options } = field;
    schema = schema.test('choice', `Choose the ${field.label.toLowerCase()}.`, (v = '') =>
      options.some((option) => String(option.value) === v),
    );
  }
  if (field.type === 'reference')
    schema = schema.test(
      'reference',
      field.requiredMessage ?? `Choose the ${field.label.toLowerCase()}.`,
      (v = '') => /^[1-9]\d*$/.test(v),
    );
  if (field.type === 'upload')
    schema = schema.test(
      'upload',
      field.keeps === 'url'
        ? 'Upload the picture, or leave it empty.'
        : 'Upload the file (a file name of an upload), or leave it empty.',
      (v = '') => uploadPasses(field, v),
    );
  for (const rule of rules) {
    if (rule === 'required') continue;
    schema = schema.test(rule, MESSAGES[rule], (value = '', context) =>
      passes(rule, value, context.parent as FormValues),
    );
  }
  return schema;
}

/** The form's schema for `kind`. */
export function recordSchema(kind: KindDef): yup.ObjectSchema<FormValues> {
  return yup.object(
    Object.fromEntries(kind.fields.map((field) => [field.name, fieldSchema(field)])),
  ) as unknown as yup.ObjectSchema<FormValues>;
}
