import { styled } from 'styled-components';

export const StyledScreen = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background-color: ${({ theme }) => theme.color.text};

  video {
    display: block;
    width: 100%;
    height: 100%;
    background-color: ${({ theme }) => theme.color.text};
  }
`;
