import { useCallback, useEffect, useState } from 'react';

import type { CheckoutOptions } from './model';

import { getConfig } from '@/lib/config';
import { loadOnce } from '@/lib/loading/load-once';

/** The part of Razorpay Standard Checkout the site uses (docs/api.md). */
export type CheckoutHandlers = {
  handler: (response: unknown) => void;
  modal: { ondismiss: () => void };
};

export type CheckoutInstance = {
  open: () => void;
  on: (event: 'payment.failed', callback: (response: { error?: { description?: unknown } }) => void) => void;
};

export type CheckoutConstructor = new (options: CheckoutOptions & CheckoutHandlers) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

export type CheckoutScriptStatus = 'loading' | 'ready' | 'failed';

const forgetScripts = () =>
  document.querySelectorAll('script[data-checkout]').forEach((node) => node.remove());

const loadScript = loadOnce(
  (url: string) =>
    new Promise<CheckoutConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.dataset.checkout = 'true';
      script.addEventListener('load', () => {
        if (window.Razorpay) resolve(window.Razorpay);
        else reject(new Error('The checkout script loaded but defined no Razorpay'));
      });
      script.addEventListener('error', () => reject(new Error(`The checkout script failed to load: ${url}`)));
      document.head.append(script);
    }),
  // A failed script element is removed, so the next try adds a fresh one.
  forgetScripts,
);

/**
 * Loads the provider's checkout script once (call from an effect or an event): later calls share the same
 * promise; after a failure the next call tries again.
 */
export function loadCheckoutScript(url: string): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  return loadScript(url);
}

/** Forgets the loading script (tests only). */
export function resetCheckoutScriptForTests(): void {
  loadScript.reset();
  forgetScripts();
}

/**
 * Starts loading the checkout script when the component mounts (the payment dialog, opened when a visitor
 * chooses a plan) and reports its status; `retry` loads it again after a failure.
 */
export function useCheckoutScript(): { status: CheckoutScriptStatus; retry: () => void } {
  const [status, setStatus] = useState<CheckoutScriptStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let active = true;
    loadCheckoutScript(getConfig().checkoutScriptUrl).then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );
    return () => {
      active = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((count) => count + 1);
  }, []);
  return { status, retry };
}
