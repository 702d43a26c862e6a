/**
 * The X-Request-IDs a process has accepted lately, for refusing a replayed signed request without asking the
 * database. Ids are kept in generations of `windowMs / 2`: the current one and the two before it, so an id is
 * remembered for at least `windowMs` (and at most 1.5 times that). Nothing is evicted early: a generation that
 * fills up (`maxPerGeneration`) stops taking ids, and {@link RecentRequestIds.full} then tells the caller to
 * record ids elsewhere (the database) until that generation has aged out. Memory stays bounded at three full
 * generations, and the guarantee holds at any request rate.
 *
 * @example
 * const recent = new RecentRequestIds({ windowMs: 130_000, maxPerGeneration: 60_000, now: Date.now });
 * if (recent.has(key)) refuse();
 * if (recent.full() || !recent.add(key)) await recordInDatabase(key);
 */
export class RecentRequestIds {
  private readonly generationMs: number;
  private readonly maxPerGeneration: number;
  private readonly now: () => number;
  /** Newest first: the current generation, then the two before it. */
  private readonly generations = [newGeneration(), newGeneration(), newGeneration()];
  private currentStart: number;

  constructor(options: { readonly windowMs: number; readonly maxPerGeneration: number; readonly now: () => number }) {
    if (!(options.windowMs > 0) || !(options.maxPerGeneration > 0)) throw new RangeError('windowMs and maxPerGeneration must be positive');
    this.generationMs = options.windowMs / 2;
    this.maxPerGeneration = options.maxPerGeneration;
    this.now = options.now;
    this.currentStart = this.now();
  }

  /** Whether the key was added within the retained generations. */
  has(key: string): boolean {
    this.rotate();
    return this.generations.some((g) => g.ids.has(key));
  }

  /**
   * Adds the key to the current generation; false when that generation is full (the key is then not kept here,
   * and the generation counts as overflowed).
   */
  add(key: string): boolean {
    this.rotate();
    const current = this.generations[0]!;
    if (current.ids.size >= this.maxPerGeneration) {
      current.overflowed = true;
      return false;
    }
    current.ids.add(key);
    return true;
  }

  /**
   * True while a retained generation has refused an id: some ids of the window were then recorded elsewhere, so
   * a key missing here proves nothing and must be checked there.
   */
  full(): boolean {
    this.rotate();
    return this.generations.some((g) => g.overflowed);
  }

  /** Forgets a key (a request the bank failed to answer, so that its retry is not refused). */
  delete(key: string): void {
    for (const g of this.generations) g.ids.delete(key);
  }

  /** How many ids are held now, over every retained generation. */
  get size(): number {
    this.rotate();
    return this.generations.reduce((n, g) => n + g.ids.size, 0);
  }

  private rotate(): void {
    const elapsed = this.now() - this.currentStart;
    if (elapsed < this.generationMs) return;
    const steps = Math.floor(elapsed / this.generationMs);
    // A clock that went backwards never rotates (elapsed < 0 above); a long pause drops every generation.
    for (let i = 0; i < Math.min(steps, this.generations.length); i += 1) {
      this.generations.pop();
      this.generations.unshift(newGeneration());
    }
    this.currentStart += steps * this.generationMs;
  }
}

function newGeneration(): { ids: Set<string>; overflowed: boolean } {
  return { ids: new Set(), overflowed: false };
}
