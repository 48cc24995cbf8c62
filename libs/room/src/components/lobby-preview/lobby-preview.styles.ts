import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledPreview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** The picture: 16:9, dark while the camera is off or still opening. */
export const StyledScreen = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background-color: ${({ theme }) => theme.color.text};
  color: ${({ theme }) => theme.color.textInverse};

  & > video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    /* A mirror, as people expect to see themselves. */
    transform: scaleX(-1);
  }
`;

export const StyledPoster = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The microphone level over the picture's bottom edge. */
export const StyledLevel = styled.div`
  position: absolute;
  inset: auto ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.backdrop};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledMeter = styled.div`
  flex: 1;
  height: ${({ theme }) => theme.size.progress.sm};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  background-color: ${({ theme }) => theme.color.borderStrong};
`;

export const StyledMeterFill = styled.div`
  width: 100%;
  height: 100%;
  transform-origin: left center;
  background-color: ${({ theme }) => theme.color.success};
  transition: transform ${({ theme }) => theme.motion.duration.fast} linear;
`;

export const StyledToggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
`;

export const StyledDevices = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
