/**
 * A child process for the two-process batch test: opens the store on the PostgreSQL schema given in argv, says
 * `ready` on stdout, waits for `go` on stdin (the test releases both processes together once both are ready, so a
 * slow start of one cannot let the other do the whole run alone), runs the domain's batch once and prints its
 * report as JSON on the next line.
 */
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { runBatch } from '@xs2a-kit/domain';
import { createStore } from '../create-store.js';

const [url, schema] = process.argv.slice(2);
if (url === undefined || schema === undefined) throw new Error('usage: batch-worker <url> <schema>');
const store = await createStore({ url, schema, poolSize: 4, migrate: false });
await store.ping();
const lines = createInterface({ input: process.stdin });
process.stdout.write('ready\n');
await once(lines, 'line');
lines.close();
const report = await runBatch({ uow: store, clock: { now: () => new Date('2026-03-02T09:00:00Z') } });
await store.close();
process.stdout.write(`${JSON.stringify(report)}\n`);
