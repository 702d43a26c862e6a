import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { describeMemberTree, listMembers, loadSpec, readRequiredResponseHeaders } from './spec-model.js';

/**
 * `codegen:check` is what makes CI fail when someone edits spec/openapi.yaml and forgets `pnpm run codegen`.
 * These tests run the real command as a child process against the checked-in spec and against edited copies
 * of it (the generated files are never touched: --check only reads them).
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const specFile = join(root, 'spec/openapi.yaml');
const workDir = mkdtempSync(join(tmpdir(), 'xs2a-codegen-'));
const CHILD_TIMEOUT = 120_000;

interface CheckResult {
  exitCode: number;
  output: string;
}

type Spec = {
  components: { schemas: Record<string, Record<string, unknown>>; parameters: Record<string, Record<string, unknown>>; headers: Record<string, Record<string, unknown>> };
};

function runCheck(spec?: string): Promise<CheckResult> {
  const args = ['tsx', 'tools/codegen/src/main.ts', '--check', ...(spec ? ['--spec', spec] : [])];
  return new Promise((resolve) => {
    execFile('npx', args, { cwd: root, env: { ...process.env, CI: 'true' }, timeout: CHILD_TIMEOUT }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ exitCode: code, output: `${stdout}${stderr}` });
    });
  });
}

/** Writes a copy of the spec with one rule changed; JSON is valid YAML, so the generator reads it as is. */
function writeEditedSpec(name: string, change: (spec: Spec) => void): string {
  const spec = parse(readFileSync(specFile, 'utf8')) as Spec;
  change(spec);
  const file = join(workDir, `${name}.yaml`);
  writeFileSync(file, JSON.stringify(spec, null, 2));
  return file;
}

afterAll(() => {
  rmSync(workDir, { recursive: true, force: true });
});

describe.concurrent('codegen --check', () => {
  it('passes on the checked-in spec', async () => {
    const result = await runCheck();
    expect(result.output).toContain('generated files match spec/openapi.yaml');
    expect(result.exitCode).toBe(0);
  }, CHILD_TIMEOUT);

  it.each([
    [
      'creditorName maxLength 70 -> 71',
      {
        given: (spec: Spec) => {
          const creditorName = spec.components.schemas.CreditorName as { maxLength: number };
          expect(creditorName.maxLength).toBe(70);
          creditorName.maxLength = 71;
        },
        want: ['body-validators.js'],
      },
    ],
    [
      'Digest no longer required',
      {
        given: (spec: Spec) => {
          const digest = spec.components.parameters.Digest as { required: boolean };
          expect(digest.required).toBe(true);
          digest.required = false;
        },
        want: ['parameter-validators.js', 'openapi-types.ts'],
      },
    ],
    [
      'Location of a new authorisation no longer required',
      {
        given: (spec: Spec) => {
          const location = spec.components.headers.LocationRequired as { required: boolean };
          expect(location.required).toBe(true);
          location.required = false;
        },
        want: ['operations.ts'],
      },
    ],
  ] as const)('fails when the spec changed without regenerating: %s', async (name, { given, want }) => {
    const result = await runCheck(writeEditedSpec(name.replace(/\W+/g, '-'), given));
    expect(result.exitCode).not.toBe(0);
    expect(result.output).toContain('Generated code is out of date with spec/openapi.yaml');
    for (const file of want) expect(result.output).toContain(file);
    expect(result.output).toContain('pnpm run codegen');
  }, CHILD_TIMEOUT);
});

describe('describeMemberTree (the operation table\'s bodyMemberTree)', () => {
  const doc = {
    components: {
      schemas: {
        Amount: { type: 'object', properties: { amount: { type: 'string' }, currency: { type: 'string' } } },
        Account: { allOf: [{ properties: { currency: { type: 'string' } } }, { anyOf: [{ properties: { bban: { type: 'string' } } }, { properties: { iban: { type: 'string' } } }] }] },
        Body: {
          type: 'object',
          properties: {
            amount: { $ref: '#/components/schemas/Amount' },
            account: { $ref: '#/components/schemas/Account' },
            entries: { type: 'array', items: { $ref: '#/components/schemas/Amount' } },
            tags: { type: 'array', items: { type: 'string' } },
            extra: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
  };
  it('descends into objects, the branches of a choice, and arrays of objects; leaves maps and scalars open', () => {
    expect(describeMemberTree(doc, { $ref: '#/components/schemas/Body' })).toEqual({
      members: {
        amount: { members: { amount: {}, currency: {} } },
        account: { members: { currency: {}, bban: {}, iban: {} } },
        entries: { items: { members: { amount: {}, currency: {} } } },
        tags: {},
        extra: {},
      },
    });
  });

  it('gives the periodic payment its accounts\' members, so a member sent inside one can be named', () => {
    const spec = loadSpec(specFile);
    const tree = spec.operations.find((op) => op.operationId === 'initiatePeriodicNorwegianDomesticCreditTransfer')?.body?.memberTree;
    expect(tree?.members?.creditorAccount).toEqual({ members: { bban: {}, iban: {}, currency: {} } });
    expect(tree?.members?.instructedAmount).toEqual({ members: { currency: {}, amount: {} } });
  });
});

describe('listMembers (the operation table\'s bodyMembers)', () => {
  const doc = {
    components: {
      schemas: {
        Base: { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' } } },
        Extended: { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', properties: { c: { type: 'string' } } }] },
        Choice: { oneOf: [{ $ref: '#/components/schemas/Base' }] },
        Map: { type: 'object', additionalProperties: { type: 'string' } },
        Closed: { type: 'object', additionalProperties: false, properties: { d: { type: 'string' } } },
        List: { type: 'array', items: { $ref: '#/components/schemas/Base' } },
      },
    },
  };
  it.each([
    ['Base', ['a', 'b']],
    ['Extended', ['a', 'b', 'c']],
    ['Closed', ['d']],
    ['Choice', undefined],
    ['Map', undefined],
    ['List', undefined],
  ] as const)('%s declares %j', (name, want) => {
    expect(listMembers(doc, { $ref: `#/components/schemas/${name}` })).toEqual(want);
  });

  it('gives the payment initiations of the checked-in spec their members, and none to array bodies', () => {
    const spec = loadSpec(specFile);
    const members = (id: string) => spec.operations.find((op) => op.operationId === id)?.body?.members;
    expect(members('initiatePeriodicNorwegianDomesticCreditTransfer')).toEqual(expect.arrayContaining(['instructedAmount', 'startDate', 'frequency', 'dayOfExecution']));
    expect(members('initiatePeriodicNorwegianDomesticCreditTransfer')).not.toContain('remittanceInformationStructured');
    expect(members('initiateNorwegianDomesticCreditTransfer')).not.toContain('frequency');
    expect(members('createSigningBasket')).toEqual(['paymentIds']);
    expect(members('createSandboxCardAccountTransactions')).toBeUndefined();
  });
});

describe('readRequiredResponseHeaders (the operation table\'s requiredResponseHeaders)', () => {
  const doc = {
    components: {
      headers: {
        Id: { required: true, schema: { type: 'string' } },
        Hint: { required: false, schema: { type: 'string' } },
      },
      responses: {
        Gone: { description: 'gone', headers: { 'X-Id': { $ref: '#/components/headers/Id' }, Hint: { $ref: '#/components/headers/Hint' } } },
        Alias: { $ref: '#/components/responses/Gone' },
      },
    },
  };

  it('resolves responses and headers by $ref and keeps only the required ones, per status', () => {
    const responses = {
      '201': { description: 'made', headers: { 'X-Id': { $ref: '#/components/headers/Id' }, Where: { required: true, schema: { type: 'string' } }, Hint: { $ref: '#/components/headers/Hint' } } },
      '204': { description: 'nothing declared' },
      '410': { $ref: '#/components/responses/Alias' },
    };
    expect(readRequiredResponseHeaders(doc, responses)).toEqual({ '201': ['X-Id', 'Where'], '204': [], '410': ['X-Id'] });
  });

  it('gives every status of every operation of the checked-in spec X-Request-ID, and Location and Allow where always sent', () => {
    const spec = loadSpec(specFile);
    for (const op of spec.operations) {
      expect(Object.keys(op.requiredResponseHeaders).sort(), op.operationId).toEqual(Object.keys(op.responses).sort());
      for (const [status, names] of Object.entries(op.requiredResponseHeaders)) expect(names, `${op.operationId} ${status}`).toContain('X-Request-ID');
    }
    const required = (id: string) => spec.operations.find((op) => op.operationId === id)?.requiredResponseHeaders;
    expect(required('startPaymentAuthorisation')?.['201']).toEqual(['X-Request-ID', 'Location', 'ASPSP-SCA-Approach']);
    expect(required('initiateNorwegianDomesticCreditTransfer')?.['201']).toEqual(['X-Request-ID']);
    expect(required('createConsent')?.['201']).toEqual(['X-Request-ID', 'ASPSP-SCA-Approach']);
    expect(required('listAccounts')?.['401']).toEqual(['X-Request-ID']);
    expect(required('listAccounts')?.['405']).toEqual(['X-Request-ID', 'Allow']);
  });
});
