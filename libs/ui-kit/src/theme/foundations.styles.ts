import { styled } from 'styled-components';

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.content.page};
`;

export const StyledSwatchGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

export const StyledSwatch = styled.li`
  overflow: hidden;
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border.thin} solid
    ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledChip = styled.div.attrs<{ $value: string }>(
  ({ $value }) => ({
    style: { background: $value },
  }),
)`
  height: ${({ theme }) => theme.size.control.lg};
  border-bottom: ${({ theme }) => theme.size.border.thin} solid
    ${({ theme }) => theme.color.border};
`;

export const StyledSwatchText = styled.div`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.color.text};

  code {
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.family.mono};
  }
`;

export const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 8rem minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.color.text};

  code {
    color: ${({ theme }) => theme.color.textMuted};
    font-family: ${({ theme }) => theme.font.family.mono};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const StyledBar = styled.div.attrs<{ $width: string }>(({ $width }) => ({
  style: { width: $width },
}))`
  height: ${({ theme }) => theme.space[4]};
  background-color: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const StyledTile = styled.div.attrs<{
  $radius: string;
  $shadow: string;
}>(({ $radius, $shadow }) => ({
  style: { borderRadius: $radius, boxShadow: $shadow },
}))`
  display: flex;
  align-items: flex-end;
  width: 8rem;
  height: 6rem;
  padding: ${({ theme }) => theme.space[3]};
  background-color: ${({ theme }) => theme.color.surface};
  border: ${({ theme }) => theme.size.border.thin} solid
    ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
