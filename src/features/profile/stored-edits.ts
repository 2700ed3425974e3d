/** Reading profile edits back from storage: checked, or dropped (only the account's opening carries this). */
import type { ProfileEdits, ProfileState } from './slice';

const EDIT_FIELDS = ['name', 'email', 'phone', 'picture'] as const;

/** True when a value has the shape of a learner's profile edits. */
export function isProfileEdits(value: unknown): value is ProfileEdits {
  return (
    typeof value === 'object' &&
    value !== null &&
    EDIT_FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === 'string')
  );
}

/** True when a value read back from storage has the shape of this slice's state. */
export function isProfileState(value: unknown): value is ProfileState {
  if (typeof value !== 'object' || value === null) return false;
  const { edits } = value as { edits?: unknown };
  return edits === null || isProfileEdits(edits);
}

/**
 * The edits an account kept before they were kept per account (version 4: one list, by the provider's
 * e-mail), for the account with that e-mail; undefined when there are none.
 */
export function editsFromVersion4(value: unknown, email: string): ProfileEdits | undefined {
  const byAccount = (value as { editsByAccount?: unknown } | null)?.editsByAccount;
  if (typeof byAccount !== 'object' || byAccount === null) return undefined;
  const entry = Object.entries(byAccount).find(([key]) => key.toLowerCase() === email.toLowerCase())?.[1];
  return isProfileEdits(entry) ? entry : undefined;
}
