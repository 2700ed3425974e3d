import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import Provider, {
  errors,
  type Adapter,
  type AdapterPayload,
  type Configuration,
  type JWK,
  type KoaContextWithOIDC,
} from 'oidc-provider';

import { avatarSvg } from '../artwork';
import { newRsaPrivateKey } from '../rsa-keys';

import { ACCOUNTS, authenticate, findAccountBySub } from './accounts';
import { loggedOutPage, loginPage, logoutPage, messagePage } from './pages';

export const CLIENT_ID = 'site-local';
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'];

export interface OidcOptions {
  port?: number;
  host?: string;
  siteOrigins?: string[];
  /** Seconds. */
  accessTokenTtl?: number;
  /** Seconds. */
  sessionTtl?: number;
  /** Where the signing and cookie keys are kept between starts; in memory when absent. */
  dataDir?: string;
  /**
   * The company backend's identifier (its `audience`): access tokens are JWTs for it, as Auth0 issues them
   * for an API's audience. Default `http://localhost:4100`.
   */
  apiResource?: string;
}

export interface RunningOidcProvider {
  url: string;
  port: number;
  provider: Provider;
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** In-memory storage for the provider's models (sessions, grants, codes, tokens), with expiry. */
class MemoryAdapter implements Adapter {
  private static store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  private static byUid = new Map<string, string>();
  private static byUserCode = new Map<string, string>();

  constructor(private readonly name: string) {}

  private key(id: string): string {
    return `${this.name}:${id}`;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const key = this.key(id);
    MemoryAdapter.store.set(key, {
      payload,
      expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity,
    });
    if (payload.uid) MemoryAdapter.byUid.set(payload.uid, id);
    if (payload.userCode) MemoryAdapter.byUserCode.set(payload.userCode, id);
    if (payload.grantId && this.name !== 'Grant') {
      const grantKey = `grant:${payload.grantId}`;
      const list = MemoryAdapter.store.get(grantKey);
      const keys = (list?.payload.keys ?? []) as string[];
      MemoryAdapter.store.set(grantKey, { payload: { keys: [...keys, key] }, expiresAt: Infinity });
    }
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      MemoryAdapter.store.delete(this.key(id));
      return undefined;
    }
    return entry.payload;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const id = MemoryAdapter.byUid.get(uid);
    return id ? this.find(id) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const id = MemoryAdapter.byUserCode.get(userCode);
    return id ? this.find(id) : undefined;
  }

  async consume(id: string): Promise<void> {
    const entry = MemoryAdapter.store.get(this.key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    MemoryAdapter.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const grantKey = `grant:${grantId}`;
    const keys = (MemoryAdapter.store.get(grantKey)?.payload.keys ?? []) as string[];
    for (const key of keys) MemoryAdapter.store.delete(key);
    MemoryAdapter.store.delete(grantKey);
  }
}

interface KeyMaterial {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

/** Signing and cookie keys: read from dataDir when there, else generated (and saved when dataDir is given). */
function loadKeys(dataDir: string | undefined): KeyMaterial {
  const file = dataDir ? path.join(dataDir, 'oidc-keys.json') : undefined;
  if (file && fs.existsSync(file)) {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'jwks' in parsed && 'cookieKeys' in parsed) {
      return parsed as KeyMaterial;
    }
  }
  const jwk = newRsaPrivateKey(2048).export({ format: 'jwk' }) as JWK;
  const material: KeyMaterial = {
    jwks: { keys: [{ ...jwk, kid: `local-${randomBytes(4).toString('hex')}`, alg: 'RS256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  if (file && dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(material), { mode: 0o600 });
  }
  return material;
}

/** The scopes an access token for the API may carry: the ones the site asks for. */
const API_SCOPES = SCOPES.join(' ');

/** A grant covers the API as well as the OpenID scopes, so the token endpoint issues JWTs for the API. */
function grantScopes(grant: InstanceType<Provider['Grant']>, requested: string, apiResource: string): void {
  const scopes = requested
    .split(' ')
    .filter((s) => SCOPES.includes(s))
    .join(' ');
  grant.addOIDCScope(scopes);
  grant.addResourceScope(apiResource, scopes);
}

function providerConfiguration(
  issuer: string,
  options: Required<Omit<OidcOptions, 'dataDir' | 'host' | 'port'>>,
  keys: KeyMaterial,
): Configuration {
  const origins = options.siteOrigins;
  const { apiResource } = options;
  return {
    adapter: MemoryAdapter,
    clients: [
      {
        client_id: CLIENT_ID,
        client_name: 'MindBridge Consulting',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((o) => [`${o}/auth/callback`, `${o}/auth/silent-renew`, `${o}/`]),
        post_logout_redirect_uris: origins.map((o) => `${o}/`),
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      profile: ['name', 'picture'],
      email: ['email', 'email_verified'],
    },
    findAccount: async (_ctx, sub) => {
      const account = findAccountBySub(sub);
      if (!account) return undefined;
      return {
        accountId: account.sub,
        claims: async () => ({
          sub: account.sub,
          name: account.name,
          email: account.email,
          email_verified: true,
          picture: `${issuer}/avatars/${account.avatarFile}`,
        }),
      };
    },
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      // Plain-http localhost: no Secure flag, and SameSite=None would be dropped without it.
      long: { httpOnly: true, sameSite: 'lax', signed: true, secure: false },
      short: { httpOnly: true, sameSite: 'lax', signed: true, secure: false },
    },
    ttl: {
      AccessToken: options.accessTokenTtl,
      IdToken: options.accessTokenTtl,
      AuthorizationCode: 60,
      Interaction: 3600,
      Session: options.sessionTtl,
      Grant: 14 * 24 * 3600,
      RefreshToken: 14 * 24 * 3600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      // Access tokens for the company backend: JWTs signed with the published key, audience the API, so the
      // backend checks them with the key set alone (server/backend/learner-auth.ts). With such a token the
      // userinfo endpoint is closed to it, so the ID token carries the profile claims instead.
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => apiResource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx, indicator) => {
          if (indicator !== apiResource) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPES,
            audience: apiResource,
            accessTokenTTL: options.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
    },
    // The API learns the account's name and verified e-mail from the token itself (as an Auth0 Action adds
    // them): a guest order placed with that address belongs to the account, and the console lists accounts
    // by both.
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || !token.resourceServer) return undefined;
      const account = findAccountBySub(token.accountId);
      if (!account) return undefined;
      // Staff tokens also carry what they may do (Auth0's RBAC "permissions").
      const staff = account.permissions ? { permissions: [...account.permissions] } : {};
      return { email: account.email, email_verified: true, name: account.name, ...staff };
    },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    // First-party client: grant what it asks for, so the visitor sees only the login form.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== CLIENT_ID) return existing;
      const grant =
        existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grantScopes(grant, typeof params?.scope === 'string' ? params.scope : 'openid', apiResource);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client, code) =>
      client.clientId === CLIENT_ID &&
      client.grantTypeAllowed('refresh_token') &&
      code.scopes.has('offline_access'),
    rotateRefreshToken: true,
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Sign-in problem',
        `${out.error}: ${out.error_description ?? 'unexpected error'}`,
      );
    },
  };
}

/**
 * OpenID Connect stops offline_access unless prompt includes consent. The site is first party and asks
 * without a prompt; add consent to such requests (the consent step is granted automatically below).
 */
function offlineAccessWithoutPrompt(ctx: {
  path: string;
  method: string;
  query: Record<string, string | string[] | undefined>;
}): void {
  if (ctx.path !== '/auth' || ctx.method !== 'GET') return;
  const query = ctx.query;
  const scope = typeof query.scope === 'string' ? query.scope.split(' ') : [];
  const prompt = typeof query.prompt === 'string' ? query.prompt.split(' ').filter(Boolean) : [];
  if (query.client_id !== CLIENT_ID || !scope.includes('offline_access') || prompt.includes('none')) return;
  if (!prompt.includes('consent')) ctx.query = { ...query, prompt: [...prompt, 'consent'].join(' ') };
}

/** The local OpenID provider on its own port: oidc-provider plus the login form and avatar images. */
export async function startOidcProvider(options: OidcOptions = {}): Promise<RunningOidcProvider> {
  const settings = {
    siteOrigins: options.siteOrigins ?? ['http://localhost:8080', 'http://localhost:4173'],
    accessTokenTtl: options.accessTokenTtl ?? 3600,
    sessionTtl: options.sessionTtl ?? 86400,
    apiResource: options.apiResource ?? 'http://localhost:4100',
  };
  const keys = loadKeys(options.dataDir);
  const app = Fastify({ logger: false, bodyLimit: 8 * 1024 });
  // Created once the port is known (port 0 picks one), since the issuer URL contains it.
  const ready: { provider?: Provider } = {};

  // Everything that is not ours goes to oidc-provider untouched (it parses its own bodies).
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '/';
    if (url.startsWith('/interaction/') || url.startsWith('/avatars/') || !ready.provider) return done();
    reply.hijack();
    ready.provider.callback()(request.raw, reply.raw);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );

  const html = (reply: FastifyReply, status: number, body: string): FastifyReply =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Frame-Options', 'DENY')
      .header(
        'Content-Security-Policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' " +
          settings.siteOrigins.join(' ') +
          "; frame-ancestors 'none'",
      )
      .send(body);

  async function details(request: FastifyRequest, reply: FastifyReply) {
    if (!ready.provider) throw new Error('provider not ready');
    try {
      return await ready.provider.interactionDetails(request.raw, reply.raw);
    } catch {
      return undefined;
    }
  }
  const expired = (reply: FastifyReply) =>
    html(reply, 400, messagePage('Sign-in expired', 'This sign-in page has expired or was already used.'));

  app.get<{ Params: { uid: string } }>('/interaction/:uid', async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction || !ready.provider) return expired(reply);
    if (interaction.prompt.name === 'login')
      return html(reply, 200, loginPage({ uid: interaction.uid, clientName: 'the site' }));
    if (
      interaction.prompt.name === 'consent' &&
      interaction.params.client_id === CLIENT_ID &&
      interaction.session?.accountId
    ) {
      const grant = interaction.grantId
        ? await ready.provider.Grant.find(interaction.grantId)
        : new ready.provider.Grant({ clientId: CLIENT_ID, accountId: interaction.session.accountId });
      if (!grant) return expired(reply);
      const scope = typeof interaction.params.scope === 'string' ? interaction.params.scope : 'openid';
      grantScopes(grant, scope, settings.apiResource);
      const grantId = await grant.save();
      const returnTo = await ready.provider.interactionResult(request.raw, reply.raw, {
        consent: { grantId },
      });
      return reply.redirect(returnTo, 303);
    }
    return html(reply, 400, messagePage('Sign-in problem', `Unsupported step: ${interaction.prompt.name}.`));
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string | undefined> }>(
    '/interaction/:uid/login',
    async (request, reply) => {
      const interaction = await details(request, reply);
      if (!interaction || !ready.provider || interaction.prompt.name !== 'login') return expired(reply);
      const email = typeof request.body?.email === 'string' ? request.body.email.slice(0, 254) : '';
      const password = typeof request.body?.password === 'string' ? request.body.password.slice(0, 200) : '';
      const account = authenticate(email, password);
      if (!account) {
        return html(
          reply,
          401,
          loginPage({
            uid: interaction.uid,
            email,
            clientName: 'the site',
            error: 'Wrong email or password. Please try again.',
          }),
        );
      }
      const returnTo = await ready.provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );

  app.post<{ Params: { uid: string } }>('/interaction/:uid/abort', async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction || !ready.provider) return expired(reply);
    const returnTo = await ready.provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });

  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const index = ACCOUNTS.findIndex((a) => a.avatarFile === request.params.file);
    const account = ACCOUNTS[index];
    if (!account) return reply.code(404).send({ message: 'Not found' });
    return reply
      .type('image/svg+xml')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cache-Control', 'public, max-age=3600')
      .header('X-Content-Type-Options', 'nosniff')
      .send(
        avatarSvg(
          account.name.replace(/\b\w/g, (c) => c.toUpperCase()),
          index + 7,
        ),
      );
  });

  try {
    await app.listen({ port: options.port ?? 4200, host: options.host ?? 'localhost' });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.addresses()[0];
  const port = typeof address === 'object' && address !== null ? address.port : (options.port ?? 4200);
  const url = `http://localhost:${port}`;
  const provider = new Provider(url, providerConfiguration(url, settings, keys));
  ready.provider = provider;
  provider.use(async (ctx, next) => {
    offlineAccessWithoutPrompt(ctx);
    await next();
  });
  return { url, port, provider, app, close: () => app.close() };
}
