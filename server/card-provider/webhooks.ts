/**
 * The checkout simulator's webhook delivery, as the real provider does it: each event is signed over its
 * raw body, posted to the merchant's endpoint whether or not the payer's page is still open, and retried
 * with exponential backoff for a day until the endpoint answers 2xx. Nothing here blocks a request: events
 * are queued and sent later, every attempt has a timeout, and `close()` (the server's preClose hook)
 * clears every timer and aborts every attempt in flight, so nothing keeps the services running after Ctrl-C.
 *
 * Test controls (reachable only through the local services' `/__local/checkout-webhooks`): delay the first
 * attempt, deliver each event twice, hold events and release them in reverse order, or drop the first
 * attempts of each delivery.
 */
import { signWebhook } from '../razorpay-signature';

export type WebhookEventName =
  'payment.authorized' | 'payment.captured' | 'order.paid' | 'payment.failed' | 'refund.processed';

/** One event: its id, what it reports, and the exact body that is signed and sent. */
export interface WebhookEvent {
  id: string;
  name: WebhookEventName;
  orderId: string;
  paymentId: string;
  body: string;
}

/** How events are delivered. The defaults behave like the real provider. */
export interface DeliveryRules {
  /** Wait before the first attempt, in milliseconds. */
  delayMs: number;
  /** Deliver every event twice, with the same id (delivery is at least once). */
  duplicate: boolean;
  /** Keep events until `release()`, so a test can deliver them in another order. */
  hold: boolean;
  /** Drop the first N attempts of each delivery before they reach the merchant, like a lost connection. */
  failTimes: number;
}

/** Posts one signed event to the merchant and returns the HTTP status. */
export type WebhookTransport = (request: {
  body: string;
  headers: Record<string, string>;
  signal: AbortSignal;
}) => Promise<number>;

type DeliveryState = 'held' | 'waiting' | 'sending' | 'delivered' | 'gave up' | 'cancelled';

/** One delivery as the local read-back shows it. */
export interface DeliveryReport {
  eventId: string;
  event: WebhookEventName;
  orderId: string;
  paymentId: string;
  state: DeliveryState;
  /** Each attempt: when, and the HTTP status or why it failed. */
  attempts: { at: string; result: number | string }[];
}

interface Delivery extends DeliveryReport {
  body: string;
  dropsLeft: number;
  firstAttemptAt?: number;
  timer?: ReturnType<typeof setTimeout>;
}

export interface DispatcherOptions {
  /** The webhook secret the signature is made with. */
  secret: string;
  /** The rules `configure({})` returns to. */
  defaults?: Partial<DeliveryRules>;
  /** The first retry waits this long; each further one twice as long, at most an hour. */
  retryBaseMs: number;
  /** Stop retrying this long after the first attempt (a day, as the real provider). */
  retryForMs?: number;
  /** Give up on one attempt after this long. */
  attemptTimeoutMs?: number;
  now?: () => number;
  /** Where delivery problems are reported; the console by default. */
  warn?: (message: string) => void;
}

const HOUR = 3_600_000;
const KEPT_REPORTS = 200;
const FINAL: readonly DeliveryState[] = ['delivered', 'gave up', 'cancelled'];

/** The simulator's webhook sender: one per provider, connected to the merchant's endpoint. */
export class WebhookDispatcher {
  private transport: WebhookTransport | undefined;
  private readonly defaults: DeliveryRules;
  private current: DeliveryRules;
  private readonly deliveries: Delivery[] = [];
  private readonly inFlight = new Set<AbortController>();
  private settledWaiters: (() => void)[] = [];
  private closed = false;
  private readonly retryForMs: number;
  private readonly attemptTimeoutMs: number;
  private readonly now: () => number;
  private readonly warn: (message: string) => void;

  constructor(private readonly options: DispatcherOptions) {
    this.defaults = { delayMs: 0, duplicate: false, hold: false, failTimes: 0, ...options.defaults };
    this.current = { ...this.defaults };
    this.retryForMs = options.retryForMs ?? 24 * HOUR;
    this.attemptTimeoutMs = options.attemptTimeoutMs ?? 10_000;
    this.now = options.now ?? Date.now;
    this.warn = options.warn ?? ((message) => console.warn(`[checkout webhooks] ${message}`));
  }

  /** Where events go from now on (the merchant's webhook endpoint). */
  connect(transport: WebhookTransport): void {
    this.transport = transport;
  }

  /** Replaces the delivery rules: the defaults, changed by what is given. */
  configure(rules: Partial<DeliveryRules>): DeliveryRules {
    this.current = { ...this.defaults, ...rules };
    return this.rules;
  }

  get rules(): DeliveryRules {
    return { ...this.current };
  }

  /** Queues events for delivery, in the order given; returns at once. */
  emit(events: readonly WebhookEvent[]): void {
    if (this.closed) return;
    const rules = this.current;
    for (const event of events) {
      for (let copy = 0; copy < (rules.duplicate ? 2 : 1); copy += 1) {
        const delivery: Delivery = {
          eventId: event.id,
          event: event.name,
          orderId: event.orderId,
          paymentId: event.paymentId,
          body: event.body,
          state: rules.hold ? 'held' : 'waiting',
          attempts: [],
          dropsLeft: rules.failTimes,
        };
        this.keep(delivery);
        if (!rules.hold) this.schedule(delivery, rules.delayMs);
      }
    }
  }

  /**
   * Delivers the held events one after another (newest first when `reverse`), each once it has had its
   * first answer; resolves with how many there were. A failed attempt is retried later as usual.
   */
  async release({ reverse = false }: { reverse?: boolean } = {}): Promise<number> {
    const held = this.deliveries.filter((delivery) => delivery.state === 'held');
    if (reverse) held.reverse();
    for (const delivery of held) {
      delivery.state = 'waiting';
      await this.attempt(delivery);
    }
    return held.length;
  }

  /** Every delivery still known, oldest first. */
  report(): DeliveryReport[] {
    return this.deliveries.map(({ eventId, event, orderId, paymentId, state, attempts }) => ({
      eventId,
      event,
      orderId,
      paymentId,
      state,
      attempts: attempts.map((attempt) => ({ ...attempt })),
    }));
  }

  /** Resolves once no delivery is waiting or being sent (held ones aside). */
  settled(): Promise<void> {
    if (this.isSettled()) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /** Stops every timer and aborts every attempt in flight; later events are dropped. */
  close(): void {
    this.closed = true;
    for (const delivery of this.deliveries) {
      if (delivery.timer) clearTimeout(delivery.timer);
      delivery.timer = undefined;
      if (!FINAL.includes(delivery.state)) delivery.state = 'cancelled';
    }
    for (const controller of this.inFlight) controller.abort();
    this.inFlight.clear();
    this.notify();
  }

  private keep(delivery: Delivery): void {
    this.deliveries.push(delivery);
    // The log is for tests and developers: forget the oldest finished deliveries past a bound.
    while (this.deliveries.length > KEPT_REPORTS) {
      const index = this.deliveries.findIndex((d) => FINAL.includes(d.state));
      if (index === -1) break;
      this.deliveries.splice(index, 1);
    }
  }

  private schedule(delivery: Delivery, waitMs: number): void {
    delivery.state = 'waiting';
    delivery.timer = setTimeout(() => {
      delivery.timer = undefined;
      void this.attempt(delivery);
    }, waitMs);
  }

  private async attempt(delivery: Delivery): Promise<void> {
    if (this.closed) return;
    delivery.state = 'sending';
    delivery.firstAttemptAt ??= this.now();
    const at = new Date(this.now()).toISOString();
    let result: number | string;
    if (delivery.dropsLeft > 0) {
      delivery.dropsLeft -= 1;
      result = 'dropped before delivery (test control)';
    } else if (!this.transport) {
      result = 'no merchant endpoint connected';
    } else {
      const controller = new AbortController();
      this.inFlight.add(controller);
      const timeout = setTimeout(
        () =>
          controller.abort(new DOMException(`no answer within ${this.attemptTimeoutMs} ms`, 'TimeoutError')),
        this.attemptTimeoutMs,
      );
      try {
        result = await this.transport({
          body: delivery.body,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signWebhook(delivery.body, this.options.secret),
            'x-razorpay-event-id': delivery.eventId,
          },
          signal: controller.signal,
        });
      } catch (error) {
        result = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      } finally {
        clearTimeout(timeout);
        this.inFlight.delete(controller);
      }
    }
    if (this.closed) return;
    delivery.attempts.push({ at, result });
    if (typeof result === 'number' && result >= 200 && result < 300) {
      delivery.state = 'delivered';
    } else {
      this.retry(delivery, result);
    }
    this.notify();
  }

  private retry(delivery: Delivery, result: number | string): void {
    const wait = Math.min(this.options.retryBaseMs * 2 ** (delivery.attempts.length - 1), HOUR);
    const elapsed = this.now() - (delivery.firstAttemptAt ?? this.now());
    if (elapsed + wait > this.retryForMs) {
      delivery.state = 'gave up';
      this.warn(
        `gave up on ${delivery.event} ${delivery.eventId} after ${delivery.attempts.length} attempts`,
      );
      return;
    }
    if (!(typeof result === 'string' && result.includes('test control')))
      this.warn(`${delivery.event} ${delivery.eventId} not delivered (${result}); retrying in ${wait} ms`);
    this.schedule(delivery, wait);
  }

  private isSettled(): boolean {
    return this.deliveries.every((delivery) => delivery.state !== 'waiting' && delivery.state !== 'sending');
  }

  private notify(): void {
    if (!this.isSettled() && !this.closed) return;
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
