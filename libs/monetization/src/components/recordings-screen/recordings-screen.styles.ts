import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

/** The upload card beside the list on wide screens, above it on phones and tablets. */
export const StyledColumns = styled.div<{ $split: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${media.desktop} {
    grid-template-columns: ${({ $split }) =>
      $split ? 'minmax(0, 22rem) minmax(0, 1fr)' : 'minmax(0, 1fr)'};
  }
`;

export const StyledListSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

/** The meeting recordings on their way, then the recordings. */
export const StyledListColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;
