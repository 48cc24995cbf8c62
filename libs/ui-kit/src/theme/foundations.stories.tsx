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
        component:
          'The tokens every component reads from the theme (src/theme/tokens.ts).',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

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
