// What the creator's monetization and recordings screens say, once (SPEC §2 settings
// monetization and recordings, §4 payments account and recording upload, §9 earnings and
// payouts). The SPEC's own texts (upload alerts, 'copied to clipboard', the disconnect toast)
// stay in ../messages; these are ours.
import { PAYOUT_SCHEDULE, type CURRENCIES } from '../constants';
import type { PayoutSchedule } from './connected-account';
import { messages } from '../messages';
import type { EarningSource } from '../tiers/tier-features';
import type { PlanTier } from '../tiers/plan-tier';
import type { SaleProductKind } from '../sales/sales';

type Currency = (typeof CURRENCIES)[number];

export const monetizationMessages = {
  // The monetization page
  tabsLabel: 'monetization',
  overviewTab: 'overview',
  recordingsTab: 'files and recordings',

  // Payments account (SPEC §4: none → created → onboarded)
  accountTitle: 'payments account',
  accountNoneText:
    'connect a payments account to sell your recordings and take donations. our payment provider pays you out to your bank.',
  connect: 'connect',
  accountCreatedText:
    'your payments account is created. finish onboarding with our payment provider to start getting paid.',
  continueOnboarding: 'continue onboarding',
  accountOnboardedText:
    'your payments account is connected: the entry fees of your rooms and the sales of your recordings are paid into it.',
  opening: 'opening…',
  accountName: 'name',
  accountEmail: 'email',
  accountCountry: 'country',
  accountCurrency: 'default currency',
  accountPayouts: 'payouts',
  payoutsEnabled: 'enabled',
  payoutsDisabled: 'not enabled yet',
  notProvided: 'not provided',
  disconnect: 'disconnect',
  disconnectConfirmTitle: 'disconnect your payments account?',
  disconnectConfirmText:
    'buyers can no longer pay for your recordings or donate until you connect an account again. payouts already on their way still arrive.',
  keepAccount: 'keep account',
  disconnecting: 'disconnecting…',
  disconnectFailed:
    'your payments account could not be disconnected. please try again.',
  accountLoading: 'loading your payments account',
  accountLoadFailed: 'we could not load your payments account',

  // Earnings shares (SPEC §9) and payouts
  earningsTitle: 'your earnings',
  earningsDescription: (tier: PlanTier) =>
    `on the ${tier} plan, this is what you keep of each payment; the rest is the platform's fee.`,
  earningSources: {
    participants: 'paid rooms',
    audience: 'audience tickets',
    fileSales: 'recording sales and donations',
  } satisfies Record<EarningSource, string>,
  youKeep: (percent: number) => `you keep ${percent}%`,
  notOnPlan: 'not on your plan',
  upgradeForMore: 'upgrade your plan to earn from more',
  payoutsTitle: 'payouts',
  /** What the provider does (the account's schedule); before an account, what ruume asks for. */
  payoutSchedule: (schedule: PayoutSchedule | null): string => {
    if (!schedule)
      return `payouts are sent ${PAYOUT_SCHEDULE.frequency} to your connected account.`;
    const { interval, delay_days: delay, time_utc: time } = schedule;
    if (interval === 'manual')
      return "payouts are sent when you ask for them in your payment provider's dashboard.";
    if (time)
      return `payouts are sent ${interval} at ${time} UTC to your connected account.`;
    const after =
      delay === null
        ? ''
        : ` each payment is paid out ${delay} day${delay === 1 ? '' : 's'} after it is made.`;
    return `payouts are sent ${interval} to your connected account, on your payment provider's schedule.${after}`;
  },

  // Sales: one table of every product kind sold (docs/sales.md)
  salesTitle: 'sales',
  salesDescription:
    'what your recordings and rooms earned, per product and currency, the latest sale first. fees are the platform’s part of each payment.',
  salesColumns: {
    product: 'product',
    kind: 'kind',
    currency: 'currency',
    purchases: 'purchases',
    donations: 'donations',
    gross: 'gross',
    fees: 'fees',
    net: 'net',
  },
  /** How each product kind is named in the sales table. */
  saleKinds: {
    recording: 'recording',
    'room-entry': 'room entry',
    'audience-entry': 'audience ticket',
  } satisfies Record<SaleProductKind, string>,
  /** How a deleted product's row is marked (its sales stay). */
  deletedProduct: {
    recording: 'deleted recording',
    'room-entry': 'deleted room',
    'audience-entry': 'deleted room',
  } satisfies Record<SaleProductKind, string>,
  salesEmpty:
    'no sales yet. put a price on a recording or an entry fee on a room, then share its link.',
  salesLoading: 'loading your sales',
  salesLoadFailed: 'we could not load your sales',
  /** Above the table while older pages are not loaded: the totals count only what is shown. */
  salesTotalsPartial:
    'totals of the sales shown; load more to include older ones.',

  // The recordings screen
  recordingsTitle: 'files and recordings',
  recordingsDescription:
    'share your recordings by link, sell them or take donations for them.',
  recordingsListTitle: 'your recordings',
  recordingsLoading: 'loading your recordings',
  /** Searching the library: names, transcripts and summaries. */
  librarySearch: {
    label: 'search your recordings',
    placeholder: 'search names, transcripts and summaries',
    searching: 'searching your recordings',
    failed: 'we could not search your recordings',
    noMatch: (query: string) => `no recordings match “${query}”`,
    results: (count: number) => `${count} match${count === 1 ? '' : 'es'}`,
    /** Where a hit was found, and when in the recording. */
    inName: 'in the name',
    inTranscript: (clock: string) => `in the transcript at ${clock}`,
    inSummary: 'in the summary',
    inSummaryAt: (clock: string) => `in the summary at ${clock}`,
  },
  recordingsLoadFailed: 'we could not load your recordings',
  recordingsEmptyTitle: 'no recordings yet',
  recordingsEmptyText:
    'upload a video to share it, sell it or take donations for it.',
  tryAgain: messages.tryAgain,
  uploadedFile: 'uploaded file',
  recordedIn: (meeting: string) => `recorded in ${meeting}`,
  unknownDuration: 'length unknown',
  free: 'free',
  priceBadge: (amount: string) => `${amount} to download`,
  donationBadge: (amount: string) => `donations of ${amount}`,
  play: (name: string) => `play ${name}`,
  copyLink: 'copy link',
  download: 'download',
  monetize: 'price and donations',
  delete: 'delete',
  moreActions: (name: string) => `actions for ${name}`,

  // Playing
  playerLoading: 'loading the video',
  playerFailed: 'this video could not be loaded. please try again.',
  closePlayer: 'close',

  // Deleting
  deleteConfirmTitle: 'delete this recording?',
  deleteConfirmText: (name: string) =>
    `“${name}” and its share link will be gone for good; people who bought it can no longer download it.`,
  deleteConfirm: 'delete recording',
  keepRecording: 'keep it',
  deleting: 'deleting…',
  deleteFailed: 'this recording could not be deleted. please try again.',
  recordingDeleted: 'recording deleted.',

  // Meeting recordings on their way to the library (docs/recording.md)
  processingTitle: 'processing',
  processingLoading: 'loading the recordings in progress',
  processingLoadFailed: 'we could not load the recordings in progress',
  processingStatus: {
    recording: 'recording…',
    waiting: 'waiting to be processed',
  },
  processingLabel: 'processing',
  processingFailed: (error: string | null) =>
    error ? `could not be processed: ${error}` : 'could not be processed.',
  dismiss: 'dismiss',
  dismissConfirmTitle: 'dismiss this recording?',
  dismissConfirmText: (name: string) =>
    `what was recorded of “${name}” is deleted for good.`,
  dismissConfirm: 'dismiss recording',
  dismissing: 'dismissing…',
  dismissFailed: 'this recording could not be dismissed. please try again.',
  recordingDismissed: 'recording dismissed.',

  // A recording's transcript and AI summary (docs/ai-summary.md)
  summary: {
    open: 'summary',
    loading: 'loading the summary',
    loadFailed: 'we could not load the summary',
    tabsLabel: 'summary and transcript',
    summaryTab: 'summary',
    transcriptTab: 'transcript',
    overview: 'overview',
    keyPoints: 'key points',
    decisions: 'decisions',
    actionItems: 'action items',
    chapters: 'chapters',
    highlights: 'highlights',
    /** The strip of chapters under the player. */
    chapterBarLabel: 'chapters of the recording',
    noneNoted: 'none noted.',
    actionOwner: (owner: string) => `owner: ${owner}`,
    actionDue: (due: string) => `due ${due}`,
    /** Who made it: privacy matters, so say when an outside AI service did. */
    madeBy: {
      offline: 'made on our servers',
      openai: 'made with openai',
    },
    updatedOn: (date: string) => `updated ${date}`,
    downloadMarkdown: 'download summary (markdown)',
    downloadCaptions: 'download captions (webvtt)',
    captionsLabel: 'english',
    regenerate: 'regenerate',
    regenerateConfirmTitle: 'regenerate the summary?',
    regenerateConfirmText:
      'the recording is transcribed and summarised again; the current transcript and summary are replaced.',
    regenerateConfirm: 'regenerate',
    keepSummary: 'keep this one',
    regenerating: 'starting…',
    regenerateFailed: 'the summary could not be started. please try again.',
    // On its way: queued → transcribing → summarising
    queued: 'waiting to be transcribed',
    transcribing: 'transcribing',
    summarising: 'writing the summary…',
    workingNote:
      'this takes a few minutes for an hour of recording. you can close this window: it carries on.',
    // Never asked for, or failed
    noneTitle: 'no summary yet',
    noneText:
      'make a searchable transcript of this recording and a summary of its key points, decisions and action items; the player gets captions too.',
    generate: 'generate summary',
    failed: (error: string | null) =>
      error
        ? `the summary could not be made: ${error}`
        : 'the summary could not be made.',
    // Not on the plan (403 AI_SUMMARY_NOT_IN_PLAN)
    notInPlanTitle: 'transcripts and ai summaries',
    notInPlanText:
      'every recording gets a searchable transcript and a summary: its key points, decisions and action items, with captions for the player.',
    seePlans: 'see plans',
    // The transcript
    searchLabel: 'search the transcript',
    searchPlaceholder: 'search the transcript',
    matches: (count: number, total: number) =>
      `${count} of ${total} line${total === 1 ? '' : 's'}`,
    noLinesMatch: (query: string) => `no lines match “${query}”`,
    transcriptEmpty: 'nothing was said in this recording.',
    /** Before each line's time, for screen readers: the line is a button that plays from there. */
    playFrom: 'play from',
  },

  // Storage (SPEC §2, §9); the bar's own texts are billing's (billingMessages.storage*)
  storageUpgrade: 'upgrade your plan',

  // Uploading (SPEC §4: uploading → processing → complete)
  uploadTitle: 'upload a recording',
  uploadDescription: 'any video file; it is checked and prepared after upload.',
  nameLabel: 'name',
  fileLabel: 'video file',
  fileHint: 'mp4, mov, webm or any other video',
  upload: 'upload',
  cancelUpload: 'cancel upload',
  uploadCancelled: 'upload cancelled.',
  uploadProgressLabel: (fileName: string) => `uploading ${fileName}`,
  uploadPhases: {
    uploading: 'uploading…',
    processing: 'processing…',
    complete: 'complete',
  },
  uploadComplete: (name: string) =>
    `“${name}” is ready to share from your recordings.`,
  uploadAnother: 'upload another',

  // Price and donations (SPEC §5: digits and a dot, usd or cad, sent only when on and filled)
  monetizationTitle: 'price and donations',
  priceToggle: 'charge for this recording',
  priceHint: 'visitors pay this before they can download it.',
  donationToggle: 'take donations',
  donationHint: 'visitors can tip you this amount.',
  priceAmountLabel: 'price',
  donationAmountLabel: 'donation amount',
  currencyLabel: 'currency',
  currencyNames: { usd: 'usd', cad: 'cad' } satisfies Record<Currency, string>,
  amountPlaceholder: '0.00',
  connectPrompt:
    'connect and finish setting up your payments account to charge for recordings or take donations.',
  connectPromptAction: 'set up payments',
  noMonetizationOnPlan:
    'charging for recordings and taking donations come with paid plans.',
  editMonetizationTitle: 'price and donations',
  save: 'save',
  saving: 'saving…',
  cancel: 'cancel',
  monetizationSaved: 'price and donations saved.',
  monetizationSaveFailed: 'your changes could not be saved. please try again.',
} as const;
