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

/** A file name for a course's certificate: "certificate-r-programming-fundamentals.pdf". */
export function certificateFileName(courseTitle: string): string {
  const slug = courseTitle
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `certificate-${slug || 'course'}.pdf`;
}
