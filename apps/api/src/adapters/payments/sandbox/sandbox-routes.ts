// The sandbox provider's hosted pages: checkout, billing portal (+ developer tools) and
// connected-account onboarding, registered with prefix `/payment/sandbox` under the api.
// Like Stripe's, they are capability URLs: the unguessable session id is the credential, so
// they are public, never read ruume's session, and take plain form posts (no XSRF header).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '@ruume/contracts';
import type { PaymentsProvider } from '../payments';
import { developerPage, DEVELOPER_STATUS } from './pages/developer-page';
import { checkoutPage } from './pages/checkout-page';
import { defaultCardValues } from './pages/card-fields';
import { onboardingPage } from './pages/onboarding-page';
import { messagePage, sandboxPaths } from './pages/page-layout';
import { portalPage } from './pages/portal-page';
import { receiptDocument, receiptFileName } from './pages/receipt';
import { SANDBOX_CSS } from './pages/sandbox-css';
import type { SandboxControls, Unavailable } from './sandbox-controls';

export interface SandboxRoutesOptions {
  sandbox: PaymentsProvider & SandboxControls;
}

/** The largest form is a card form: a few short fields. */
const FORM_BODY_LIMIT = 8 * 1024;
/** Longer than any field's own limit, so validation decides and says so. */
const FIELD_MAX_LENGTH = 1000;
const ROUTE = { config: { auth: 'public', xsrf: false } } as const;

type SessionParams = { Params: { sessionId: string } };

const PORTAL_STATUS = {
  card: 'your card was replaced.',
  'card-paid': 'your card was replaced and your unpaid invoice was paid.',
} as const;

export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (
  app,
  { sandbox },
) => {
  // Encapsulated: only these routes read url-encoded forms.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
  }
  const paths = sandboxPaths(app.prefix);
  const { stylesheet } = paths;
  const now = () => new Date();

  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  const home = { href: '/', label: `back to ${PRODUCT_NAME}` };
  const notFound = (reply: FastifyReply, title: string, text: string) =>
    sendPage(reply, 404, messagePage({ stylesheet, title, text, link: home }));

  function checkoutUnavailable(reply: FastifyReply, state: Unavailable) {
    if (state.state === 'unknown') {
      return notFound(
        reply,
        'checkout not found',
        'this checkout does not exist.',
      );
    }
    const complete = state.state === 'complete';
    return sendPage(
      reply,
      410,
      messagePage({
        stylesheet,
        title: complete ? 'already paid' : 'checkout expired',
        text: complete
          ? 'this checkout is already complete.'
          : `this checkout has expired. start again from ${PRODUCT_NAME}.`,
        link: {
          href: state.backUrl,
          label: complete ? 'continue' : `back to ${PRODUCT_NAME}`,
        },
      }),
    );
  }

  function portalUnavailable(reply: FastifyReply, state: Unavailable) {
    if (state.state === 'unknown') {
      return notFound(
        reply,
        'billing session not found',
        'this billing session does not exist.',
      );
    }
    return sendPage(
      reply,
      410,
      messagePage({
        stylesheet,
        title: 'billing session expired',
        text: `this billing session has expired. open billing again from ${PRODUCT_NAME}.`,
        link: { href: state.backUrl, label: `return to ${PRODUCT_NAME}` },
      }),
    );
  }

  app.get('/sandbox.css', ROUTE, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(SANDBOX_CSS),
  );

  // Checkout

  app.get<SessionParams>(
    '/checkout/:sessionId',
    ROUTE,
    async (request, reply) => {
      const result = await sandbox.checkoutPage(request.params.sessionId);
      if (result.state !== 'open') return checkoutUnavailable(reply, result);
      const form = { ...defaultCardValues(now()), email: '' };
      return sendPage(reply, 200, checkoutPage(result.checkout, form, paths));
    },
  );

  app.post<SessionParams>(
    '/checkout/:sessionId',
    ROUTE,
    async (request, reply) => {
      const form = readForm(request);
      const input = {
        number: form('cardNumber'),
        expiry: form('expiry'),
        cvc: form('cvc'),
        email: form('email'),
      };
      const result = await sandbox.payCheckout(request.params.sessionId, input);
      if (result.state === 'completed')
        return reply.redirect(result.redirectUrl, 303);
      if (result.state !== 'rejected')
        return checkoutUnavailable(reply, result);
      // The card number is never echoed back; the rest of what was typed is.
      return sendPage(
        reply,
        result.status,
        checkoutPage(
          result.checkout,
          { ...input, message: result.message },
          paths,
        ),
      );
    },
  );

  // Billing portal

  app.get<SessionParams>(
    '/portal/:sessionId',
    ROUTE,
    async (request, reply) => {
      const result = await sandbox.portalPage(request.params.sessionId);
      if (result.state !== 'open') return portalUnavailable(reply, result);
      return sendPage(
        reply,
        200,
        portalPage(
          result.portal,
          {
            ...defaultCardValues(now()),
            status: lookUp(PORTAL_STATUS, queryValue(request, 'updated')),
          },
          paths,
        ),
      );
    },
  );

  app.post<SessionParams>(
    '/portal/:sessionId/card',
    ROUTE,
    async (request, reply) => {
      const { sessionId } = request.params;
      const form = readForm(request);
      const card = {
        number: form('cardNumber'),
        expiry: form('expiry'),
        cvc: form('cvc'),
      };
      const result = await sandbox.replaceCard(sessionId, card);
      if (result.state === 'replaced') {
        const updated = result.paidInvoices > 0 ? 'card-paid' : 'card';
        return reply.redirect(
          `${paths.portal(sessionId)}?updated=${updated}`,
          303,
        );
      }
      if (result.state !== 'rejected') return portalUnavailable(reply, result);
      return sendPage(
        reply,
        result.status,
        portalPage(result.portal, { ...card, message: result.message }, paths),
      );
    },
  );

  app.get<{ Params: { sessionId: string; invoiceId: string } }>(
    '/portal/:sessionId/invoices/:invoiceId/receipt',
    ROUTE,
    async (request, reply) => {
      const { sessionId, invoiceId } = request.params;
      const receipt = await sandbox.receipt(sessionId, invoiceId);
      if (!receipt) {
        return notFound(
          reply,
          'receipt not found',
          'this receipt does not exist or its billing session has expired.',
        );
      }
      return reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="${receiptFileName(receipt)}"`,
        )
        .type('text/html; charset=utf-8')
        .send(receiptDocument(receipt));
    },
  );

  // Developer tools: the sandbox's clock, per subscription of the portal's customer

  app.get<SessionParams>(
    '/portal/:sessionId/developer',
    ROUTE,
    async (request, reply) => {
      const result = await sandbox.portalPage(request.params.sessionId);
      if (result.state !== 'open') return portalUnavailable(reply, result);
      const status = lookUp(DEVELOPER_STATUS, queryValue(request, 'done'));
      return sendPage(reply, 200, developerPage(result.portal, status, paths));
    },
  );

  type SubscriptionParams = {
    Params: { sessionId: string; subscriptionId: string };
  };

  /** The subscription, when it is the portal customer's; else the page already answered. */
  async function ownSubscription(
    request: FastifyRequest<SubscriptionParams>,
    reply: FastifyReply,
  ): Promise<string | null> {
    const { sessionId, subscriptionId } = request.params;
    const result = await sandbox.portalPage(sessionId);
    if (result.state !== 'open') {
      await portalUnavailable(reply, result);
      return null;
    }
    if (!result.portal.subscriptions.some(({ id }) => id === subscriptionId)) {
      await notFound(
        reply,
        'subscription not found',
        "this subscription is not one of this customer's.",
      );
      return null;
    }
    return subscriptionId;
  }

  const backToDeveloper = (
    reply: FastifyReply,
    sessionId: string,
    done: string,
  ) => reply.redirect(`${paths.developer(sessionId)}?done=${done}`, 303);

  app.post<SubscriptionParams>(
    '/portal/:sessionId/developer/subscriptions/:subscriptionId/next-renewal',
    ROUTE,
    async (request, reply) => {
      const subscriptionId = await ownSubscription(request, reply);
      if (!subscriptionId) return reply;
      const outcome = readForm(request)('outcome');
      if (outcome !== 'succeed' && outcome !== 'fail') {
        return sendPage(
          reply,
          400,
          messagePage({
            stylesheet,
            title: 'choose an outcome',
            text: 'the next renewal can succeed or fail.',
            link: {
              href: paths.developer(request.params.sessionId),
              label: 'back to developer tools',
            },
          }),
        );
      }
      await sandbox.setNextRenewalOutcome(subscriptionId, outcome);
      return backToDeveloper(
        reply,
        request.params.sessionId,
        `next-${outcome}`,
      );
    },
  );

  app.post<SubscriptionParams>(
    '/portal/:sessionId/developer/subscriptions/:subscriptionId/advance',
    ROUTE,
    async (request, reply) => {
      const subscriptionId = await ownSubscription(request, reply);
      if (!subscriptionId) return reply;
      const result = await sandbox.advanceClock(subscriptionId);
      return backToDeveloper(reply, request.params.sessionId, result.step);
    },
  );

  // Connected account onboarding

  type LinkParams = { Params: { linkId: string } };
  const onboardingNotFound = (reply: FastifyReply) =>
    notFound(
      reply,
      'onboarding link not found',
      'this onboarding link does not exist.',
    );

  app.get<LinkParams>('/onboarding/:linkId', ROUTE, async (request, reply) => {
    const result = await sandbox.onboardingPage(request.params.linkId);
    if (result.state === 'open') {
      return sendPage(
        reply,
        200,
        onboardingPage(result.onboarding, undefined, paths),
      );
    }
    // Used or expired: the app makes a fresh link at its refresh URL, as with Stripe.
    if (result.state !== 'unknown') return reply.redirect(result.backUrl, 303);
    return onboardingNotFound(reply);
  });

  app.post<LinkParams>('/onboarding/:linkId', ROUTE, async (request, reply) => {
    const form = readForm(request);
    const result = await sandbox.completeOnboarding(request.params.linkId, {
      firstName: form('firstName'),
      lastName: form('lastName'),
      country: form('country'),
      currency: form('currency'),
    });
    if (result.state === 'completed')
      return reply.redirect(result.returnUrl, 303);
    if (result.state === 'rejected') {
      return sendPage(
        reply,
        400,
        onboardingPage(result.onboarding, result, paths),
      );
    }
    if (result.state !== 'unknown') return reply.redirect(result.backUrl, 303);
    return onboardingNotFound(reply);
  });
};

/**
 * The posted form's fields as text. Anything else the parsers let through (JSON, an empty
 * body) reads as a form with no fields, so validation answers it like an empty form.
 */
function readForm(request: FastifyRequest): (name: string) => string {
  const { body } = request;
  const value = (name: string): unknown => {
    if (body instanceof URLSearchParams) return body.get(name);
    if (body && typeof body === 'object' && Object.hasOwn(body, name)) {
      return (body as Record<string, unknown>)[name];
    }
    return undefined;
  };
  return (name) => {
    const field = value(name);
    return typeof field === 'string' ? field.slice(0, FIELD_MAX_LENGTH) : '';
  };
}

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** A status line by the code a redirect carries (only our own codes: nothing is reflected). */
function lookUp(
  table: Readonly<Record<string, string>>,
  code: string | undefined,
): string | undefined {
  return code !== undefined && Object.hasOwn(table, code)
    ? table[code]
    : undefined;
}
