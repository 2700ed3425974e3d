import type { Db } from './db';

/** What the backend is configured with; `startBackend` fills in the defaults. */
export interface BackendSettings {
  dataDir: string;
  siteOrigins: string[];
  keySecret: string;
  /** The public key id the checkout uses (`rzp_test_local`). */
  keyId: string;
  exchangeRate: number;
  emailRateLimit: { max: number; windowMs: number };
  /** Public keys (EmailJS user_id), service ids and template ids that the e-mail endpoints accept. */
  email: { publicKeys: string[]; serviceIds: string[]; templateIds: string[] };
}

/** Shared by every route module. */
export interface BackendContext {
  db: Db;
  settings: BackendSettings;
  /** The clock; tests inject a fixed one. */
  now: () => Date;
}
