import { styled } from 'styled-components';
import { visuallyHidden } from '@ruume/ui-kit';

// The button opens the dialog; the input stays in the DOM (and in tests) but out of sight.
export const StyledFileInput = styled.input`
  ${visuallyHidden}
`;
