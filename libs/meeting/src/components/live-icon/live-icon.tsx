// The call's own icons (microphone, camera, screen, hand…), drawn like ui-kit's: 24×24 strokes
// in the current text colour, decorative unless titled.
import type { ReactElement } from 'react';
import type { IconSize } from '@ruume/ui-kit';
import { StyledLiveIcon } from './live-icon.styles';

const livePaths = {
  mic: (
    <>
      <rect x="9" y="2.5" width="6" height="12" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0" />
      <path d="M12 18v3.5" />
    </>
  ),
  'mic-off': (
    <>
      <path d="M15 9.5V5.5a3 3 0 0 0-5.7-1.3" />
      <path d="M9 9v2.5a3 3 0 0 0 5 2.2" />
      <path d="M19 11a7 7 0 0 1-1.2 3.9M5 11a7 7 0 0 0 11 5.7" />
      <path d="M12 18v3.5" />
      <path d="m3 3 18 18" />
    </>
  ),
  camera: (
    <>
      <rect x="2" y="6" width="14" height="12" rx="2.5" />
      <path d="m16 10.5 5.2-3.1a.5.5 0 0 1 .8.4v8.4a.5.5 0 0 1-.8.4L16 13.5" />
    </>
  ),
  'camera-off': (
    <>
      <path d="M10.5 6H13.5a2.5 2.5 0 0 1 2.5 2.5v3l5.2-3.6a.5.5 0 0 1 .8.4v8.4a.5.5 0 0 1-.6.5" />
      <path d="M16 16v-.5M14 18H4.5A2.5 2.5 0 0 1 2 15.5v-7A2.5 2.5 0 0 1 4.5 6" />
      <path d="m3 3 18 18" />
    </>
  ),
  screen: (
    <>
      <rect x="2.5" y="4" width="19" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
      <path d="m9 10.5 3-3 3 3M12 7.5v6" />
    </>
  ),
  hand: (
    <>
      <path d="M18 11V6a1.5 1.5 0 0 0-3 0v5" />
      <path d="M15 10V4.5a1.5 1.5 0 0 0-3 0V10" />
      <path d="M12 10V5.5a1.5 1.5 0 0 0-3 0V13" />
      <path d="M18 8.5a1.5 1.5 0 0 1 3 0V14a8 8 0 0 1-8 8h-1.2a7 7 0 0 1-5-2.1l-3.6-3.7a1.6 1.6 0 0 1 2.3-2.3L9 16" />
    </>
  ),
  smile: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M8 14.5s1.5 2 4 2 4-2 4-2" />
      <path d="M9 9.5h.01M15 9.5h.01" />
    </>
  ),
  chat: (
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />
  ),
  people: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14a6.5 6.5 0 0 1 3.5 6" />
    </>
  ),
  'phone-off': (
    <>
      <path d="M3.6 13.9c-.7-.7-.8-1.9-.1-2.6C8.3 6.6 15.7 6.6 20.5 11.3c.7.7.6 1.9-.1 2.6l-1.6 1.3a1.5 1.5 0 0 1-1.9 0l-1.6-1.3a1.5 1.5 0 0 1-.5-1.3l.2-1.3a11 11 0 0 0-6 0l.2 1.3a1.5 1.5 0 0 1-.5 1.3l-1.6 1.3a1.5 1.5 0 0 1-1.9 0Z" />
    </>
  ),
  more: (
    <>
      <circle cx="5" cy="12" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
    </>
  ),
  keyboard: (
    <>
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <path d="M6 10h.01M10 10h.01M14 10h.01M18 10h.01M7 14h10" />
    </>
  ),
  wifi: (
    <>
      <path d="M2 8.8a15 15 0 0 1 20 0" />
      <path d="M5 12.5a10 10 0 0 1 14 0" />
      <path d="M8.5 16a5 5 0 0 1 7 0" />
      <path d="M12 20h.01" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type LiveIconName = keyof typeof livePaths;

export interface LiveIconProps {
  name: LiveIconName;
  size?: IconSize;
  /** Only when the icon alone says something; otherwise decorative. */
  title?: string;
}

export function LiveIcon({ name, size = 'md', title }: LiveIconProps) {
  const a11y = title
    ? { role: 'img', 'aria-label': title }
    : { 'aria-hidden': true as const };
  return (
    <StyledLiveIcon
      $size={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
    >
      {livePaths[name]}
    </StyledLiveIcon>
  );
}
