import { useState } from 'react';
import { avatarColors, initials } from './avatar-colors';
import {
  StyledAvatar,
  StyledAvatarImage,
  type AvatarSize,
} from './avatar.styles';

export type { AvatarSize } from './avatar.styles';

export interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  /** Profile picture URL; the initials show when absent or when it fails to load. */
  src?: string | null;
  /** Text alternative of the picture; defaults to the person's name. */
  alt?: string;
  /** The user's avatarBackgroundColor; default #B74366 with white text. */
  backgroundColor?: string | null;
  size?: AvatarSize;
  /**
   * Inside a button or link: no image role of its own. The initials become part of the control's
   * name (what voice-control users see and say, WCAG 2.5.3) and a picture is decorative.
   */
  inControl?: boolean;
  className?: string;
}

/** A round avatar: the picture, or initials on the user's colour (SPEC §3). */
export function Avatar({
  firstName,
  lastName,
  src,
  alt,
  backgroundColor,
  size = 'md',
  inControl = false,
  className,
}: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const label = alt ?? (name || 'avatar');
  const colors = avatarColors(backgroundColor);
  const showImage = Boolean(src) && failedSrc !== src;

  if (showImage && src) {
    return (
      <StyledAvatar
        $size={size}
        $background={colors.background}
        $color={colors.color}
        className={className}
      >
        <StyledAvatarImage
          src={src}
          alt={inControl ? '' : label}
          onError={() => setFailedSrc(src)}
        />
      </StyledAvatar>
    );
  }

  return (
    <StyledAvatar
      {...(inControl ? {} : { role: 'img', 'aria-label': label })}
      $size={size}
      $background={colors.background}
      $color={colors.color}
      className={className}
    >
      <span aria-hidden={!inControl || undefined}>
        {initials(firstName, lastName)}
      </span>
    </StyledAvatar>
  );
}
