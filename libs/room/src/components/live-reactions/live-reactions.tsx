import { liveRoomMessages } from '@ruume/contracts';
import { REACTION_EMOJI } from '../../live/reaction-emoji';
import type { FloatingReaction } from '../../live/room-state';
import { StyledOverlay, StyledReaction } from './live-reactions.styles';

const text = liveRoomMessages;

export interface LiveReactionsProps {
  reactions: FloatingReaction[];
  nameOf: (participantId: string) => string | undefined;
}

/** Reactions rising over the stage for a few seconds, each with who sent it. */
export function LiveReactions({ reactions, nameOf }: LiveReactionsProps) {
  return (
    <StyledOverlay aria-live="polite" aria-label={text.reactionsLabel}>
      {reactions.map((reaction) => {
        const name = nameOf(reaction.from) ?? '';
        return (
          <StyledReaction key={reaction.id}>
            <span aria-hidden="true">{REACTION_EMOJI[reaction.reaction]}</span>
            <span>
              {text.reactionFrom(name, text.reactions[reaction.reaction])}
            </span>
          </StyledReaction>
        );
      })}
    </StyledOverlay>
  );
}
