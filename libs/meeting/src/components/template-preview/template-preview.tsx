import { useState } from 'react';
import {
  templateEditorMessages as text,
  youtubeVideoIdOf,
  type Currency,
  type EmbeddedLink,
} from '@ruume/contracts';
import { Icon, mediaQuery, useMediaQuery } from '@ruume/ui-kit';
import {
  StyledBackdrop,
  StyledBadge,
  StyledBadges,
  StyledCaption,
  StyledDock,
  StyledDockButton,
  StyledEmpty,
  StyledFigure,
  StyledFrame,
  StyledImage,
  StyledLinkChip,
  StyledLinks,
  StyledRoomName,
  StyledTile,
  StyledTiles,
  StyledTop,
  StyledVeil,
  StyledVideo,
  StyledYoutubeMark,
} from './template-preview.styles';

/** What the room shows behind everyone: a file (by its address), a YouTube video, or nothing yet. */
export type PreviewBackground =
  | { kind: 'image' | 'video'; src: string }
  | { kind: 'youtube'; link: string }
  | null;

export interface TemplatePreviewProps {
  name: string;
  background: PreviewBackground;
  links?: EmbeddedLink[];
  fee?: { amount: string; currency: Currency } | null;
  passwordRequired?: boolean;
  className?: string;
}

/** YouTube's still of a video: an image (CSP img-src allows https), no player or cookies. */
export const youtubeThumbnail = (videoId: string) =>
  `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

function Background({ background }: { background: PreviewBackground }) {
  const reducedMotion = useMediaQuery(mediaQuery.reducedMotion);
  const [failed, setFailed] = useState<string | null>(null);
  if (!background) return <StyledEmpty>{text.previewEmpty}</StyledEmpty>;
  if (background.kind !== 'youtube')
    return background.kind === 'image' ? (
      <StyledImage src={background.src} alt="" />
    ) : (
      <StyledVideo
        key={background.src}
        src={background.src}
        // Muted and looping, as in the room; still for people who ask for less motion.
        autoPlay={!reducedMotion}
        loop
        muted
        // React sets only the property: browsers' autoplay rules (and axe) read the attribute.
        ref={(node) => node?.setAttribute('muted', '')}
        playsInline
        aria-hidden
      />
    );
  const id = youtubeVideoIdOf(background.link);
  const src = id ? youtubeThumbnail(id) : null;
  return (
    <>
      {src && failed !== src && (
        <StyledImage src={src} alt="" onError={() => setFailed(src)} />
      )}
      <StyledYoutubeMark aria-hidden>
        <Icon name="play" size="lg" />
        {text.previewYoutube}
      </StyledYoutubeMark>
    </>
  );
}

/**
 * The room as a guest sees it on joining, drawn from the editor's values as they change: the
 * background (image, looping muted video, or the YouTube video's still), the room's name, its
 * links and what it asks of guests. Decorative inside; read as one labelled figure.
 */
export function TemplatePreview({
  name,
  background,
  links = [],
  fee = null,
  passwordRequired = false,
  className,
}: TemplatePreviewProps) {
  const roomName = name.trim() || text.previewUntitled;
  const titledLinks = links.filter((link) => link.title.trim() !== '');
  return (
    <StyledFigure className={className}>
      <StyledFrame role="img" aria-label={text.previewLabel(roomName)}>
        <StyledBackdrop>
          <Background background={background} />
        </StyledBackdrop>
        <StyledVeil />
        <StyledTop aria-hidden>
          <StyledRoomName>{roomName}</StyledRoomName>
          <StyledBadges>
            {passwordRequired && (
              <StyledBadge>
                <Icon name="lock" size="xs" />
                {text.previewPassword}
              </StyledBadge>
            )}
            {fee && (
              <StyledBadge>
                <Icon name="credit-card" size="xs" />
                {`${fee.amount} ${fee.currency}`}
              </StyledBadge>
            )}
          </StyledBadges>
        </StyledTop>
        {titledLinks.length > 0 && (
          <StyledLinks aria-hidden>
            {titledLinks.map((link, index) => (
              <StyledLinkChip key={`${index}-${link.title}`}>
                <Icon name="link" size="xs" />
                <span>{link.title}</span>
              </StyledLinkChip>
            ))}
          </StyledLinks>
        )}
        <StyledTiles aria-hidden>
          <StyledTile>{text.previewHost}</StyledTile>
          <StyledTile>{text.previewGuest}</StyledTile>
        </StyledTiles>
        <StyledDock aria-hidden>
          <StyledDockButton>
            <Icon name="video" size="sm" />
          </StyledDockButton>
          <StyledDockButton $tone="leave">
            <Icon name="log-out" size="sm" />
          </StyledDockButton>
        </StyledDock>
      </StyledFrame>
      <StyledCaption>
        <Icon name="eye" size="sm" />
        {text.previewCaption}
      </StyledCaption>
    </StyledFigure>
  );
}
