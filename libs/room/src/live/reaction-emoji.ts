import type { RoomReaction } from '@ruume/contracts';

/** How each reaction of the contract shows. */
export const REACTION_EMOJI: Record<RoomReaction, string> = {
  'thumbs-up': '👍',
  clap: '👏',
  heart: '❤️',
  laugh: '😂',
  surprised: '😮',
  celebrate: '🎉',
};
