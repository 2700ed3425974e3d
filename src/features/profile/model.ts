import type { ProfileEdits } from './slice';

/** The most a profile picture may weigh before it is read. */
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

/** Who the profile shows: the signed-in identity, with this browser's edits laid over it. */
export type ProfileView = { name: string; email: string; phone: string; picture: string };

/** The identity from the provider (name already capitalised for display). */
export type ProfileIdentity = { name: string; email: string; picture: string };

/** The edits win where the learner made them; an empty picture keeps the provider's. */
export function mergeProfile(identity: ProfileIdentity, edits: ProfileEdits | undefined): ProfileView {
  if (!edits) return { ...identity, phone: '' };
  return {
    name: edits.name || identity.name,
    email: edits.email || identity.email,
    phone: edits.phone,
    picture: edits.picture || identity.picture,
  };
}

export type PictureProblem = 'notImage' | 'tooLarge';

/** Why a chosen file cannot be the picture, or null when it can: an image file of at most 2 MB. */
export function pictureProblem(file: Pick<File, 'type' | 'size'>): PictureProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_PICTURE_BYTES) return 'tooLarge';
  return null;
}

/** "2026-11-21T10:00:00.000Z" -> "21 November 2026", in the learner's time zone (or the one given). */
export function formatCompletionDate(isoTime: string, timeZone?: string): string {
  const date = new Date(isoTime);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** A file name for a course's certificate: "certificate-r-programming-fundamentals.pdf". */
export function certificateFileName(courseTitle: string): string {
  const slug = courseTitle
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `certificate-${slug || 'course'}.pdf`;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

/** What a certificate's id is derived from. */
export type CertificateSubject = {
  /** The learner's account (the identity provider's e-mail), not the editable display name. */
  account: string;
  courseId: string;
  /** ISO time of completion; only its calendar date (UTC) counts. */
  completedAt: string;
};

/**
 * The certificate's id, "MB-7K3Q-9D2X-TV0A": 60 bits of a 64-bit FNV-1a hash of the learner's account, the
 * course and the completion date, in Crockford base 32 (no I, L, O or U to misread). The same learner,
 * course and day always give the same id, so it can be printed on the PDF and shown in the profile alike.
 */
export function certificateId({ account, courseId, completedAt }: CertificateSubject): string {
  const source = `${account.trim().toLowerCase()}|${courseId}|${completedAt.slice(0, 10)}`;
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(source)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  let digits = '';
  for (let index = 0; index < 12; index += 1) {
    digits += CROCKFORD[Number((hash >> BigInt(4 + index * 5)) & 31n)];
  }
  return `MB-${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
}
