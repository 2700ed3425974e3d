import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { withoutSignOutResponse } from '../model';

/**
 * After logout the provider sends the visitor to `/`, and some providers add the `state` of the logout request.
 * The site sends none, and drops one anyway, so the visitor always lands on a clean `/`.
 */
export function SignOutLanding() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const clean = withoutSignOutResponse(pathname, search);

  useEffect(() => {
    if (clean !== null) void navigate({ pathname, search: clean, hash }, { replace: true });
  }, [clean, pathname, hash, navigate]);

  return null;
}
