/**
 * The properties Open Badges 3.0 requires of an OpenBadgeCredential and of its VC-JWT, written from the
 * specification's data model (1EdTech Open Badges 3.0, classes AchievementCredential, VerifiableCredential,
 * AchievementSubject, Achievement, Criteria, Profile, IdentityObject, CredentialStatus; section "JSON Web Token
 * Proof Format") rather than from this backend's own builder, so a test that runs it checks the builder against
 * the standard. Each function returns the problems found, empty when there are none.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A URI: a scheme, a colon and no spaces (URLs, `urn:uuid:…`, DIDs). */
const isUri = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(value);

/** DateTimeZ: an ISO 8601 date and time with its time zone. */
const isDateTimeZ = (value: unknown): value is string =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
  Number.isFinite(Date.parse(value));

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** `type` is an IRI or a set of IRIs (array-compacted): the values, or undefined when it is neither. */
const typesOf = (value: unknown): string[] | undefined => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string'))
    return value as string[];
  return undefined;
};

const VC_V2 = 'https://www.w3.org/ns/credentials/v2';
const OB_CONTEXT = /^https:\/\/purl\.imsglobal\.org\/spec\/ob\/v3p0\/context(-3\.\d\.\d)*\.json$/;
const IDENTIFIER_TYPES = new Set([
  'sourcedId',
  'systemId',
  'productId',
  'userName',
  'accountId',
  'emailAddress',
  'nationalIdentityNumber',
  'isbn',
  'issn',
  'lisSourcedId',
  'oneRosterSourcedId',
  'sisSourcedId',
  'ltiContextId',
  'ltiDeploymentId',
  'ltiToolId',
  'ltiPlatformId',
  'ltiUserId',
  'identifier',
]);

/** Profile: `id` (URI, 1), `type` including "Profile" (1..*). */
function profileProblems(value: unknown, where: string): string[] {
  if (isUri(value) && where === 'issuer') return []; // ProfileRef: a URI alone is allowed for the issuer
  if (!isObject(value)) return [`${where} must be a Profile`];
  const problems: string[] = [];
  if (!isUri(value.id)) problems.push(`${where}.id must be a URI`);
  if (!typesOf(value.type)?.includes('Profile')) problems.push(`${where}.type must include "Profile"`);
  return problems;
}

/** Achievement: `id` (URI), `type` including "Achievement", `criteria`, `description` and `name` (each 1). */
function achievementProblems(value: unknown): string[] {
  const where = 'credentialSubject.achievement';
  if (!isObject(value)) return [`${where} is required (an Achievement)`];
  const problems: string[] = [];
  if (!isUri(value.id)) problems.push(`${where}.id must be a URI`);
  if (!typesOf(value.type)?.includes('Achievement'))
    problems.push(`${where}.type must include "Achievement"`);
  if (!isText(value.name)) problems.push(`${where}.name is required`);
  if (!isText(value.description)) problems.push(`${where}.description is required`);
  const { criteria } = value;
  if (!isObject(criteria)) problems.push(`${where}.criteria is required (a Criteria)`);
  // Criteria: implementations SHOULD give at least one of `id` (URI) and `narrative`.
  else if (!isUri(criteria.id) && !isText(criteria.narrative))
    problems.push(`${where}.criteria needs an id or a narrative`);
  if (value.creator !== undefined) problems.push(...profileProblems(value.creator, `${where}.creator`));
  return problems;
}

/** IdentityObject: `type` "IdentityObject", `hashed`, `identityHash`, `identityType` (each 1). */
function identityProblems(value: unknown, where: string): string[] {
  if (!isObject(value)) return [`${where} must be an IdentityObject`];
  const problems: string[] = [];
  if (value.type !== 'IdentityObject') problems.push(`${where}.type must be "IdentityObject"`);
  if (typeof value.hashed !== 'boolean') problems.push(`${where}.hashed must be true or false`);
  if (!isText(value.identityHash)) problems.push(`${where}.identityHash is required`);
  else if (value.hashed === true && !/^(sha256|md5)\$[0-9a-fA-F]+$/.test(value.identityHash))
    problems.push(`${where}.identityHash must be "sha256$<hex>" or "md5$<hex>" when hashed`);
  const { identityType } = value;
  if (
    typeof identityType !== 'string' ||
    !(IDENTIFIER_TYPES.has(identityType) || /^ext:[A-Za-z0-9.\-_]+$/.test(identityType))
  )
    problems.push(`${where}.identityType must be an IdentifierTypeEnum value`);
  if (value.salt !== undefined && typeof value.salt !== 'string')
    problems.push(`${where}.salt must be a string`);
  return problems;
}

/** AchievementSubject: `type` including "AchievementSubject", `achievement` (1), and an `id` or an `identifier`. */
function subjectProblems(value: unknown): string[] {
  if (!isObject(value)) return ['credentialSubject is required (an AchievementSubject)'];
  const problems: string[] = [];
  if (!typesOf(value.type)?.includes('AchievementSubject'))
    problems.push('credentialSubject.type must include "AchievementSubject"');
  const identifiers = value.identifier;
  if (value.id !== undefined && !isUri(value.id)) problems.push('credentialSubject.id must be a URI');
  if (identifiers !== undefined && !Array.isArray(identifiers))
    problems.push('credentialSubject.identifier must be a list');
  const list = Array.isArray(identifiers) ? identifiers : [];
  if (value.id === undefined && list.length === 0)
    problems.push('credentialSubject needs an id or at least one identifier');
  list.forEach((identity, index) =>
    problems.push(...identityProblems(identity, `credentialSubject.identifier[${index}]`)),
  );
  problems.push(...achievementProblems(value.achievement));
  return problems;
}

/**
 * An OpenBadgeCredential (AchievementCredential, which is a VerifiableCredential): `@context` (2..*, first the
 * VC 2.0 context, second the Open Badges 3.0 context), `id` (URI), `type` (VerifiableCredential and
 * OpenBadgeCredential or AchievementCredential), `issuer` (1), `validFrom` (1), `credentialSubject` (1);
 * `validUntil` and `credentialStatus` (id, type) well formed when present.
 */
export function openBadgeCredentialProblems(credential: unknown): string[] {
  if (!isObject(credential)) return ['the credential must be a JSON object'];
  const problems: string[] = [];
  const context = credential['@context'];
  if (!Array.isArray(context) || context.length < 2)
    problems.push('@context must list at least two contexts');
  else {
    if (context[0] !== VC_V2) problems.push(`@context must start with ${VC_V2}`);
    if (typeof context[1] !== 'string' || !OB_CONTEXT.test(context[1]))
      problems.push('@context must name the Open Badges 3.0 context second');
  }
  if (!isUri(credential.id)) problems.push('id must be a URI');
  const types = typesOf(credential.type);
  if (!types?.includes('VerifiableCredential')) problems.push('type must include "VerifiableCredential"');
  if (!types?.some((type) => type === 'OpenBadgeCredential' || type === 'AchievementCredential'))
    problems.push('type must include "OpenBadgeCredential" or "AchievementCredential"');
  if (credential.issuer === undefined) problems.push('issuer is required');
  else problems.push(...profileProblems(credential.issuer, 'issuer'));
  if (!isDateTimeZ(credential.validFrom))
    problems.push('validFrom is required (a date and time with its zone)');
  if (credential.validUntil !== undefined && !isDateTimeZ(credential.validUntil))
    problems.push('validUntil must be a date and time with its zone');
  if (credential.name !== undefined && typeof credential.name !== 'string')
    problems.push('name must be a string');
  const status = credential.credentialStatus;
  if (status !== undefined && (!isObject(status) || !isUri(status.id) || !isText(status.type)))
    problems.push('credentialStatus needs an id (URI) and a type');
  problems.push(...subjectProblems(credential.credentialSubject));
  return problems;
}

/**
 * The VC-JWT proof format: the JOSE header has `alg` (RS256 at least) and `kid` or `jwk`, `typ` "JWT" if any,
 * and no other header; the payload is the credential with `iss` = issuer.id, `sub` = credentialSubject.id,
 * `jti` = id, `nbf` = validFrom and, when the credential has a `validUntil`, `exp` = validUntil.
 */
export function vcJwtProblems(header: Json, payload: Json): string[] {
  const problems: string[] = [];
  if (typeof header.alg !== 'string' || header.alg === 'none')
    problems.push('the header needs a signing alg');
  if (header.kid === undefined && header.jwk === undefined) problems.push('the header needs a kid or a jwk');
  if (header.typ !== undefined && header.typ !== 'JWT') problems.push('typ, when present, must be "JWT"');
  const extra = Object.keys(header).filter((key) => !['alg', 'kid', 'jwk', 'typ'].includes(key));
  if (extra.length > 0) problems.push(`the header may not carry ${extra.join(', ')}`);
  const issuer = payload.issuer;
  const issuerId = typeof issuer === 'string' ? issuer : isObject(issuer) ? issuer.id : undefined;
  if (payload.iss === undefined || payload.iss !== issuerId) problems.push('iss must equal issuer.id');
  const subject = payload.credentialSubject;
  if (payload.sub === undefined || !isObject(subject) || payload.sub !== subject.id)
    problems.push('sub must equal credentialSubject.id');
  if (payload.jti === undefined || payload.jti !== payload.id) problems.push('jti must equal id');
  const seconds = (time: unknown) => (typeof time === 'string' ? Date.parse(time) / 1000 : Number.NaN);
  if (typeof payload.nbf !== 'number' || payload.nbf !== seconds(payload.validFrom))
    problems.push('nbf must equal validFrom');
  if (payload.validUntil !== undefined && payload.exp !== seconds(payload.validUntil))
    problems.push('exp must equal validUntil');
  return [...problems, ...openBadgeCredentialProblems(payload)];
}
