import { describe, expect, it } from 'vitest';
import { listOperations } from '@xs2a-kit/schema';
import type { HandlerDeps } from '../src/handlers/handler-deps.js';
import { createHandlerTable } from '../src/handlers/handler-table.js';

describe('handler table', () => {
  it('has a handler for every operation of the spec, and none for an operation the spec lacks', () => {
    // Building the table only creates closures; no dependency is touched until a request arrives.
    const table = createHandlerTable({ publicUrl: 'http://bank.example', linkBase: '' } as unknown as HandlerDeps);
    const specified = listOperations().map((op) => op.operationId).sort();
    expect(Object.keys(table).sort()).toEqual(specified);
  });
});
