import { styled } from 'styled-components';
import { focusRing } from '@ruume/ui-kit';

/** Takes focus when what had it goes (a summary started). */
export const StyledPanel = styled.div`
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    ${focusRing}
  }
`;
