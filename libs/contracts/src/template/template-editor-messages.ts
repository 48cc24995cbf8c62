// What the template editor says, once (SPEC §2 /dashboard/create-template and edit-template;
// the layout is ours, docs/template-editor.md). What the api answers when it refuses lives in
// template-error-messages.ts; the editor shows those as they come.
import type { PlanTier } from '../tiers/plan-tier';

export const templateEditorMessages = {
  // Page
  createTitle: 'create a room template',
  createSubtitle:
    'design the room your guests walk into: its background, links, entry fee and password.',
  editTitle: (name: string) => `edit ${name}`,
  editSubtitle:
    'changes apply to rooms you start from this template from now on.',
  backToDashboard: 'dashboard',
  loading: 'loading the template…',
  notFoundTitle: 'this template does not exist',
  notFoundText:
    'it may have been deleted, or it belongs to someone else. pick one of your templates on the dashboard.',
  stockTitle: (name: string) => `${name} is a stock template`,
  stockText:
    'stock templates are shared by every host and cannot be changed. make your own copy and change anything you like.',
  useAsStartingPoint: 'use as a starting point',
  startingPointNote: (name: string) =>
    `starting from the stock template ${name}: your changes make a template of your own.`,
  loadFailed: 'the template could not be loaded. please try again.',
  retry: 'try again',

  // Sections
  basicsTitle: 'name and description',
  nameLabel: 'room name',
  namePlaceholder: 'e.g. weekly team sync',
  descriptionLabel: 'description',
  descriptionHint: 'optional. shown on your dashboard, not to guests.',
  categoriesLabel: 'categories',
  categoriesHint: (max: number) => `pick up to ${max}.`,
  categoriesUnavailable: 'categories could not be loaded.',

  backgroundTitle: 'background',
  backgroundDescription:
    'what guests see behind the room: an image, a looping video or a YouTube video.',
  backgroundSourceLabel: 'background source',
  sourceUpload: 'image or video',
  sourceYoutube: 'YouTube',
  chooseFile: 'choose a file',
  replaceFile: 'replace',
  removeFile: 'remove',
  dropHint: 'or drop it here',
  fileLabel: 'background file',
  fileLimits: (imageMb: number, videoMb: number) =>
    `png, jpeg, webp or gif up to ${imageMb} MB · mp4 or webm up to ${videoMb} MB`,
  chosenFile: (name: string, size: string) => `${name} · ${size}`,
  currentBackground: 'current background',
  currentBackgroundKept: 'kept unless you choose a new one.',
  stockBackground: (name: string) => `background of ${name}`,
  youtubeLabel: 'YouTube video link',
  youtubePlaceholder: 'https://www.youtube.com/watch?v=…',
  youtubeHint:
    'plays muted behind the room. watch, youtu.be, shorts and embed links work.',
  backgroundRequired: 'please add an image, a video or a YouTube link',
  backgroundsUpgrade:
    'custom backgrounds are part of paid plans. upgrade to use your own image, video or YouTube link.',
  houseCreateNote:
    'your free plan starts rooms from the stock templates on your dashboard. upgrade to design rooms of your own.',
  startFromStock: 'browse stock templates',
  stockCopyFailed:
    'the stock background could not be copied. please choose an image or a video.',

  linksTitle: 'embedded links',
  linksDescription:
    'links guests can open from inside the room: an agenda, slides, a sign-up form.',
  linkTitleLabel: (n: number) => `title of link ${n}`,
  linkUrlLabel: (n: number) => `address of link ${n}`,
  linkTitlePlaceholder: 'agenda',
  linkUrlPlaceholder: 'https://',
  removeLink: (n: number) => `remove link ${n}`,
  addLink: 'add link',
  linksCount: (used: number, max: number) => `${used} of ${max}`,
  linksNotInPlan:
    'embedded links are part of paid plans. upgrade to add links to your rooms.',
  linksAtLimit: (max: number, tier: PlanTier) =>
    `your ${tier} plan allows ${max} links per room. upgrade for more.`,
  linksAtMax: (max: number) => `a room holds at most ${max} links.`,

  feeTitle: 'entry fee',
  feeDescription: 'charge guests when they join rooms made from this template.',
  participantFeeToggle: 'charge participants',
  participantFeeHint: 'people who join with camera and microphone.',
  audienceFeeToggle: 'charge the audience',
  audienceFeeHint: 'people who watch without joining the conversation.',
  participantAmountLabel: 'participant fee',
  audienceAmountLabel: 'audience fee',
  amountPlaceholder: '0.00',
  currencyLabel: 'currency',
  feeNeedsAccount:
    'connect and finish setting up your payments account to charge an entry fee.',
  connectAccount: 'set up payments',

  passwordTitle: 'meeting password',
  passwordToggle: 'require a password to join',
  passwordHint: 'guests type it before they enter.',
  passwordLabel: 'password',
  passwordKeepHint:
    'a password is set. leave this empty to keep it, or type a new one.',
  showPassword: 'show password',
  hidePassword: 'hide password',

  upgrade: 'upgrade plan',

  // Preview
  previewTitle: 'live preview',
  previewCaption: 'what guests see when they join',
  previewLabel: (name: string) => `preview of the room ${name}`,
  previewUntitled: 'your room',
  previewEmpty: 'add a background to see it here',
  previewYoutube: 'YouTube video',
  previewPassword: 'password',
  previewHost: 'you',
  previewGuest: 'guest',
  previewJoin: 'join',

  // Saving
  create: 'create template',
  save: 'save changes',
  creating: 'creating…',
  saving: 'saving…',
  cancel: 'cancel',
  uploadLabel: (file: string) => `uploading ${file}`,
  uploadProcessing: 'checking the file…',
  created: (name: string) =>
    `${name} is ready. start a room from it on your dashboard.`,
  saved: (name: string) => `${name} saved.`,
  saveFailed: 'the template could not be saved. please try again.',
  fixErrors: 'please check the fields marked below.',

  // Leaving with unsaved changes
  leaveTitle: 'leave without saving?',
  leaveText: 'your changes to this template will be lost.',
  keepEditing: 'keep editing',
  leave: 'leave',
} as const;
