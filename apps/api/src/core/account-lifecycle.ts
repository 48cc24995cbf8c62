/** Work a domain must do before an account is deleted (e.g. stop its paid plan at the provider). */
export type AccountDeletionStep = (userId: string) => Promise<void>;

export interface AccountLifecycle {
  /** Registers a step; steps run in registration order. */
  onDelete(step: AccountDeletionStep): void;
  /** Runs every step; a step that fails stops the deletion (nothing is deleted). */
  beforeDelete(userId: string): Promise<void>;
}

export function createAccountLifecycle(): AccountLifecycle {
  const steps: AccountDeletionStep[] = [];
  return {
    onDelete: (step) => void steps.push(step),
    async beforeDelete(userId) {
      for (const step of steps) await step(userId);
    },
  };
}
