// What the person typed before leaving for the payment page, so the lobby they come back to
// (…?paid=1&email=…) still has their name. Per tab, like the room pass.
const keyOf = (roomId: string) => `ruume.lobby-name.${roomId}`;

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export const lobbyDraft = {
  saveName(roomId: string, displayName: string): void {
    storage()?.setItem(keyOf(roomId), displayName);
  },
  name(roomId: string): string {
    return storage()?.getItem(keyOf(roomId)) ?? '';
  },
};
