import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../heading/heading';
import { Stack } from '../stack/stack';
import { Text } from '../text/text';
import {
  StyledBar,
  StyledChip,
  StyledRow,
  StyledSection,
  StyledSwatch,
  StyledSwatchGrid,
  StyledSwatchText,
  StyledTile,
} from './foundations.styles';
import { theme } from './theme';

const meta = {
  title: 'ui-kit/Foundations',
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: [
          'The design tokens every component reads from the theme (`src/theme/tokens.ts`): colours, type scale, spacing, radii and shadows. Designers: these are the only values the UI uses; a new colour or size starts here.',
          '',
          '- **Use** tokens through the theme in styled-components (`({ theme }) => theme.space[4]` inside the template), never raw hex or px values: lint rejects them in `*.styles.ts`. Breakpoints come from `media` (`media.mobile` is ≤ 767 px).',
          "- **Do** pick spacing from the 4 px scale and text sizes from the type scale; prefer components (`Stack`, `Text`, `Heading`) that already apply them. **Don't** add one-off tokens for a single screen.",
          "- **Accessibility:** text colour pairs are unit-tested for WCAG AA (4.5:1 for text, 3:1 for borders and the focus ring) in `theme.test.ts`; sizes are in rem so they follow the user's font size. `focusRing` and `visuallyHidden` mixins give every custom control the same focus style and screen-reader-only text.",
          '',
          '```tsx',
          "import { theme, media, focusRing, RuumeThemeProvider } from '@ruume/ui-kit';",
          '```',
        ].join('\n'),
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token with its value. */
export const Colours: Story = {
  render: () => (
    <StyledSection aria-labelledby="colours-title">
      <Heading level={1} size="2xl" id="colours-title">
        colours
      </Heading>
      <StyledSwatchGrid>
        {Object.entries(theme.color).map(([name, value]) => (
          <StyledSwatch key={name}>
            <StyledChip $value={value} />
            <StyledSwatchText>
              <strong>{name}</strong>
              <code>{value}</code>
            </StyledSwatchText>
          </StyledSwatch>
        ))}
      </StyledSwatchGrid>
    </StyledSection>
  ),
};

/** Font sizes and weights on sample text. */
export const Typography: Story = {
  render: () => (
    <StyledSection aria-labelledby="type-title">
      <Heading level={1} size="2xl" id="type-title">
        type scale
      </Heading>
      <Stack gap={3}>
        {Object.entries(theme.font.size).map(([name, size]) => (
          <StyledRow key={name}>
            <code>
              {name} · {size}
            </code>
            <span
              style={{
                fontSize: size,
                lineHeight: theme.font.lineHeight.tight,
              }}
            >
              access file / recording
            </span>
          </StyledRow>
        ))}
      </Stack>
      <Stack gap={2}>
        {Object.entries(theme.font.weight).map(([name, weight]) => (
          <StyledRow key={name}>
            <code>
              {name} · {weight}
            </code>
            <Text weight={name as keyof typeof theme.font.weight}>
              support the creator
            </Text>
          </StyledRow>
        ))}
      </Stack>
    </StyledSection>
  ),
};

/** The spacing scale, a 4 px grid in rem. */
export const Spacing: Story = {
  render: () => (
    <StyledSection aria-labelledby="space-title">
      <Heading level={1} size="2xl" id="space-title">
        spacing
      </Heading>
      <Stack gap={2}>
        {Object.entries(theme.space).map(([step, value]) => (
          <StyledRow key={step}>
            <code>
              space[{step}] · {value}
            </code>
            <StyledBar $width={value} />
          </StyledRow>
        ))}
      </Stack>
    </StyledSection>
  ),
};

/** Corner radii and elevation shadows. */
export const RadiiAndShadows: Story = {
  render: () => (
    <StyledSection aria-labelledby="shape-title">
      <Heading level={1} size="2xl" id="shape-title">
        radii and shadows
      </Heading>
      <Stack direction="row" gap={4} wrap>
        {Object.entries(theme.radius).map(([name, value]) => (
          <StyledTile key={name} $radius={value} $shadow={theme.shadow.none}>
            radius.{name}
          </StyledTile>
        ))}
      </Stack>
      <Stack direction="row" gap={6} wrap>
        {Object.entries(theme.shadow).map(([name, value]) => (
          <StyledTile key={name} $radius={theme.radius.lg} $shadow={value}>
            shadow.{name}
          </StyledTile>
        ))}
      </Stack>
    </StyledSection>
  ),
};
