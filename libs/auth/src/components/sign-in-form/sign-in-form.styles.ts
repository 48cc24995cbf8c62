import { styled } from 'styled-components';

export const StyledForgotLink = styled.p`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
