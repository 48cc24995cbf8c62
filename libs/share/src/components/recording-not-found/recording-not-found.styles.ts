import { styled } from 'styled-components';

export const StyledNotFound = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};

  & > button {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

// The visit's decorative image as a round emblem, shown on every screen size.
export const StyledNotFoundImage = styled.img`
  width: ${({ theme }) => theme.size.avatar.xl};
  height: ${({ theme }) => theme.size.avatar.xl};
  margin-bottom: ${({ theme }) => theme.space[2]};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.full};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;
