import { styled } from 'styled-components';
import { media } from '@ruume/ui-kit';

export const StyledOffer = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};
  background-color: ${({ theme }) => theme.color.primarySubtle};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.primary}`};
  border-radius: ${({ theme }) => theme.radius.lg};

  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const StyledOfferIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.lg};
  height: ${({ theme }) => theme.size.control.lg};
  color: ${({ theme }) => theme.color.primary};
  background-color: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.full};

  ${media.mobile} {
    display: none;
  }
`;

export const StyledOfferText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;
