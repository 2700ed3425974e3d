import { createHash, timingSafeEqual } from 'node:crypto';

/** A seeded person who can sign in at the local OpenID provider. */
export interface LocalAccount {
  sub: string;
  email: string;
  /** Stored as typed at sign-up: the site capitalises it for display. */
  name: string;
  avatarFile: string;
  passwordSha256: string;
  /** What the account may do in the company console: the access token's `permissions` claim. */
  permissions?: readonly string[];
}

/** Every staff permission of the contract ("The company console"). */
export const ALL_PERMISSIONS = [
  'content:write',
  'courses:write',
  'orders:read',
  'orders:refund',
  'learners:read',
  'learners:erase',
  'certificates:revoke',
  'subscribers:read',
] as const;

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
  {
    sub: 'user-staff-editor-0003',
    email: 'editor@example.com',
    name: 'Meera Iyer',
    avatarFile: 'meera-iyer.svg',
    passwordSha256: sha256('editor-pass'),
    permissions: ['content:write', 'courses:write'],
  },
  {
    sub: 'user-staff-0004',
    email: 'staff@example.com',
    name: 'Rahul Verma',
    avatarFile: 'rahul-verma.svg',
    passwordSha256: sha256('staff-pass'),
    permissions: ALL_PERMISSIONS,
  },
];

/**
 * Tagged learners: `learner+<tag>@example.com` signs in with the first learner's password as an account of
 * its own (sub `user-learner-t-<tag>`), with her name and picture. Each browser test signs in as its own
 * learner, so progress and payments kept on the account never cross from one test to another (tests run
 * two at a time, in three engines, against one backend). This provider is the local stand-in only.
 */
const TAGGED_EMAIL = /^learner\+([a-z0-9-]{1,40})@example\.com$/;
const TAGGED_SUB = /^user-learner-t-([a-z0-9-]{1,40})$/;
const SEEDED_LEARNER = ACCOUNTS[0] as LocalAccount;

const taggedLearner = (tag: string): LocalAccount => ({
  ...SEEDED_LEARNER,
  sub: `user-learner-t-${tag}`,
  email: `learner+${tag}@example.com`,
});

export function findAccountBySub(sub: string): LocalAccount | undefined {
  const seeded = ACCOUNTS.find((account) => account.sub === sub);
  if (seeded) return seeded;
  const tag = TAGGED_SUB.exec(sub)?.[1];
  return tag === undefined ? undefined : taggedLearner(tag);
}

const findAccountByEmail = (email: string): LocalAccount | undefined => {
  const wanted = email.trim().toLowerCase();
  const seeded = ACCOUNTS.find((a) => a.email.toLowerCase() === wanted);
  if (seeded) return seeded;
  const tag = TAGGED_EMAIL.exec(wanted)?.[1];
  return tag === undefined ? undefined : taggedLearner(tag);
};

/** The account whose e-mail and password match, compared in constant time. */
export function authenticate(email: string, password: string): LocalAccount | undefined {
  const account = findAccountByEmail(email);
  const presented = Buffer.from(sha256(password), 'utf8');
  const expected = Buffer.from(account?.passwordSha256 ?? sha256('\u0000no-account'), 'utf8');
  const same = timingSafeEqual(presented, expected);
  return account && same ? account : undefined;
}
