import escapeHtml from 'escape-html';
import { PRODUCT_NAME } from '@ruume/contracts';
import type { Mail } from './mailer';

// Every mail of the product in one layout: plain text first (what many people read), and a
// simple HTML twin with every value escaped here, once. Receipts and invitations use it too.

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  lines: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after: string[];
}

/** "hi ada," (or "hi," without a first name). */
export const greetingOf = (firstName: string) =>
  firstName.trim() ? `hi ${firstName.trim().toLowerCase()},` : 'hi,';

export function composeMail(content: MailContent): Mail {
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
