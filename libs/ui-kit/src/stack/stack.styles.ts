import { styled } from 'styled-components';
import type { SpaceToken } from '../theme/theme';

export interface StyledStackProps {
  $direction: 'row' | 'column';
  $gap: SpaceToken;
  $align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  $justify?: 'start' | 'center' | 'end' | 'between';
  $wrap: boolean;
}

const flexValue = {
  start: 'flex-start',
  end: 'flex-end',
  center: 'center',
  stretch: 'stretch',
  baseline: 'baseline',
  between: 'space-between',
} as const;

export const StyledStack = styled.div<StyledStackProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => ($align ? flexValue[$align] : 'initial')};
  justify-content: ${({ $justify }) =>
    $justify ? flexValue[$justify] : 'initial'};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;
