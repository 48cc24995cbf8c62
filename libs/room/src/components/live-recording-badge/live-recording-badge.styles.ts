import { styled } from 'styled-components';

/** A light pill on the room's dark top bar, like the stage's notes. */
export const StyledRecordingBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.full};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  time {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
