import { mediaQuery } from '../theme/media';
import { useMediaQuery } from './use-media-query';

/** True when the viewport is at most 767px wide (SPEC §9), following resizes. */
export function useIsMobile(): boolean {
  return useMediaQuery(mediaQuery.mobile);
}
