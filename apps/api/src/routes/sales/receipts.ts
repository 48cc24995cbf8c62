import {
  type Currency,
  PRODUCT_NAME,
  type SalePaymentType,
  type SaleProductKind,
} from '@ruume/contracts';
import { formatAmount } from '../../adapters/mail/format-amount';
import { composeMail } from '../../adapters/mail/layout';

// The one receipt of a recorded sale, worded per product kind and payment type, in the mail
// adapter's layout: proof of payment and the way back to what was bought.

export interface ReceiptDetails {
  to: string;
  kind: SaleProductKind;
  paymentType: SalePaymentType;
  productName: string;
  /** The creator (or host) as buyers see them named. */
  creator: string;
  amountCents: number;
  currency: Currency;
  /** Where the product is: the share page, or the room's (signed) way back in. */
  productUrl: string;
  /** The provider's checkout id, for support questions. */
  reference: string;
}

type Wording = (
  r: ReceiptDetails,
  amount: string,
) => {
  subject: string;
  lines: string[];
  action: string;
  after: string[];
};

const purchaseSubject = (r: ReceiptDetails) =>
  `your ${PRODUCT_NAME} receipt: ${r.productName}`;

/** A paid way into a room (to take part or to watch): its receipt's link is the way back. */
const roomEntry =
  (verb: string, action: string, opens: string): Wording =>
  (r, amount) => ({
    subject: purchaseSubject(r),
    lines: [
      `thank you for your payment. you paid ${amount} to ${verb} "${r.productName}", hosted by ${r.creator}.`,
      `this link ${opens}, now or later, without paying again:`,
    ],
    action,
    after: [
      `on another device, open the same link, or enter ${r.to} in the room's lobby and the code we then mail to it: you will not be charged a second time. keep this link to yourself: it lets whoever opens it in.`,
    ],
  });

const WORDING: Record<
  SaleProductKind,
  Partial<Record<SalePaymentType, Wording>>
> = {
  recording: {
    purchase: (r, amount) => ({
      subject: purchaseSubject(r),
      lines: [
        `thank you for your purchase. you bought the recording "${r.productName}" by ${r.creator} for ${amount}.`,
        'open the share page and enter this email address to download it:',
      ],
      action: 'download the recording',
      after: [
        `to download it again later, open the same link and enter ${r.to} again: you will not be charged a second time.`,
      ],
    }),
    donation: (r, amount) => ({
      subject: `thank you for supporting ${r.creator} on ${PRODUCT_NAME}`,
      lines: [
        `thank you for your donation of ${amount} to ${r.creator} for the recording "${r.productName}".`,
      ],
      action: 'back to the recording',
      after: [],
    }),
  },
  'room-entry': { purchase: roomEntry('join', 'join the room', 'lets you in') },
  'audience-entry': {
    purchase: roomEntry('watch', 'watch the room', 'lets you watch'),
  },
};

export function saleReceipt(receipt: ReceiptDetails) {
  const wording = WORDING[receipt.kind][receipt.paymentType];
  if (!wording)
    throw new Error(`no receipt for ${receipt.kind} ${receipt.paymentType}`);
  const text = wording(
    receipt,
    formatAmount(receipt.amountCents, receipt.currency),
  );
  return composeMail({
    to: receipt.to,
    subject: text.subject,
    greeting: 'hi,',
    lines: text.lines,
    action: { label: text.action, url: receipt.productUrl },
    after: [...text.after, `reference: ${receipt.reference}`],
  });
}
