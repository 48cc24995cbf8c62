import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Icon } from './icon';
import { iconNames } from './icon-paths';

const meta = {
  title: 'ui-kit/Icon',
  component: Icon,
  tags: ['autodocs'],
  args: { name: 'warning', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

const StyledCell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: ${({ theme }) =>
    `${theme.size.border.thin} solid ${theme.color.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const Gallery: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <StyledGrid>
      {iconNames.map((name) => (
        <StyledCell key={name}>
          <Icon name={name} size="lg" />
          <code>{name}</code>
        </StyledCell>
      ))}
    </StyledGrid>
  ),
};
