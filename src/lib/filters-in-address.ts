/** How one filter is written in the address's query. */
export type AddressField<T extends string> = {
  /** The query parameter's name. */
  param: string;
  /** The value when the parameter is missing or unreadable; it is left out of the address. */
  fallback: T;
  /** Reads the parameter's text; `undefined` falls back. Every text is accepted when omitted. */
  read?: (text: string) => T | undefined;
  /** Typed a letter at a time: a change only here replaces the history entry instead of adding one. */
  typed?: boolean;
};

/** A list's filters as they read and write the address: every filtered list is a link. */
export type AddressFilters<F extends { [K in keyof F]: string }> = {
  /** The filters in an address's query; missing or unknown values fall back. */
  read: (params: URLSearchParams) => F;
  /** The query with the filters written in (fallbacks left out); other parameters are kept. */
  write: (current: URLSearchParams, filters: F) => URLSearchParams;
  same: (a: F, b: F) => boolean;
  /** True when `after` differs from `before` only in typed fields. */
  onlyTypedChanged: (before: F, after: F) => boolean;
};

/** Declares how a list's filters live in the address, one field per filter. */
export function addressFilters<F extends { [K in keyof F]: string }>(fields: {
  [K in keyof F]: AddressField<F[K]>;
}): AddressFilters<F> {
  const keys = Object.keys(fields) as (keyof F & string)[];
  return {
    read(params) {
      const entries = keys.map((key) => {
        const { param, fallback, read } = fields[key];
        const text = params.get(param);
        const value = text === null ? undefined : read ? read(text) : (text as F[typeof key]);
        return [key, value ?? fallback];
      });
      return Object.fromEntries(entries) as F;
    },
    write(current, filters) {
      const next = new URLSearchParams(current);
      for (const key of keys) {
        const { param, fallback } = fields[key];
        if (filters[key] === fallback) next.delete(param);
        else next.set(param, filters[key]);
      }
      return next;
    },
    same: (a, b) => keys.every((key) => a[key] === b[key]),
    onlyTypedChanged: (before, after) => keys.every((key) => fields[key].typed || before[key] === after[key]),
  };
}
