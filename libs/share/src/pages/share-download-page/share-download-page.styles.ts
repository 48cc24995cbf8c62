import { styled } from 'styled-components';

export const StyledDownload = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]};
`;

export const StyledDownloadFrame = styled.iframe`
  display: none;
`;
