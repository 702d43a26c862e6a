import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { validateRequestPart, validateResponseBody, type OperationId } from './index.js';

/**
 * The samples spec/openapi.yaml shows for the four detailed operations (the portal's sample bodies among
 * them) must pass the validators generated from the same file, so the documentation never shows a request
 * the server would reject.
 */
const DETAILED: readonly OperationId[] = [
  'createSigningBasket',
  'initiatePeriodicNorwegianDomesticCreditTransfer',
  'listSandboxCustomers',
  'listSandboxCardAccountTransactions',
];

interface MediaType {
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

const spec = parse(readFileSync(new URL('../../../spec/openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.values(spec.paths).flatMap((item) => Object.values(item));

function samplesOf(media: MediaType | undefined): [string, unknown][] {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).map(([name, example]): [string, unknown] => [name, example.value]);
  return media.example === undefined ? named : [...named, ['example', media.example]];
}

const requestSamples = DETAILED.flatMap((operationId) => {
  const op = operations.find((candidate) => candidate.operationId === operationId);
  return samplesOf(op?.requestBody?.content['application/json']).map(([name, value]) => [`${operationId} ${name}`, { given: [operationId, value] }] as const);
});

const responseSamples = DETAILED.flatMap((operationId) => {
  const op = operations.find((candidate) => candidate.operationId === operationId);
  return Object.entries(op?.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([status, response]) =>
      samplesOf(response.content?.['application/json']).map(([name, value]) => [`${operationId} ${status} ${name}`, { given: [operationId, Number(status), value] }] as const),
    );
});

describe('samples of spec/openapi.yaml', () => {
  it('shows the portal samples of both detailed request bodies', () => {
    expect(requestSamples.map(([name]) => name)).toEqual(
      expect.arrayContaining(['createSigningBasket twoPayments', 'initiatePeriodicNorwegianDomesticCreditTransfer monthly', 'initiatePeriodicNorwegianDomesticCreditTransfer monthlyVariable']),
    );
    expect(responseSamples).toHaveLength(4);
  });

  it.each(requestSamples)('request %s validates', (_name, { given: [operationId, value] }) => {
    expect(validateRequestPart(operationId, 'body', structuredClone(value))).toBeUndefined();
  });

  it.each(responseSamples)('response %s validates', (_name, { given: [operationId, status, value] }) => {
    expect(validateResponseBody(operationId, status, value)).toBeUndefined();
  });
});
