// Keyboard shortcuts of the room, as Meet has them: ctrl+d (⌘D on a Mac) for the microphone,
// ctrl+e (⌘E) for the camera.
export type ShortcutAction = 'toggle-mic' | 'toggle-camera';

export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

const KEYS: Record<string, ShortcutAction> = {
  d: 'toggle-mic',
  e: 'toggle-camera',
};

export function shortcutOf(event: ShortcutKeyEvent): ShortcutAction | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
    return null;
  return KEYS[event.key.toLowerCase()] ?? null;
}

export const isMacPlatform = (): boolean =>
  typeof navigator !== 'undefined' &&
  /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/** How the keys read on this machine: '⌘D' on a Mac, 'ctrl+d' elsewhere. */
export function shortcutKeys(
  action: ShortcutAction,
  mac: boolean = isMacPlatform(),
): string {
  const key = action === 'toggle-mic' ? 'd' : 'e';
  return mac ? `⌘${key.toUpperCase()}` : `ctrl+${key}`;
}
