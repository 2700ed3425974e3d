import type { StorageWhat } from '@/lib/account';

/** The per-account slices, each under its own key: a full storage fails one write, not the others. */
export const ACCOUNT_SLICES = { courseProgress: 'progress', profile: 'profile' } as const satisfies Record<
  string,
  StorageWhat
>;
export type AccountSlice = keyof typeof ACCOUNT_SLICES;

/** Bump when a per-account slice changes shape; an entry of another version is dropped. */
export const ACCOUNT_STORAGE_VERSION = 1;

/** The key of one slice of one account. */
export const accountKey = (sub: string, slice: AccountSlice): string =>
  `mindbridge:account:${encodeURIComponent(sub)}:${slice}`;

/** The account this browser last opened, so a sign-out before this page opened it still forgets it. */
export const LAST_ACCOUNT_KEY = 'mindbridge:account:last';
