import { styled } from 'styled-components';
import { media } from '../theme/media';
import type { SpaceToken } from '../theme/theme';

export const StyledForm = styled.form<{ $gap: SpaceToken; $narrow: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  width: 100%;
  max-width: ${({ theme, $narrow }) =>
    $narrow ? theme.size.content.medium : 'none'};
  min-width: 0;
`;

/** Fields side by side on wide screens, stacked on phones (first and last name). */
export const StyledFieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 11rem), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/** The buttons at the end of a settings form: right-aligned, full width and stacked on phones. */
export const StyledFormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[2]};

  ${media.mobile} {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;
