/**
 * Knobs shared by the reliability suite. CI runs scale 1 (a few minutes on two cores); a longer soak sets
 * XS2A_RELIABILITY_SCALE (for example 10) and every request count grows with it.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCALE = Math.max(1, Number(process.env.XS2A_RELIABILITY_SCALE ?? '1') || 1);

/** The PostgreSQL the durability and concurrency tests create their own databases on. */
export const PG_URL = process.env.XS2A_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Repository root (for child processes). */
export const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** Where each test file leaves its figures; `render-figures.ts` turns them into the README section. */
export const FIGURES_DIR = process.env.XS2A_RELIABILITY_FIGURES ?? join(tmpdir(), 'xs2a-reliability-figures');
