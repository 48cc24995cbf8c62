import { createHash } from 'node:crypto';
import {
  type AccessResult,
  type MonetizationCheck,
  type RecordingCheckoutSessionRequest,
} from '@ruume/contracts';
import { z } from 'zod';
import type { Core } from '../../core';
import { appUrl, withQuery } from '../../http/app-url';
import { apiError } from '../../http/http-error';
import type { LinkPreview } from '../../plugins/web-app';
import { creatorName } from '../../core/public-name';
import { formatAmount } from '../../adapters/mail/format-amount';
import type { SalesService, Seller } from '../sales/service';
import type {
  RecordingRow,
  SharedRecording,
  ShareRepository,
} from './repository';

export type ShareService = ReturnType<typeof createShareService>;

/** Paid-download tokens: their signing purpose and how long one opens the download. */
export const DOWNLOAD_TOKEN_PURPOSE = 'recording-download';
export const DOWNLOAD_TOKEN_TTL_MS = 15 * 60 * 1000;
/**
 * The token a purchase's checkout sends the buyer back with (SPEC §4: success returns to the
 * download route). Made before the payment, so it opens the file only once the purchase is
 * recorded; it lasts a day, for a buyer who pays and downloads later from the same tab.
 */
export const CHECKOUT_DOWNLOAD_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** What a paid-download token carries: the recording, its share id and the buyer's email. */
const downloadTokenSchema = z.object({
  recordingId: z.string().min(1),
  shareId: z.string().min(1),
  email: z.string().min(1),
});

/** The share page and its download page; the id is the same pattern as shareIdSchema. */
const SHARE_PAGE_PATH =
  /^\/share\/r\/([A-Za-z0-9_-]{1,128})(?:\/download)?\/?$/;

/** A stored file to stream, and the name the browser saves it under. */
export interface Download {
  key: string;
  fileName: string;
}

/**
 * Sharing, selling and tipping recordings by their public link: what a visitor may do with a
 * share id, the checkouts that pay the creator (through the sales module), and the link preview
 * of the share page.
 */
export function createShareService(deps: {
  core: Pick<Core, 'signedTokens'>;
  repository: ShareRepository;
  sales: SalesService;
  publicUrl: string;
  apiPrefix: string;
}) {
  const { core, repository, sales, publicUrl } = deps;
  const sharePageUrl = (shareId: string) => `${publicUrl}/share/r/${shareId}`;

  const mustFind = async (shareId: string): Promise<SharedRecording> => {
    const shared = await repository.byShareId(shareId);
    if (!shared) throw apiError('RECORDING_NOT_FOUND');
    return shared;
  };

  const sellerOf = (creator: SharedRecording['creator']): Seller => ({
    id: creator.id,
    name: creatorName(creator),
    planTier: creator.planTier,
    payableAccountId: creator.payableAccountId,
  });
  const hasBought = (recording: RecordingRow, email: string) =>
    sales.hasBought('recording', recording.id, email);

  const priceOf = (recording: RecordingRow) =>
    recording.monetizeAmountCents !== null && recording.monetizeCurrency
      ? {
          amount: recording.monetizeAmountCents,
          currency: recording.monetizeCurrency,
        }
      : null;
  const donationOf = (recording: RecordingRow) =>
    recording.donationAmountCents !== null && recording.donationCurrency
      ? {
          amount: recording.donationAmountCents,
          currency: recording.donationCurrency,
        }
      : null;

  const downloadToken = (
    recording: RecordingRow,
    email: string,
    ttlMs: number,
  ): Promise<string> =>
    core.signedTokens.sign(
      DOWNLOAD_TOKEN_PURPOSE,
      { recordingId: recording.id, shareId: recording.shareId, email },
      ttlMs,
    );

  const download = (recording: RecordingRow): Download => ({
    key: recording.fileKey,
    fileName: downloadName(recording),
  });

  return {
    async checkMonetized(shareId: string): Promise<MonetizationCheck> {
      const { recording, creator } = await mustFind(shareId);
      const price = priceOf(recording);
      const donation = donationOf(recording);
      return {
        // A price stays a price while the creator cannot be paid: past buyers keep their access,
        // and a creator's paid file never becomes free by itself (docs/sharing.md).
        isMonetizeAmountSet: price !== null,
        // A tip nobody can take is not offered.
        isDonationAmountSet:
          donation !== null &&
          sales.canBePaid(sellerOf(creator), 'recording', donation.amount),
        // What the share page tells new visitors: a checkout for the price opens, or not now.
        isForSaleNow:
          price !== null &&
          sales.canBePaid(sellerOf(creator), 'recording', price.amount),
      };
    },

    async checkAccess(shareId: string, email: string): Promise<AccessResult> {
      const { recording } = await mustFind(shareId);
      const address = email.trim().toLowerCase();
      if (!(await hasBought(recording, address))) {
        return { accessGranted: false, token: null };
      }
      const token = await downloadToken(
        recording,
        address,
        DOWNLOAD_TOKEN_TTL_MS,
      );
      return { accessGranted: true, token };
    },

    /** A recording without a price, for anyone holding its link. */
    async freeDownload(shareId: string): Promise<Download> {
      const { recording } = await mustFind(shareId);
      if (priceOf(recording)) throw apiError('RECORDING_NOT_FREE');
      return download(recording);
    },

    /**
     * The recording a download token was made for, while it lasts and once that email has bought
     * it (a checkout's token is made before the payment completes).
     */
    async paidDownload(token: string): Promise<Download> {
      const payload = downloadTokenSchema.safeParse(
        await core.signedTokens.verify(DOWNLOAD_TOKEN_PURPOSE, token),
      );
      if (!payload.success) throw apiError('DOWNLOAD_LINK_INVALID');
      const shared = await repository.byId(payload.data.recordingId);
      if (!shared) throw apiError('RECORDING_NOT_FOUND');
      // Both ids were signed together; a mismatch means tampering, not a moved link.
      if (shared.recording.shareId !== payload.data.shareId) {
        throw apiError('DOWNLOAD_LINK_INVALID');
      }
      if (!(await hasBought(shared.recording, payload.data.email)))
        throw apiError('PAYMENT_NOT_RECEIVED');
      return download(shared.recording);
    },

    /** The poster's storage key, for link previews. */
    async posterKey(shareId: string): Promise<string> {
      const { recording } = await mustFind(shareId);
      if (!recording.posterKey) throw apiError('NOT_FOUND', 'no poster');
      return recording.posterKey;
    },

    /** A hosted checkout paying the creator; the amount is always the recording's own. */
    async checkout(
      request: RecordingCheckoutSessionRequest,
    ): Promise<{ url: string }> {
      const { shareId, paymentType } = request;
      const sharePath = new URL(request.shareUrl).pathname.replace(/\/+$/, '');
      if (sharePath !== `/share/r/${shareId}`) {
        throw apiError(
          'VALIDATION_ERROR',
          'shareUrl: share url must be the share page of this recording',
        );
      }
      const { recording, creator } = await mustFind(shareId);
      const charge =
        paymentType === 'Recording'
          ? priceOf(recording)
          : donationOf(recording);
      if (!charge) {
        throw apiError(
          paymentType === 'Recording' ? 'NOT_FOR_SALE' : 'DONATIONS_OFF',
        );
      }
      const email = request.email?.trim().toLowerCase() || null;
      const purchase = paymentType === 'Recording';
      return sales.checkout({
        kind: 'recording',
        paymentType: purchase ? 'purchase' : 'donation',
        product: {
          id: recording.id,
          name: recording.name,
          url: sharePageUrl(shareId),
        },
        seller: sellerOf(creator),
        price: charge,
        buyerEmail: email,
        description: purchase
          ? `recording "${recording.name}" by ${creatorName(creator)}`
          : `donation to ${creatorName(creator)} for "${recording.name}"`,
        successUrl:
          purchase && email
            ? withQuery(appUrl(publicUrl, request.successUrlRoute), {
                token: await downloadToken(
                  recording,
                  email,
                  CHECKOUT_DOWNLOAD_TOKEN_TTL_MS,
                ),
              })
            : appUrl(publicUrl, request.successUrlRoute),
        cancelUrl: appUrl(publicUrl, request.cancelUrlRoute),
      });
    },

    /** The share page's preview: the recording, its creator and its poster; null when unknown. */
    async linkPreviewOf(path: string): Promise<LinkPreview | null> {
      const shareId = SHARE_PAGE_PATH.exec(path)?.[1];
      if (!shareId) return null;
      const shared = await repository.byShareId(shareId);
      if (!shared) return null;
      const { recording, creator } = shared;
      const by = creatorName(creator);
      const price = priceOf(recording);
      const posterKey = recording.posterKey;
      return {
        title: recording.name,
        description: price
          ? `a recording by ${by}, for sale on ruume for ${formatAmount(price.amount, price.currency)}.`
          : `a recording by ${by}, free to download on ruume.`,
        url: sharePageUrl(shareId),
        ...(posterKey && {
          // The version changes with the poster, so a previewer's cache does not keep an old one.
          imageUrl: `${publicUrl}${deps.apiPrefix}/share/${shareId}/poster.jpg?v=${createHash('sha256').update(posterKey).digest('base64url').slice(0, 12)}`,
          imageAlt: `a still of the recording ${recording.name}`,
        }),
      };
    },
  };
}

/** '<name>.<ext>' from the recording's name, safe as a file name on every system. */
export function downloadName(recording: {
  name: string;
  fileKey: string;
}): string {
  const extension = /\.([a-z0-9]{1,8})$/.exec(recording.fileKey)?.[1] ?? 'mp4';
  const base =
    recording.name
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, '')
      .slice(0, 150)
      .trim() || 'recording';
  return `${base}.${extension}`;
}
