// The catalogue's own frame wears ruume's colours and name, from the same tokens as the product.
import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';
import { color, font, radius } from '../libs/ui-kit/src/theme/tokens';

addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'ruume design system',
    colorPrimary: color.primary,
    colorSecondary: color.primary,
    appBg: color.background,
    appContentBg: color.surface,
    appBorderColor: color.border,
    appBorderRadius: Number.parseFloat(radius.md), // px
    textColor: color.text,
    textMutedColor: color.textMuted,
    barBg: color.surface,
    barSelectedColor: color.primary,
    fontBase: font.family.sans,
    fontCode: font.family.mono,
  }),
});
