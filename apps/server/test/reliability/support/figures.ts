/**
 * Counts a test file collects while it runs (requests fuzzed, attacks tried, faults injected, writes lost,
 * cross-TPP reads), written as one JSON file per test file so the README figures come from a real run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIGURES_DIR } from './settings.js';

export type Figures = Record<string, number | string>;

/** Keeps the figures of one test file and writes them when asked (in afterAll). */
export function createFigures(file: string): { add(name: string, by?: number): void; set(name: string, value: number | string): void; write(): Figures } {
  const figures: Figures = {};
  return {
    add(name, by = 1) {
      figures[name] = Number(figures[name] ?? 0) + by;
    },
    set(name, value) {
      figures[name] = value;
    },
    write() {
      mkdirSync(FIGURES_DIR, { recursive: true });
      writeFileSync(join(FIGURES_DIR, `${file}.json`), `${JSON.stringify({ ...figures, at: new Date().toISOString() }, null, 2)}\n`);
      return figures;
    },
  };
}
