import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export const StyledVisuallyHidden = styled.span`
  ${visuallyHidden}
`;
