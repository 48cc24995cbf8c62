import type { ConfigIssue } from '../../config';

/** One Janus node the api uses, with what it needs to talk to it and to mint tokens. */
export interface JanusNodeConfig {
  /** ws:// or wss:// address of its Janus API (WebSocket transport). */
  url: string;
  /** Where browsers reach the same API (JANUS_PUBLIC_URL); default `url`. */
  publicUrl?: string;
  apiSecret: string;
  /** Its `token_auth_secret`: browsers get tokens signed with it. */
  tokenSecret: string;
  /** Its VideoRoom `admin_key`, when it sets one. */
  roomAdminKey?: string;
}

export interface JanusVariables {
  JANUS_URL?: string[];
  JANUS_PUBLIC_URL?: string[];
  JANUS_API_SECRET?: string[];
  JANUS_TOKEN_SECRET?: string[];
  JANUS_ADMIN_KEY?: string[];
}

const PER_NODE = [
  'JANUS_PUBLIC_URL',
  'JANUS_API_SECRET',
  'JANUS_TOKEN_SECRET',
  'JANUS_ADMIN_KEY',
] as const;
const REQUIRED = new Set(['JANUS_API_SECRET', 'JANUS_TOKEN_SECRET']);

/**
 * Each secret is one value for every node or a list in JANUS_URL's order. Secrets need
 * JANUS_URL, and JANUS_URL needs the API and token secrets (a Janus without them is open to
 * anyone who finds it).
 */
export function janusIssues(e: JanusVariables): ConfigIssue[] {
  const nodes = e.JANUS_URL?.length ?? 0;
  return PER_NODE.flatMap((name): ConfigIssue[] => {
    const values = e[name];
    if (!values) {
      return nodes > 0 && REQUIRED.has(name)
        ? [
            {
              variable: name,
              message: `${name} must be set together with JANUS_URL`,
            },
          ]
        : [];
    }
    if (nodes === 0) {
      return [
        {
          variable: 'JANUS_URL',
          message: `JANUS_URL must be set together with ${name}`,
        },
      ];
    }
    // One browser-facing address cannot serve several nodes.
    const shared = name !== 'JANUS_PUBLIC_URL';
    if (!(shared && values.length === 1) && values.length !== nodes) {
      return [
        {
          variable: name,
          message: shared
            ? `${name} must hold one value, or one per JANUS_URL node (${nodes}), comma-separated`
            : `${name} must hold one value per JANUS_URL node (${nodes}), comma-separated`,
        },
      ];
    }
    return [];
  });
}

/** The nodes JANUS_URL names, each with its secrets; empty when it is unset. */
export function janusNodes(e: JanusVariables): JanusNodeConfig[] {
  const at = (values: string[] | undefined, index: number) =>
    values?.[values.length === 1 ? 0 : index];
  return (e.JANUS_URL ?? []).map((url, index) => ({
    url,
    publicUrl: at(e.JANUS_PUBLIC_URL, index) ?? url,
    apiSecret: at(e.JANUS_API_SECRET, index) ?? '',
    tokenSecret: at(e.JANUS_TOKEN_SECRET, index) ?? '',
    roomAdminKey: at(e.JANUS_ADMIN_KEY, index),
  }));
}
