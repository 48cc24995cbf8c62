// The hosted pages' frame and formatting. Every value reaches HTML through `markup` (escaped),
// the pages run no script, and their one stylesheet is served beside them (CSP: style-src 'self').
import escapeHtml from 'escape-html';
import { billingMessages, PRODUCT_NAME } from '@ruume/contracts';

export const SANDBOX_BANNER = 'sandbox — no real payment';

/** Trusted markup: only `markup` templates make it. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Interpolation =
  | Html
  | string
  | number
  | null
  | undefined
  | Interpolation[];

/**
 * A template whose interpolations are escaped unless they are `Html` already. (Not tagged
 * `html`, so prettier leaves the markup as written.)
 */
export function markup(
  strings: TemplateStringsArray,
  ...values: Interpolation[]
): Html {
  const render = (value: Interpolation): string => {
    if (value === null || value === undefined) return '';
    if (value instanceof Html) return value.value;
    if (Array.isArray(value)) return value.map(render).join('\n');
    return escapeHtml(String(value));
  };
  return new Html(
    strings.reduce(
      (out, string, i) =>
        out + string + (i < values.length ? render(values[i]) : ''),
      '',
    ),
  );
}

/** Where the pages link and post to, under the plugin's prefix. */
export interface SandboxPaths {
  stylesheet: string;
  checkout(sessionId: string): string;
  portal(sessionId: string): string;
  portalCard(sessionId: string): string;
  receipt(sessionId: string, invoiceId: string): string;
  developer(sessionId: string): string;
  nextRenewal(sessionId: string, subscriptionId: string): string;
  advance(sessionId: string, subscriptionId: string): string;
  onboarding(linkId: string): string;
}

export function sandboxPaths(base: string): SandboxPaths {
  const portal = (id: string) => `${base}/portal/${id}`;
  const subscription = (id: string, subscriptionId: string) =>
    `${portal(id)}/developer/subscriptions/${subscriptionId}`;
  return {
    stylesheet: `${base}/sandbox.css`,
    checkout: (id) => `${base}/checkout/${id}`,
    portal,
    portalCard: (id) => `${portal(id)}/card`,
    receipt: (id, invoiceId) => `${portal(id)}/invoices/${invoiceId}/receipt`,
    developer: (id) => `${portal(id)}/developer`,
    nextRenewal: (id, subscriptionId) =>
      `${subscription(id, subscriptionId)}/next-renewal`,
    advance: (id, subscriptionId) =>
      `${subscription(id, subscriptionId)}/advance`,
    onboarding: (id) => `${base}/onboarding/${id}`,
  };
}

export function page(options: {
  title: string;
  stylesheet: string;
  body: Html;
}): string {
  return markup`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${options.title} · ${PRODUCT_NAME} sandbox</title>
<link rel="stylesheet" href="${options.stylesheet}">
</head>
<body>
<header class="banner">
<p><strong>${SANDBOX_BANNER}</strong> <span>${billingMessages.testModeHint}</span></p>
</header>
<main>
${options.body}
</main>
</body>
</html>
`.value;
}

/** A page that only says something and links on: unknown, expired, not found. */
export function messagePage(options: {
  stylesheet: string;
  title: string;
  text: string;
  link: { href: string; label: string };
}): string {
  return page({
    title: options.title,
    stylesheet: options.stylesheet,
    body: markup`<h1>${options.title}</h1>
<p>${options.text}</p>
<p><a class="button" href="${options.link.href}">${options.link.label}</a></p>`,
  });
}

/** '$14.99', 'CA$5.00'. */
export const formatMoney = (cents: number, currency: string): string =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);

const DATE = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
});
/** 'February 15, 2026' (UTC, the provider's calendar). */
export const formatDate = (date: Date): string => DATE.format(date);

/** 'mm/yy'. */
export const formatExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** A refused form's message (role="alert"); the inputs point at it with aria-describedby. */
export const alert = (message: string | undefined): Html =>
  message
    ? markup`<p class="alert" role="alert" id="form-error">${message}</p>`
    : markup``;

/** What the last action did (role="status"). */
export const statusLine = (message: string | undefined): Html =>
  message ? markup`<p class="status" role="status">${message}</p>` : markup``;
