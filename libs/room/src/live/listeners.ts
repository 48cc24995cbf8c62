/** The listeners of one event: add one (and get back its removal), tell them all, forget them. */
export class Listeners<Args extends unknown[] = []> {
  private readonly all = new Set<(...args: Args) => void>();

  add(listener: (...args: Args) => void): () => void {
    this.all.add(listener);
    return () => void this.all.delete(listener);
  }

  emit(...args: Args): void {
    this.all.forEach((listener) => listener(...args));
  }

  clear(): void {
    this.all.clear();
  }
}
