import { css, styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../theme/mixins';

export const StyledToggle = styled.div<{ $labelFirst: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  flex-direction: ${({ $labelFirst }) => ($labelFirst ? 'row-reverse' : 'row')};
  justify-content: ${({ $labelFirst }) =>
    $labelFirst ? 'flex-end' : 'flex-start'};
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledSwitch = styled.button`
  position: relative;
  flex-shrink: 0;
  width: ${({ theme }) => theme.size.switch.width};
  height: ${({ theme }) => theme.size.switch.height};
  padding: 0;
  background-color: ${({ theme }) => theme.color.borderStrong};
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};

  &[aria-checked='true'] {
    background-color: ${({ theme }) => theme.color.primary};
  }

  &:hover:not(:disabled) {
    background-color: ${({ theme }) => theme.color.textMuted};
  }

  &[aria-checked='true']:hover:not(:disabled) {
    background-color: ${({ theme }) => theme.color.primaryHover};
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    cursor: not-allowed;
    opacity: ${({ theme }) => theme.opacity.disabled};
  }
`;

export const StyledThumb = styled.span`
  position: absolute;
  top: 50%;
  left: ${({ theme }) =>
    `calc((${theme.size.switch.height} - ${theme.size.switch.thumb}) / 2)`};
  width: ${({ theme }) => theme.size.switch.thumb};
  height: ${({ theme }) => theme.size.switch.thumb};
  background-color: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.full};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transform: translateY(-50%);
  transition: transform ${({ theme }) => theme.motion.duration.normal}
    ${({ theme }) => theme.motion.easing.standard};

  [aria-checked='true'] > & {
    transform: ${({ theme }) =>
      `translate(calc(${theme.size.switch.width} - ${theme.size.switch.height}), -50%)`};
  }
`;

export const StyledText = styled.span<{ $hidden: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding-top: ${({ theme }) =>
    `calc((${theme.size.switch.height} - ${theme.font.size.sm} * ${theme.font.lineHeight.snug}) / 2)`};

  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

export const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`;

export const StyledDescription = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.snug};
  color: ${({ theme }) => theme.color.textMuted};
`;
