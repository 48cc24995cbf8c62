import { PRODUCT_NAME } from '@ruume/contracts';
import type { Mail } from '../../adapters/mail/mailer';

// The account mails: plain text first (what many people read), and a simple HTML twin.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({
        '&': '&amp;',
        '<': '&lt;',
        '>': '&gt;',
        '"': '&quot;',
        "'": '&#39;',
      })[char] ?? char,
  );

interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  lines: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after: string[];
}

function compose(content: MailContent): Mail {
  const { action } = content;
  const text = [
    content.greeting,
    ...content.lines,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...content.after,
    `— ${PRODUCT_NAME}`,
  ].join('\n\n');
  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${PRODUCT_NAME}</p>
${[content.greeting, ...content.lines].map(paragraph).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#B74366;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#666">or open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : ''
}
${content.after.map(paragraph).join('\n')}
</div></body></html>`;
  return {
    to: content.to,
    subject: content.subject,
    text,
    html,
    links: action ? [action.url] : [],
  };
}

const hello = (firstName: string) =>
  firstName.trim() ? `hi ${firstName.trim().toLowerCase()},` : 'hi,';

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
