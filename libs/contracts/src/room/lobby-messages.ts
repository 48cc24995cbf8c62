// What the room entry and its lobby (/m/{roomId}) say, once: the room's details, the camera
// preview, the join form and its refusals, the camera and microphone problems (docs/lobby.md).
// The live room's own texts are in ./live-room-messages.
import { messages } from '../messages';

export const lobbyMessages = {
  tryAgain: messages.tryAgain,

  // The room entry, /m/{roomId}
  entryLoading: 'opening the room…',
  hostedBy: (host: string) => `hosted by ${host}`,
  join: 'join',
  joinSoon: 'the room opens here soon',
  passwordHint: 'the host asks for a password to join.',
  paidHint: (amount: string) => `joining costs ${amount}, paid when you join.`,
  audienceHint: (amount: string) => `watching costs ${amount}.`,
  scheduledFor: (when: string) => `scheduled for ${when}`,
  capacity: (participants: number) => `up to ${participants} people`,
  capacityNoSfu: (capacity: number, allowed: number) =>
    `for now this room holds ${capacity} people, not ${allowed}: the video server for larger rooms is not available.`,
  roomLinksTitle: 'links from the host',
  roomNotFoundTitle: 'room not found',
  roomNotFoundText:
    'this room does not exist or was deleted. check the link with the host.',
  entryFailedTitle: 'the room could not be opened',
  backHome: 'back to home',
  copyRoomLink: 'copy room link',

  // The lobby, /m/{roomId}: preview, name, password, fee, then join (docs/lobby.md)
  lobbyDetailsLabel: 'joining',
  previewLabel: 'your camera preview',
  previewStarting: 'starting your camera and microphone…',
  cameraOff: 'your camera is off',
  cameraToggle: 'camera',
  microphoneToggle: 'microphone',
  cameraSelect: 'camera',
  microphoneSelect: 'microphone',
  deviceSettings: 'devices',
  defaultDevice: 'default',
  unnamedDevice: (kind: 'camera' | 'microphone', index: number) =>
    `${kind} ${index}`,
  micLevel: 'microphone level',
  displayNameLabel: 'your name',
  displayNameHint: 'how the others see you in the room.',
  roomPasswordLabel: 'room password',
  showPassword: 'show password',
  hidePassword: 'hide password',
  emailLabel: 'your email',
  emailHint:
    'your receipt goes here. joining again with this email costs nothing more.',
  joinNow: 'join now',
  joinAudioOnly: 'join with audio only',
  joinVideoOnly: 'join without microphone',
  joinListenOnly: 'join to listen only',
  payAndJoin: (amount: string) => `pay ${amount} and join`,
  // Two ways in, when the host's plan has an audience (docs/audience.md)
  entryModeLabel: 'how you take part',
  modeJoin: 'join',
  modeWatch: 'watch',
  watchingTitle: 'you are watching',
  watchingText:
    'you see and hear the stage and can chat, raise your hand and react. nobody sees or hears you, so no camera or microphone is needed.',
  watchNow: 'watch now',
  payAndWatch: (amount: string) => `pay ${amount} and watch`,
  audienceIn: (count: number, capacity: number) =>
    `${count} of ${capacity} watching`,
  audienceFullTitle: 'the audience is full',
  audienceFullText: (capacity: number) =>
    `it holds ${capacity} people at once. this page checks again every few seconds, so you can watch as soon as someone leaves.`,
  joining: 'joining…',
  peopleIn: (participants: number, capacity: number) =>
    `${participants} of ${capacity} people in the room`,
  paidTitle: 'payment received',
  paidText: (email: string) =>
    `your ticket is kept for ${email}: join now, or later from the link in your receipt.`,
  fullTitle: 'this room is full',
  fullText: (capacity: number) =>
    `it holds ${capacity} people at once. this page checks again every few seconds, so you can join as soon as someone leaves.`,
  lockedTitle: 'this room is locked',
  lockedText:
    'the host has locked the room: nobody new can join right now. this page checks again every few seconds.',
  waitingRoomTitle: 'the host lets people in',
  waitingRoomText:
    'when you join, you ask to come in and wait here until the host lets you in.',
  // A recording running (docs/recording.md): said before anyone joins
  recordingTitle: 'this meeting is being recorded',
  recordingText:
    'the host keeps the recording: what you say and show may be in it.',
  joinFailedTitle: 'you could not join',
  // Entry by a payer's email: the one-time code mailed to it
  entryCodeTitle: 'check your email',
  entryCodeText: (email: string) =>
    `we sent a code to ${email}. enter it here to join: it works once, for 15 minutes.`,
  entryCodeLabel: 'code from your email',
  entryCodeRequired: 'please enter the code from your email',
  confirmAndJoin: 'confirm and join',
  entryLinkTitle: 'welcome back',
  entryLinkText:
    'your entry link lets this browser in: no email or code needed.',
  paymentNotConfirmed:
    'your payment has not reached us yet. wait a moment and join again: you will not be charged twice.',

  // The lobby's camera and microphone problems: what happened, then the way forward
  /** By problem (libs/room's DeviceProblem): a title naming the device, then what to do. */
  mediaProblems: {
    denied: {
      title: (what: string) => `${what}: access blocked`,
      text: 'allow access from the camera icon in the address bar (or your browser settings), then try again.',
    },
    missing: {
      title: (what: string) => `${what}: none found`,
      text: 'plug one in, then try again.',
    },
    'in-use': {
      title: (what: string) => `${what}: in use elsewhere`,
      text: 'another app or tab is using it. close it, then try again.',
    },
    unsupported: {
      title: (what: string) => `${what}: not available in this browser`,
      text: 'open this page in an up-to-date browser, over https, to use them.',
    },
    failed: {
      title: (what: string) => `${what}: could not start`,
      text: 'try again, or pick another device.',
    },
  },
  mediaWhatCamera: 'camera',
  mediaWhatMicrophone: 'microphone',
  mediaWhatBoth: 'camera and microphone',
  mediaForwardAudioOnly: 'you can still join with audio only.',
  mediaForwardVideoOnly: 'you can still join without your microphone.',
  mediaForwardListenOnly:
    'you can still join to listen, watch and chat without them.',
  mediaRetry: 'try again',
} as const;
