import { type RoomEntry, liveRoomMessages } from '@ruume/contracts';
import { Icon, Text } from '@ruume/ui-kit';
import { LiveSidePanel } from '../live-side-panel/live-side-panel';
import { StyledLinks } from './live-links-panel.styles';

const text = liveRoomMessages;

export interface LiveLinksPanelProps {
  links: RoomEntry['embeddedLinks'];
  onClose: () => void;
}

/** The template's links (an agenda, a document), each opening in a new tab. */
export function LiveLinksPanel({ links, onClose }: LiveLinksPanelProps) {
  return (
    <LiveSidePanel title={text.linksTitle} onClose={onClose}>
      {links.length === 0 ? (
        <Text tone="muted" size="sm">
          {text.linksEmpty}
        </Text>
      ) : (
        <StyledLinks>
          {links.map((link) => (
            <li key={link.url}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.title}
                <Icon name="external-link" size="sm" />
              </a>
            </li>
          ))}
        </StyledLinks>
      )}
    </LiveSidePanel>
  );
}
