import { type Currency, PRODUCT_NAME } from '@ruume/contracts';
import { composeMail as compose } from '../../adapters/mail/layout';
import { formatAmount } from '../../adapters/mail/format-amount';

// What a buyer or donor gets once their payment is recorded, in the mail adapter's layout.

export interface ReceiptDetails {
  to: string;
  recordingName: string;
  creator: string;
  amountCents: number;
  currency: Currency;
  /** {PUBLIC_URL}/share/r/{shareId}. */
  shareUrl: string;
  /** The provider's checkout id, for support questions. */
  reference: string;
}

export function purchaseReceipt(receipt: ReceiptDetails) {
  return compose({
    to: receipt.to,
    subject: `your ${PRODUCT_NAME} receipt: ${receipt.recordingName}`,
    greeting: 'hi,',
    lines: [
      `thank you for your purchase. you bought the recording "${receipt.recordingName}" by ${receipt.creator} for ${formatAmount(receipt.amountCents, receipt.currency)}.`,
      'open the share page and enter this email address to download it:',
    ],
    action: { label: 'download the recording', url: receipt.shareUrl },
    after: [
      `to download it again later, open the same link and enter ${receipt.to} again: you will not be charged a second time.`,
      `reference: ${receipt.reference}`,
    ],
  });
}

export function donationReceipt(receipt: ReceiptDetails) {
  return compose({
    to: receipt.to,
    subject: `thank you for supporting ${receipt.creator} on ${PRODUCT_NAME}`,
    greeting: 'hi,',
    lines: [
      `thank you for your donation of ${formatAmount(receipt.amountCents, receipt.currency)} to ${receipt.creator} for the recording "${receipt.recordingName}".`,
    ],
    action: { label: 'back to the recording', url: receipt.shareUrl },
    after: [`reference: ${receipt.reference}`],
  });
}
