import { authSlice, cachedProfileRestored, initialAuthState, signedIn, signedOut } from './slice';

describe('the cached profile after hydration', () => {
  const cached = { name: 'priya sharma', email: 'learner@example.com', picture: '' };

  it('applies while the identity library has not answered', () => {
    const state = authSlice.reducer(initialAuthState(), cachedProfileRestored(cached));
    expect(state.profile).toEqual(cached);
    expect(state.status).toBe('restoring');
  });

  it('never overrides what the identity library already said', () => {
    const signedOutState = authSlice.reducer(initialAuthState(), signedOut());
    expect(authSlice.reducer(signedOutState, cachedProfileRestored(cached)).profile).toBeNull();
    const fresh = { ...cached, name: 'Priya S.' };
    const signedInState = authSlice.reducer(
      initialAuthState(),
      signedIn({ profile: fresh, sub: 'user-learner-0001', session: 'new' }),
    );
    expect(authSlice.reducer(signedInState, cachedProfileRestored(cached)).profile).toEqual(fresh);
  });
});
