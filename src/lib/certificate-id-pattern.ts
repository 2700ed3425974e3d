/**
 * An id exactly as it is printed and stored (`MB-7K3Q-9D2X-TV0A`): the backend accepts nothing else. In a
 * module of its own, so the route table (in every page's first load) takes the pattern without the rest of
 * `certificate-id.ts`, which only the verification page and the backend need.
 */
export const CERTIFICATE_ID_PATTERN =
  /^MB-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
