import { createHash, timingSafeEqual } from 'node:crypto';

/** A seeded person who can sign in at the local OpenID provider. */
export interface LocalAccount {
  sub: string;
  email: string;
  /** Stored as typed at sign-up: the site capitalises it for display. */
  name: string;
  avatarFile: string;
  passwordSha256: string;
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const ACCOUNTS: readonly LocalAccount[] = [
  {
    sub: 'user-learner-0001',
    email: 'learner@example.com',
    name: 'priya sharma',
    avatarFile: 'priya-sharma.svg',
    passwordSha256: sha256('learner-pass'),
  },
  {
    sub: 'user-mentor-0002',
    email: 'mentor@example.com',
    name: 'Arjun Mehta',
    avatarFile: 'arjun-mehta.svg',
    passwordSha256: sha256('mentor-pass'),
  },
];

export function findAccountBySub(sub: string): LocalAccount | undefined {
  return ACCOUNTS.find((account) => account.sub === sub);
}

/** The account whose e-mail and password match, compared in constant time. */
export function authenticate(email: string, password: string): LocalAccount | undefined {
  const account = ACCOUNTS.find((a) => a.email.toLowerCase() === email.trim().toLowerCase());
  const presented = Buffer.from(sha256(password), 'utf8');
  const expected = Buffer.from(account?.passwordSha256 ?? sha256('\u0000no-account'), 'utf8');
  const same = timingSafeEqual(presented, expected);
  return account && same ? account : undefined;
}
