// What the payment calls answer when they refuse, once: API_ERRORS reads these (and the first
// page load reads API_ERRORS), so they stay apart from the pages' many texts.
import { SUPPORT_EMAIL } from '../constants';

export const paymentErrorMessages = {
  priceNotFound: 'this price is not one of our plans.',
  alreadySubscribed:
    'you already have a paid plan: switch to another one from your subscription page.',
  freeTrialUnavailable: 'your free trial has already been used.',
  noSubscription: 'you have no paid plan to cancel.',
  samePlan: 'you are already on this plan.',
  planChangeNotActive:
    'your plan can be changed once it is active: add a card to your trial, or pay the open invoice first.',
  planChangeViaSupport: `business plans move to a smaller plan through support: write to ${SUPPORT_EMAIL} and we will take care of it.`,
  planChangeDeclined:
    'your card was declined, and your plan is unchanged. update your payment method and try again.',
  subscriptionNotFound: 'this subscription does not exist.',
  businessCancelViaSupport: `business plans are cancelled through support: write to ${SUPPORT_EMAIL} and we will take care of it.`,
  noPaymentAccount:
    'you have no payments account yet: connect one to get paid for your recordings and rooms.',
  paymentsUnavailable:
    'payments are unavailable right now. please try again in a few minutes.',
  webhookSignatureInvalid: 'the webhook signature does not match.',
} as const;
