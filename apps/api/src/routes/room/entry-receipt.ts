import { type Currency, PRODUCT_NAME } from '@ruume/contracts';
import { formatAmount } from '../../adapters/mail/format-amount';
import { composeMail } from '../../adapters/mail/layout';

// What a guest gets once their entry fee is recorded: proof of payment and the way back in.

export interface EntryReceiptDetails {
  to: string;
  roomName: string;
  host: string;
  amountCents: number;
  currency: Currency;
  /** {PUBLIC_URL}/m/{roomId}. */
  roomUrl: string;
  /** The provider's checkout id, for support questions. */
  reference: string;
}

export function entryReceipt(receipt: EntryReceiptDetails) {
  return composeMail({
    to: receipt.to,
    subject: `your ${PRODUCT_NAME} receipt: ${receipt.roomName}`,
    greeting: 'hi,',
    lines: [
      `thank you for your payment. you paid ${formatAmount(receipt.amountCents, receipt.currency)} to join "${receipt.roomName}", hosted by ${receipt.host}.`,
      'join from the room link and enter this email address:',
    ],
    action: { label: 'join the room', url: receipt.roomUrl },
    after: [
      `to join again later or from another device, enter ${receipt.to} again: you will not be charged a second time.`,
      `reference: ${receipt.reference}`,
    ],
  });
}
