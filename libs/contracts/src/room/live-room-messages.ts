// What the live room (/meeting/{roomId}) says, once (docs/live-room-ui.md): its
// connection states, the stage, the control bar, the panels, remove and end. The lobby's texts
// are in ./lobby-messages.
import { messages } from '../messages';

export const liveRoomMessages = {
  // Connection states
  connecting: 'connecting to the room…',
  mediaStarting: 'starting your camera and microphone…',
  waitingTitle: 'waiting for the host to let you in',
  waitingText:
    'the host knows you are here. this page opens the room as soon as they admit you.',
  waitingAs: (name: string) => `you will join as ${name}`,
  reconnecting: 'reconnecting…',
  reconnectingText:
    'your connection dropped. you stay in the room while we reconnect.',
  reconnectNow: 'reconnect now',
  // The room's media on the SFU (docs/live-room-ui.md, "SFU")
  mediaReconnectingText:
    'the video server restarted. your camera and microphone come back in a few seconds; stay in the room.',
  mediaUnavailableTitle: 'audio and video are unavailable',
  mediaUnavailableText:
    'the video server is not answering. chat and the room keep working; audio and video come back as soon as it does.',
  mediaUnreachableTitle: 'we cannot reach the video server from here',
  mediaUnreachableText:
    'your network may be blocking it (a firewall or a vpn). chat and the room keep working, and we keep trying: audio and video start as soon as it gets through.',
  capacityNoSfuTitle: (capacity: number) =>
    `this room holds ${capacity} people for now`,
  capacityNoSfuText:
    'the video server for larger rooms is not available, so the room connects people directly, which works for small groups only. your plan allows more once it is back.',
  // Our own connection is poor (docs/live-room-ui.md, "Bad networks")
  ownUplinkPoor: 'your connection is poor: others may not see or hear you well',
  ownDownlinkPoor:
    'your connection is poor: you may not see or hear others well',
  // The browser held the sound until a click (docs/live-room.md, "Autoplay")
  soundHeld: 'your browser paused the sound of the room',
  turnOnSound: 'turn on sound',
  failedTitle: 'the room could not be reached',
  failedText: 'check your connection and try again.',
  tryAgain: messages.tryAgain,
  deniedTitle: 'the host did not let you in',
  deniedText: 'you can ask the host for another try from the room page.',
  endedTitle: 'the host has ended this meeting',
  endedText: 'thanks for joining.',
  replacedTitle: 'this room is open in another tab',
  replacedText:
    'you joined from another tab or window, so this one stopped. you can use the room here instead.',
  useHere: 'use here',
  refusedTitle: 'you could not join the room',
  backToLobby: 'back to the room page',
  backHome: 'back to home',
  loadingRoom: 'opening the room…',
  roomFailed: 'the room details could not be loaded; the call still works.',

  // The stage
  stageLabel: 'participants',
  aloneTitle: 'you are the only one here',
  aloneText: 'share the room link and people join from their browser.',
  copyLink: 'copy room link',
  videoOf: (name: string) => `${name}'s video`,
  screenOf: (name: string) => `${name}'s screen`,
  cameraStripLabel: 'cameras',
  previousPage: 'previous people',
  nextPage: 'next people',
  pageOf: (page: number, pages: number) => `page ${page} of ${pages}`,
  you: (name: string) => `${name} (you)`,
  micOff: 'microphone off',
  handRaised: 'hand raised',
  speaking: 'speaking',
  hostBadge: 'host',
  cohostBadge: 'co-host',
  sharingScreen: 'sharing screen',
  quality: {
    good: 'connection good',
    fair: 'connection fair',
    poor: 'connection poor',
    lost: 'connection lost',
    unknown: 'connection not measured yet',
  },

  // The control bar
  controlsLabel: 'call controls',
  micOn: 'turn off microphone',
  micOnShort: 'mute',
  micOffAction: 'turn on microphone',
  micOffShort: 'unmute',
  micLockedHint:
    'the host has muted everyone; you can unmute when they allow it.',
  cameraOn: 'turn off camera',
  cameraOnShort: 'stop video',
  cameraOffAction: 'turn on camera',
  cameraOffShort: 'start video',
  noDevice: 'no device available',
  shareScreen: 'share your screen',
  shareScreenShort: 'share',
  stopSharing: 'stop sharing your screen',
  stopSharingShort: 'stop sharing',
  raiseHand: 'raise hand',
  lowerHand: 'lower hand',
  reactionsLabel: 'send a reaction',
  reactions: {
    'thumbs-up': 'thumbs up',
    clap: 'clap',
    heart: 'heart',
    laugh: 'laugh',
    surprised: 'surprised',
    celebrate: 'celebrate',
  },
  reactionFrom: (name: string, reaction: string) => `${name}: ${reaction}`,
  chat: 'chat',
  people: 'people',
  links: 'links',
  more: 'more',
  settingsLabel: 'devices',
  microphoneLabel: 'microphone',
  cameraLabel: 'camera',
  defaultDevice: 'default',
  deviceFailed: 'that device could not be opened.',
  leave: 'leave',
  endForAll: 'end for everyone',
  shortcutsLabel: 'keyboard shortcuts',
  shortcutMic: 'microphone on or off',
  shortcutCamera: 'camera on or off',
  withShortcut: (label: string, keys: string) => `${label} (${keys})`,
  mutedByHost: 'the host muted your microphone.',
  // Recording the meeting (docs/recording.md): moderators start and stop it, everyone sees it
  record: 'record',
  recordLabel: 'record the meeting',
  stopRecording: 'stop recording',
  /** The host's ways to record again; why not is said by roomErrorMessages.recording*. */
  recordUpgrade: 'see plans',
  recordManageStorage: 'manage recordings',
  recordingBadge: 'rec',
  recordingBadgeLabel: 'this meeting is being recorded',
  recordingStartedBy: (name: string) => `recording started by ${name}`,
  recordingStopped: 'recording stopped',
  recordingStoppedFull:
    "recording stopped: the host's recording storage is full.",
  recordingFailed:
    'recording stopped: the video server could not record the meeting.',
  mediaProblem:
    'your camera or microphone is not available; others cannot see or hear you.',
  /** A screen the browser would not share: this title, then why by problem (libs/room's DeviceProblem). */
  screenNotShared: 'your screen is not shared',
  screenProblems: {
    denied:
      'it was cancelled, or the browser or your system did not allow it. try again and pick a screen, window or tab; if none is offered, allow screen sharing for this browser in your system settings.',
    missing:
      'this browser found nothing it can share here. try another browser, or share from a computer.',
    'in-use':
      'it could not be captured. close what else may be recording it, then try again.',
    unsupported:
      'this browser cannot share a screen. open the room in an up-to-date desktop browser to share.',
    failed: 'something went wrong. try again.',
  },

  // Panels
  closePanel: 'close panel',
  chatTitle: 'chat',
  chatEmpty: 'no messages yet. say hello.',
  chatLabel: 'message',
  chatPlaceholder: 'send a message to everyone',
  chatSend: 'send',
  chatLog: 'chat messages',
  peopleTitle: 'people',
  inRoomCount: (count: number) =>
    count === 1 ? '1 in the room' : `${count} in the room`,
  /** The audience, as everyone sees it: a count (docs/audience.md). */
  watchingCount: (count: number) => `${count} watching`,
  /** Someone watching, before anyone on the stage is there. */
  emptyStageTitle: 'the stage is empty',
  emptyStageText: 'the host and the speakers appear here when they arrive.',
  waitingTitleList: (count: number) => `waiting to join (${count})`,
  admit: 'admit',
  deny: 'deny',
  admitAll: 'admit all',
  denyAll: 'deny all',
  admitNamed: (name: string) => `admit ${name}`,
  denyNamed: (name: string) => `deny ${name}`,
  signedInBadge: 'signed in',
  guestBadge: 'guest',
  knockAlert: (name: string) => `${name} is waiting to join`,
  knockAlertMany: (count: number) => `${count} people are waiting to join`,
  review: 'review',
  actionsFor: (name: string) => `actions for ${name}`,
  mute: 'mute',
  muteNamed: (name: string) => `mute ${name}`,
  muteAll: 'mute everyone',
  remove: 'remove',
  removeNamed: (name: string) => `remove ${name}`,
  makeCohost: 'make co-host',
  unmakeCohost: 'remove co-host',
  roomSettings: 'room settings',
  lockRoom: 'lock the room',
  lockRoomHint: 'nobody new can join.',
  waitingRoom: 'waiting room',
  waitingRoomHint: 'guests wait until a host lets them in.',
  lockMics: 'lock microphones',
  lockMicsHint: 'muted people cannot unmute themselves.',
  // The audience, for moderators (docs/audience.md)
  audienceTitle: (count: number) => `watching (${count})`,
  watchBadge: 'to watch',
  allowAudience: 'let people watch',
  allowAudienceHint: 'new people may join the audience. those watching stay.',
  audienceChat: 'audience chat',
  audienceChatHint: 'the audience may write in the chat.',
  // The stage: who watches comes on, who is on goes back (docs/audience.md)
  inviteOnStage: 'invite on stage',
  // The visible label first: the button's name holds the text people see.
  inviteOnStageNamed: (name: string) => `invite on stage: ${name}`,
  invitedBadge: 'invited',
  moveToAudience: 'move to audience',
  moveToAudienceNamed: (name: string) => `move to audience: ${name}`,
  stageInviteTitle: 'come on stage?',
  stageInviteText: (by: string) =>
    `${by} invites you on stage. everyone in the room will see and hear you.`,
  stageInviteCamera: 'camera on',
  stageInviteMic: 'microphone on',
  stageInviteAccept: 'join the stage',
  stageInviteDecline: 'not now',
  linksTitle: 'links from the host',
  linksEmpty: 'this room has no links.',

  // Remove and end
  removeTitle: (name: string) => `remove ${name}?`,
  removeText: 'they leave the meeting at once and cannot join it again.',
  removeReasonLabel: 'reason (optional)',
  removeReasonHint: 'shown to them on the page they land on.',
  keep: 'cancel',
  removeConfirm: 'remove',
  endTitle: 'end the meeting for everyone?',
  endText: 'everyone leaves the room at once.',
  endConfirm: 'end meeting',
  keepRoom: 'keep meeting',
  close: 'close',
} as const;
