/** The browser's local storage, or null where reading it throws (blocked cookies, some private modes). */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The browser's session storage, or null where reading it throws. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
