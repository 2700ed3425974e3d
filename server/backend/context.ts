import type { CertificateSettings } from './certificate-settings';
import type { Db } from './db';
import type { LearnerAccounts } from './learner-accounts';
import type { LearnerAuth, LearnerAuthSettings } from './learner-auth';
import type { LearnerPayments } from './learner-payments';
import type { EmailSettings, WelcomeMailer } from './newsletter-mail';
import type { NewsletterSubscriptions, UnsubscribeTokens } from './newsletter-subscriptions';
import type { PaymentLedger } from './payment-ledger';
import type { PlayerCourseStore } from './player-courses';
import type { ProgressStore } from './progress-store';
import type { ProviderClient } from './provider-client';
import type { LimitedTo, RateLimits } from './rate-limits';
import type { Reconciler } from './reconciler';

/** What the backend is configured with; `startBackend` fills in the defaults. */
export interface BackendSettings {
  /** Production: no `/__local` route is mounted (the stand-ins are mounted beside it locally: local-stack.ts). */
  production: boolean;
  dataDir: string;
  siteOrigins: string[];
  keySecret: string;
  /** The public key id the checkout uses (`rzp_test_local`). */
  keyId: string;
  /** Signs the provider's webhooks; never the key secret. */
  webhookSecret: string;
  /** The provider's API the backend calls (Razorpay in production); unset: this server's own origin, where the local stack mounts the simulator. */
  providerApiOrigin?: string;
  /** The longest wait for one answer of the provider's API, in milliseconds. */
  providerTimeoutMs: number;
  exchangeRate: number;
  /** Requests per client and window of each route group (rate-limits.ts). */
  rateLimits: RateLimits;
  /**
   * The reconciler asks the provider about orders still unpaid `afterMs` after creation, every `everyMs`, at
   * most `maxPerRun` in a run, for `windowMs` after creation (defaults in reconciler.ts).
   */
  reconcile: { afterMs: number; everyMs: number; windowMs?: number; maxPerRun?: number };
  /** Whose access tokens the learner's calls accept: the provider's issuer and the API's audience. */
  learnerAuth: LearnerAuthSettings;
  /** Issued certificates: the public site their addresses name, this backend's public origin, the signing key. */
  certificates: CertificateSettings;
  /** The secret the newsletter's unsubscribe tokens are signed with (HMAC). */
  newsletter: { tokenSecret: string };
  /** The e-mail service the backend sends the newsletter's welcome e-mail through. */
  emailService: EmailSettings;
}

/** Shared by every route module. */
export interface BackendContext {
  db: Db;
  settings: BackendSettings;
  /** The clock; tests inject a fixed one. */
  now: () => Date;
  /** The one place payments are recorded and orders move forward. */
  ledger: PaymentLedger;
  /** The card provider's API: orders, payments, refunds (provider-client.ts). */
  provider: ProviderClient;
  /** Settles orders whose payment the backend never heard of. */
  reconciler: Reconciler;
  /** Route options that count a route's requests against the client's allowance in a group. */
  limited: LimitedTo;
  /** The access-token check for the learner's calls (a route's `onRequest` hook). */
  learnerAuth: LearnerAuth;
  /** The accounts the backend has seen, for the console. */
  accounts: LearnerAccounts;
  /** Each learner's progress. */
  progress: ProgressStore;
  /** Each learner's paid orders and the plans they give. */
  payments: LearnerPayments;
  /** The player's courses: the one list of lessons the player, the progress checks and certificates read. */
  playerCourses: PlayerCourseStore;
  /** The newsletter's subscriptions, their unsubscribe tokens and the welcome e-mail. */
  newsletter: { subscriptions: NewsletterSubscriptions; tokens: UnsubscribeTokens; mailer: WelcomeMailer };
}
