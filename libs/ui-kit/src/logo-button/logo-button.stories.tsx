import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogoButton } from './logo-button';

const meta = {
  title: 'ui-kit/LogoButton',
  component: LogoButton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: [
          'The ruume logo as an in-app link (react-router `Link`), the way every page header shows it.',
          '',
          '- **LogoButton vs Logo:** use `LogoButton` in headers, where the logo leads somewhere (`/dashboard` when signed in, `/register` on share pages). Use `Logo` where the brand is shown but nothing happens on click. `AppPageLayout` and `PublicPageLayout` already include one.',
          "- **Do** point `to` at the natural home of the person viewing the page. **Don't** wrap it in another link or button.",
          '- **Accessibility:** the logo artwork is hidden from screen readers; the link is named by `label` (default "ruume home"). Change the label if the destination is not "home". It is reachable with Tab and shows the focus ring.',
          '',
          '```tsx',
          "import { LogoButton } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
  args: { to: '/register', label: 'ruume home', size: 'md', replace: false },
  argTypes: {
    to: { control: 'text' },
    label: { control: 'text' },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    replace: {
      control: 'boolean',
      description: 'Replace the current history entry instead of pushing one.',
    },
    className: { control: false },
  },
} satisfies Meta<typeof LogoButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header logo linking to registration, as on the share pages. */
export const Default: Story = {};

/** The large size. */
export const Large: Story = { args: { size: 'lg' } };
