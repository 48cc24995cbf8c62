import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { roomsMessages } from '@ruume/contracts';
import { LiveIcon, type LiveIconName } from './live-icon';

/** Every icon of the call (the compiler keeps this list complete). */
const liveIconNames = Object.keys({
  mic: true,
  'mic-off': true,
  camera: true,
  'camera-off': true,
  screen: true,
  hand: true,
  smile: true,
  chat: true,
  people: true,
  'phone-off': true,
  more: true,
  keyboard: true,
  wifi: true,
} satisfies Record<LiveIconName, true>) as LiveIconName[];

const meta = {
  title: 'meeting/components/LiveIcon',
  component: LiveIcon,
  args: { name: 'mic', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: liveIconNames },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    title: { control: 'text' },
  },
} satisfies Meta<typeof LiveIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon, decorative: choose its name and size in the controls. */
export const Single: Story = {};

/** An icon that says something alone (a muted mark): named by its title. */
export const Titled: Story = {
  args: { name: 'mic-off', title: roomsMessages.live.micOff },
};

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

/** Every icon of the call with its name. */
export const Gallery: Story = {
  parameters: { layout: 'padded' },
  render: () => (
    <StyledGrid>
      {liveIconNames.map((name) => (
        <StyledCell key={name}>
          <LiveIcon name={name} size="lg" />
          <code>{name}</code>
        </StyledCell>
      ))}
    </StyledGrid>
  ),
};
