import { styled } from 'styled-components';

/** A 16:9 frame: the video's still, or the fallback art. */
export const StyledFrame = styled.span`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background-color: ${({ theme }) => theme.color.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** No still could be made: the brand's colours and a camera. */
export const StyledFallback = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  background-image: linear-gradient(
    135deg,
    ${({ theme }) => theme.color.primarySubtle},
    ${({ theme }) => theme.color.infoSubtle}
  );
  color: ${({ theme }) => theme.color.primary};
`;

export const StyledDuration = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space[2]};
  bottom: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[0]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background-color: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

/** The play mark over the still, shown on hover and focus of the poster button. */
export const StyledPlayMark = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.color.textInverse};
  opacity: 0;
  transition: opacity ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  & > span {
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.size.control.lg};
    height: ${({ theme }) => theme.size.control.lg};
    border-radius: ${({ theme }) => theme.radius.full};
    background-color: ${({ theme }) => theme.color.backdrop};
  }
`;
