/** Small input checks shared by the routes; every failure becomes a 400 with a sentence saying why. */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first key of `value` that is not among `known` (shortened for a message), or undefined. */
export function unknownField(value: Record<string, unknown>, known: readonly string[]): string | undefined {
  return Object.keys(value)
    .find((key) => !known.includes(key))
    ?.slice(0, 40);
}

/** A trimmed, non-empty string of at most `max` characters, or undefined. */
export function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= max ? trimmed : undefined;
}

const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[A-Za-z]{2,}$/;

/** A plausible e-mail address (what a browser's type=email accepts, plus a dotted domain). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** Digits with optional +, spaces, dots, dashes and parentheses; 7 to 15 digits. */
export function isPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]{7,24}$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** Checks the customer object; returns a message for the first problem, or the clean values. */
export function readCustomer(
  value: unknown,
): { ok: true; name: string; email: string; phone: string } | { ok: false; message: string } {
  if (!isRecord(value))
    return { ok: false, message: 'customer must be an object with name, email and phone.' };
  const unknown = unknownField(value, ['name', 'email', 'phone']);
  if (unknown !== undefined) return { ok: false, message: `customer has an unknown field "${unknown}".` };
  const name = text(value.name, 100);
  if (!name) return { ok: false, message: 'customer.name is required (at most 100 characters).' };
  const email = text(value.email, 254);
  if (!email || !isEmail(email))
    return { ok: false, message: 'customer.email must be a valid e-mail address.' };
  const phone = text(value.phone, 24);
  if (!phone || !isPhone(phone))
    return { ok: false, message: 'customer.phone must be a phone number (7 to 15 digits).' };
  return { ok: true, name, email, phone };
}
