import { PRODUCT_NAME } from '@ruume/contracts';
import {
  composeMail as compose,
  greetingOf as hello,
} from '../adapters/mail/layout';

// The account mails, in the mail adapter's one layout.

export function verificationMail(to: string, firstName: string, url: string) {
  return compose({
    to,
    subject: `confirm your email for ${PRODUCT_NAME}`,
    greeting: hello(firstName),
    lines: [
      `welcome to ${PRODUCT_NAME}. please confirm your email address to finish signing up.`,
    ],
    action: { label: 'confirm my email', url },
    after: [
      'the link works once and expires in 24 hours.',
      `if you did not sign up for ${PRODUCT_NAME}, you can ignore this email.`,
    ],
  });
}

export function passwordResetMail(to: string, firstName: string, url: string) {
  return compose({
    to,
    subject: `reset your ${PRODUCT_NAME} password`,
    greeting: hello(firstName),
    lines: [
      `someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
    ],
    action: { label: 'choose a new password', url },
    after: [
      'the link works once and expires in 1 hour. setting a new password signs you out everywhere.',
      'if you did not ask for this, ignore this email: your password stays as it is.',
    ],
  });
}

export function emailChangeMail(to: string, firstName: string, url: string) {
  return compose({
    to,
    subject: `confirm your new email for ${PRODUCT_NAME}`,
    greeting: hello(firstName),
    lines: [
      `please confirm that you want to use this address for your ${PRODUCT_NAME} account from now on.`,
    ],
    action: { label: 'confirm my new email', url },
    after: [
      'the link works once and expires in 24 hours. until then, your current address stays in use.',
      'if you did not ask for this, ignore this email.',
    ],
  });
}

/** Someone asked to move their account to an address that already has one. */
export function emailTakenNotice(to: string, firstName: string) {
  return compose({
    to,
    subject: `someone tried to use your email on ${PRODUCT_NAME}`,
    greeting: hello(firstName),
    lines: [
      `someone signed in to another ${PRODUCT_NAME} account asked to change its email to this address. this address already belongs to your account, so nothing has changed.`,
    ],
    after: [
      'if it was you, choose another address for the other account, or delete one of the two accounts first.',
      'if it was not you, you can ignore this email: your account is safe.',
    ],
  });
}

/** Someone tried to register an address that already has a confirmed account. */
export function signUpTakenNotice(
  to: string,
  firstName: string,
  links: { signIn: string; resetPassword: string },
) {
  return compose({
    to,
    subject: `someone tried to sign up with your email on ${PRODUCT_NAME}`,
    greeting: hello(firstName),
    lines: [
      `someone tried to create a new ${PRODUCT_NAME} account with this address. this address already belongs to your account, so no new account was made.`,
      'if it was you, sign in to the account you have.',
    ],
    action: { label: 'sign in', url: links.signIn },
    after: [
      `forgot your password? choose a new one here: ${links.resetPassword}`,
      'if it was not you, you can ignore this email: your account is safe.',
    ],
  });
}

export function emailChangedNotice(
  to: string,
  firstName: string,
  newEmail: string,
) {
  return compose({
    to,
    subject: `your ${PRODUCT_NAME} email was changed`,
    greeting: hello(firstName),
    lines: [
      `the email address of your ${PRODUCT_NAME} account was changed to ${newEmail}. mail about your account goes there from now on.`,
    ],
    after: [
      'if you did not do this, reply to this email or contact support right away.',
    ],
  });
}
