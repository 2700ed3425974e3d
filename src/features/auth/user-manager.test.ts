import type { User, UserManager } from 'oidc-client-ts';

import { oneRenewalAtATime } from './user-manager';

describe('silent renewals', () => {
  it('share the renewal under way, so a rotating refresh token is spent once', async () => {
    const finish: ((user: User | null) => void)[] = [];
    const manager = {
      signinSilent: jest.fn(() => new Promise<User | null>((resolve) => finish.push(resolve))),
    } as unknown as UserManager;
    oneRenewalAtATime(manager);
    // The library's own renewal, the session's restore and a refused call's retry, at once.
    const renewals = [manager.signinSilent(), manager.signinSilent(), manager.signinSilent()];
    expect(finish).toHaveLength(1);
    const user = { access_token: 'renewed' } as User;
    finish[0]?.(user);
    await expect(Promise.all(renewals)).resolves.toEqual([user, user, user]);
    // Once it is over, the next renewal is a new one.
    void manager.signinSilent();
    expect(finish).toHaveLength(2);
  });
});
