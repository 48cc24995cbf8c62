import { useState } from 'react';
import { Icon } from '../icon/icon';
import { youtubeThumbnail, type RoomBackground } from './room-background';
import {
  StyledFallback,
  StyledImage,
  StyledVideo,
  StyledMediaFrame,
} from './room-media.styles';

export interface RoomMediaProps {
  /** The room's background; null when its template is gone. */
  background: RoomBackground | null;
  /**
   * 'thumbnail': a still for lists (a video shows its first frame, YouTube its still).
   * 'cover': the full-bleed background of the room entry (a video plays muted, on a loop).
   */
  variant: 'thumbnail' | 'cover';
  className?: string;
}

/**
 * A room's background, decorative (the room's name says what it is). When the media cannot
 * load (deleted, offline, blocked), a quiet gradient stands in.
 */
export function RoomMedia({ background, variant, className }: RoomMediaProps) {
  const [failed, setFailed] = useState(false);
  const fail = () => setFailed(true);
  const icon =
    background?.youtubeVideoId || background?.mediaType === 'video'
      ? 'play'
      : 'video';

  let media = null;
  if (background && !failed) {
    if (background.youtubeVideoId) {
      media = (
        <StyledImage
          src={youtubeThumbnail(background.youtubeVideoId)}
          alt=""
          loading="lazy"
          onError={fail}
        />
      );
    } else if (background.fileUrl && background.mediaType === 'image') {
      media = (
        <StyledImage
          src={background.fileUrl}
          alt=""
          loading={variant === 'thumbnail' ? 'lazy' : undefined}
          onError={fail}
        />
      );
    } else if (background.fileUrl) {
      media =
        variant === 'cover' ? (
          <StyledVideo
            src={background.fileUrl}
            autoPlay
            muted
            loop
            playsInline
            aria-hidden="true"
            onError={fail}
          />
        ) : (
          // The first frame as the still: #t asks for it without playing.
          <StyledVideo
            src={`${background.fileUrl}#t=0.1`}
            muted
            playsInline
            preload="metadata"
            aria-hidden="true"
            onError={fail}
          />
        );
    }
  }

  return (
    <StyledMediaFrame
      className={className}
      $variant={variant}
      data-media={
        background?.youtubeVideoId
          ? 'youtube'
          : (background?.mediaType ?? 'none')
      }
    >
      <StyledFallback aria-hidden="true">
        {variant === 'thumbnail' && <Icon name={icon} size="lg" />}
      </StyledFallback>
      {media}
    </StyledMediaFrame>
  );
}
