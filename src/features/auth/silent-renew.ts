/**
 * The hidden-frame renew page (`/auth/silent-renew`, its own small webpack entry). The provider redirects the
 * frame here; this hands the answer to the page that opened the frame, which checks and uses it.
 */
import { UserManager } from 'oidc-client-ts';

const here = window.location.origin;
// Only the frame-to-parent hand-over runs here, so the settings need not match the site's.
new UserManager({ authority: here, client_id: 'silent-renew', redirect_uri: here })
  .signinSilentCallback()
  .catch((error: unknown) => {
    console.error('Silent sign-in callback failed', error);
  });
