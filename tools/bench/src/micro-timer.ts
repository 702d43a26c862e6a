/**
 * Timing of in-process operations (the signature micro-benchmarks). Variants are measured in interleaved
 * rounds, A B C A B C ..., and each variant's median round is kept, so a neighbour's burst of CPU on a shared
 * machine hits every variant alike instead of one.
 */

export interface MicroVariant {
  readonly name: string;
  /** One operation; `index` picks the input, so inputs rotate. */
  readonly run: (index: number) => unknown;
}

export interface MicroResult {
  readonly name: string;
  /** Median over rounds, microseconds per operation. */
  readonly microseconds: number;
  readonly opsPerSecond: number;
  readonly operations: number;
}

/**
 * Measures each variant for `rounds` rounds of about `roundMs` each, after a warm-up of each.
 *
 * @example
 * const [bare, ours] = await measureInterleaved([{ name: 'bare', run: () => f() }, { name: 'ours', run: () => g() }]);
 */
export async function measureInterleaved(
  variants: readonly MicroVariant[],
  options: { rounds?: number; roundMs?: number; warmupMs?: number } = {},
): Promise<MicroResult[]> {
  const rounds = options.rounds ?? 7;
  const roundMs = options.roundMs ?? 200;
  for (const variant of variants) await runFor(variant, options.warmupMs ?? 300);
  const samples = variants.map(() => [] as number[]);
  const counts = variants.map(() => 0);
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, variant] of variants.entries()) {
      const { operations, ms } = await runFor(variant, roundMs);
      samples[i]!.push((ms * 1000) / operations);
      counts[i]! += operations;
    }
  }
  return variants.map((variant, i) => {
    const sorted = [...samples[i]!].sort((a, b) => a - b);
    const microseconds = sorted[Math.floor(sorted.length / 2)]!;
    return { name: variant.name, microseconds, opsPerSecond: 1e6 / microseconds, operations: counts[i]! };
  });
}

async function runFor(variant: MicroVariant, ms: number): Promise<{ operations: number; ms: number }> {
  const start = performance.now();
  const end = start + ms;
  let operations = 0;
  let now = start;
  while (now < end) {
    // Batches of 20 keep clock reads out of the figure; awaiting each result counts a promise's cost too.
    for (let i = 0; i < 20; i += 1) {
      const result = variant.run(operations);
      if (result instanceof Promise) await result;
      operations += 1;
    }
    now = performance.now();
  }
  return { operations, ms: now - start };
}
