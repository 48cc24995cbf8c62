import { createGlobalStyle } from 'styled-components';
import { media } from './media';
import { focusRing } from './mixins';

export const GlobalStyle = createGlobalStyle`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  * {
    margin: 0;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  body {
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font.family.sans};
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text};
    background-color: ${({ theme }) => theme.color.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  img,
  picture,
  video,
  canvas,
  svg {
    display: block;
    max-width: 100%;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
  }

  p,
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    overflow-wrap: break-word;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  a {
    color: ${({ theme }) => theme.color.primary};
  }

  ::selection {
    background-color: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.text};
  }

  :focus-visible {
    ${focusRing}
  }

  :focus:not(:focus-visible) {
    outline: none;
  }

  /* Spinners keep turning (slower, see Spinner); everything else stops moving. */
  ${media.reducedMotion} {
    *,
    *::before,
    *::after {
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
