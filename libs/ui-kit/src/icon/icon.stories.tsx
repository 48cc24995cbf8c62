import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { Icon } from './icon';
import { iconNames } from './icon-paths';

const meta = {
  title: 'ui-kit/Icon',
  component: Icon,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'A stroke icon from the ruume set (see the Gallery story for every `name`), drawn in the current text colour so it follows the tone of its parent.',
          '',
          '- **Icon vs IconButton:** `Icon` is a picture only and never clickable; for an icon that does something use `IconButton`, or the `leadingIcon`/`trailingIcon` of `Button` and `TextField`.',
          "- **Do** use icons next to text that already says the same thing; size them to the text (`sm` in buttons and small text, `md` in body text). **Don't** draw new SVGs inline in features; add them to `icon-paths.tsx` so the set stays consistent.",
          '- **Accessibility:** decorative by default (`aria-hidden`, not focusable). Give a `title` only when the icon alone carries meaning; it then becomes `role="img"` named by the title.',
          '',
          '```tsx',
          "import { Icon } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { name: 'warning', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    title: { control: 'text' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon; choose its name and size in the controls. */
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

/** Every icon of the set with its name. */
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
