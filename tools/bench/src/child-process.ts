/**
 * A server under test in its own process: started with a clean environment, timed from spawn until its
 * readiness URL answers, and watched for memory (Linux /proc: VmRSS now, VmHWM the peak resident set) and for
 * the CPU time it has used (/proc/<pid>/stat, every thread: the main one, V8's GC helpers and libuv's pool).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ChildServer {
  readonly pid: number;
  readonly url: string;
  /** Milliseconds from spawn until the readiness URL first answered. */
  readonly readyMs: number;
  /** Resident set now and its peak so far, in MiB (undefined off Linux). */
  readMemory(): { rssMb: number; peakRssMb: number } | undefined;
  /** CPU seconds used so far, user and system, every thread (undefined off Linux). */
  readCpuSeconds(): number | undefined;
  /** Recent output, for error messages. */
  readonly output: () => string;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  readonly name: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly port: number;
  /** Path polled until it answers; `accept` decides which status counts as ready (default: 200). */
  readonly readyPath: string;
  readonly accept?: (status: number) => boolean;
  readonly timeoutMs?: number;
  readonly cwd?: string;
}

/** Asks the kernel for a free port on 127.0.0.1. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Spawns `node <args>` and resolves once `http://127.0.0.1:<port><readyPath>` answers.
 *
 * @example
 * const server = await startChildServer({ name: 'koa', args: ['hello.js'], port, readyPath: '/' });
 */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [...options.args], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${options.port}`;
  const accept = options.accept ?? ((status: number) => status === 200);
  const deadline = started + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with ${child.exitCode} before it was ready:\n${output}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} was not ready within ${options.timeoutMs ?? 30_000} ms:\n${output}`);
    }
    try {
      const response = await fetch(`${url}${options.readyPath}`, { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (accept(response.status)) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const readyMs = performance.now() - started;
  return {
    pid: child.pid ?? 0,
    url,
    readyMs,
    readMemory: () => readMemory(child),
    readCpuSeconds: () => readCpuSeconds(child.pid),
    output: () => output,
    stop: () => stopChild(child),
  };
}

function readMemory(child: ChildProcess): { rssMb: number; peakRssMb: number } | undefined {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
    return { rssMb: field('VmRSS'), peakRssMb: field('VmHWM') };
  } catch {
    return undefined;
  }
}

/** Kernel clock ticks per second in /proc/<pid>/stat (USER_HZ: 100 on every Linux ABI Node runs on). */
const CLOCK_TICKS = 100;

/**
 * utime + stime of a process from /proc/<pid>/stat, in seconds (undefined off Linux or once it has exited).
 *
 * @example
 * const before = readCpuSeconds(server.pid);
 */
export function readCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    return parseCpuSeconds(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The CPU seconds in the text of a /proc/<pid>/stat. The second field, the command name in parentheses, may
 * itself hold spaces and parentheses (a process can name itself anything): the fields are counted from the last
 * ')'. utime and stime are the 14th and 15th fields, in clock ticks.
 */
export function parseCpuSeconds(stat: string): number | undefined {
  const close = stat.lastIndexOf(')');
  if (close < 0) return undefined;
  // The first field after the name is the 3rd (state): utime is 11 further on, stime 12.
  const fields = stat.slice(close + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks / CLOCK_TICKS : undefined;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
