import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { runtimeConfigScript, toRuntimeConfig } from './web-app';

/**
 * Security headers on every answer (helmet): a Content-Security-Policy without inline
 * scripts except the runtime-config one (allowed by its hash), no framing by any site
 * (clickjacking), nosniff, strict-origin-when-cross-origin referrers, HSTS over https, and
 * CSP violations reported to Sentry when it is configured.
 *
 * The headers never change while the server runs: helmet computes them once at start and each
 * answer gets the same map (running helmet's middleware per request halved auth/me's rate).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
): void {
  const headers = helmetHeaders(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** What helmet's middleware sets, collected once from a stand-in response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {
      // Fastify sets no X-Powered-By to remove.
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, response, () => undefined);
  return headers;
}

function helmetOptions(config: Config): HelmetOptions {
  const secure = config.publicUrl.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config),
    },
    // Recordings and avatars may come from a storage host later; nothing here needs isolation.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: secure
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  };
}

type Directives = Record<string, string[]>;

export function contentSecurityPolicy(config: Config): Directives {
  const runtimeConfig = toRuntimeConfig(config);
  const scriptHash = `'sha256-${createHash('sha256')
    .update(runtimeConfigScript(runtimeConfig))
    .digest('base64')}'`;
  const sentry = sentryEndpoints(runtimeConfig.sentryDsn);
  const analytics = originOf(runtimeConfig.analyticsHost);
  // PostHog's cloud serves its lazily loaded scripts from a sibling assets host.
  const analyticsAssets = analytics?.replace(
    /^https:\/\/(\w+)\.i\.posthog\.com$/,
    'https://$1-assets.i.posthog.com',
  );
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      scriptHash,
      ...new Set([analytics, analyticsAssets].filter((o) => o !== undefined)),
    ],
    // styled-components writes <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    // Sentry's session replay compresses in a worker it creates from a blob.
    'worker-src': ["'self'", 'blob:'],
    'connect-src': [
      "'self'",
      // The live room's socket, same origin: older browsers do not count ws: under 'self'.
      socketOrigin(config.publicUrl),
      // SFU rooms: the browser talks to each Janus node's API over its own WebSocket.
      ...janusOrigins(config),
      ...(sentry ? [sentry.origin] : []),
      ...(analytics ? [analytics] : []),
    ],
    // Our own pages (the share page's download frame), and room backgrounds that are YouTube
    // videos (the privacy-enhanced player). Naming frame-src ends its fallback to default-src.
    'frame-src': ["'self'", 'https://www.youtube-nocookie.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (sentry) directives['report-uri'] = [sentry.reportUri];
  return directives;
}

/** The browser-facing origins of the Janus nodes (JANUS_PUBLIC_URL, else JANUS_URL). */
function janusOrigins(config: Pick<Config, 'janusNodes'>): string[] {
  return [
    ...new Set(
      config.janusNodes.map(
        (node) => new URL(node.publicUrl ?? node.url).origin,
      ),
    ),
  ];
}

/** Sentry's ingest origin and CSP report endpoint for a DSN (https://key@host/project). */
export function sentryEndpoints(
  dsn: string | null,
): { origin: string; reportUri: string } | undefined {
  if (!dsn) return undefined;
  try {
    const url = new URL(dsn);
    const project = url.pathname.split('/').filter(Boolean).at(-1);
    if (!url.username || !project) return undefined;
    return {
      origin: url.origin,
      reportUri: `${url.origin}/api/${project}/security/?sentry_key=${url.username}`,
    };
  } catch {
    return undefined;
  }
}

function originOf(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** ws://host or wss://host of the public origin, for the room's socket. */
function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}
