import type { KeyboardEvent } from 'react';

/**
 * Arrow-key movement for composite widgets (tabs, radio groups): moves focus among the
 * enabled `selector` items of the event's current target, wrapping at both ends, with
 * Home/End. Returns the newly focused item, or null when the key is not a movement key.
 */
export function moveRovingFocus(
  event: KeyboardEvent<HTMLElement>,
  selector: string,
  orientation: 'horizontal' | 'vertical' | 'both' = 'horizontal',
): HTMLElement | null {
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>(selector),
  ).filter(
    (item) =>
      !item.hasAttribute('disabled') &&
      item.getAttribute('aria-disabled') !== 'true',
  );
  const index = items.indexOf(event.target as HTMLElement);
  if (index === -1) return null;

  const nextKeys =
    orientation === 'horizontal'
      ? ['ArrowRight']
      : orientation === 'vertical'
        ? ['ArrowDown']
        : ['ArrowRight', 'ArrowDown'];
  const prevKeys =
    orientation === 'horizontal'
      ? ['ArrowLeft']
      : orientation === 'vertical'
        ? ['ArrowUp']
        : ['ArrowLeft', 'ArrowUp'];

  let target: HTMLElement | undefined;
  if (nextKeys.includes(event.key)) target = items[(index + 1) % items.length];
  else if (prevKeys.includes(event.key))
    target = items[(index - 1 + items.length) % items.length];
  else if (event.key === 'Home') target = items[0];
  else if (event.key === 'End') target = items[items.length - 1];
  if (!target) return null;

  event.preventDefault();
  target.focus();
  return target;
}
