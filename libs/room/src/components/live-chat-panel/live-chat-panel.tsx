import { useEffect, useRef, useState } from 'react';
import {
  ROOM_CHAT_MAX_LENGTH,
  type RoomChatMessage,
  liveRoomMessages,
} from '@ruume/contracts';
import { Button, Text, TextField, useViewerTimeZone } from '@ruume/ui-kit';
import { LiveSidePanel } from '../live-side-panel/live-side-panel';
import {
  StyledBubble,
  StyledForm,
  StyledLog,
  StyledMessage,
  StyledMeta,
} from './live-chat-panel.styles';

const text = liveRoomMessages;

export interface LiveChatPanelProps {
  messages: RoomChatMessage[];
  selfId: string | null;
  /** False while the socket is away: sending waits. */
  canSend: boolean;
  /** Resolves whether the message went out (it stays in the box otherwise). */
  onSend: (text: string) => boolean;
  onClose: () => void;
}

/** The room's chat: the history a late joiner receives, then everything said since. */
export function LiveChatPanel({
  messages,
  selfId,
  canSend,
  onSend,
  onClose,
}: LiveChatPanelProps) {
  const zone = useViewerTimeZone();
  const [draft, setDraft] = useState('');
  const endRef = useRef<HTMLLIElement>(null);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  });
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const submit = () => {
    if (!draft.trim()) return;
    if (onSend(draft)) setDraft('');
  };

  return (
    <LiveSidePanel
      title={text.chatTitle}
      onClose={onClose}
      footer={
        <StyledForm
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            label={text.chatLabel}
            hideLabel
            placeholder={text.chatPlaceholder}
            value={draft}
            maxLength={ROOM_CHAT_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" disabled={!canSend || !draft.trim()}>
            {text.chatSend}
          </Button>
        </StyledForm>
      }
    >
      {messages.length === 0 ? (
        <Text tone="muted" size="sm">
          {text.chatEmpty}
        </Text>
      ) : (
        <div role="log" aria-label={text.chatLog}>
          <StyledLog>
            {messages.map((message) => {
              const own = message.from === selfId;
              const sentAt = new Date(message.sentAt);
              return (
                <StyledMessage key={message.id} $own={own}>
                  <StyledMeta>
                    <strong>{message.displayName}</strong>
                    <time dateTime={sentAt.toISOString()}>
                      {time.format(sentAt)}
                    </time>
                  </StyledMeta>
                  <StyledBubble $own={own}>{message.text}</StyledBubble>
                </StyledMessage>
              );
            })}
            <li ref={endRef} aria-hidden="true" />
          </StyledLog>
        </div>
      )}
    </LiveSidePanel>
  );
}
