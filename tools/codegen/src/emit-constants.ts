/** Code lists, enums, the x-accept-fix catalogue and the operation table as typed constants. */
import type { JsonObject, OperationModel, SpecModel } from './spec-model.js';

interface AcceptFix {
  value: string;
  effect: string;
  introduced: string;
  madeDefault: string;
}

const SPECIAL_NAMES: Record<string, string> = {
  ISOCurrencyCode: 'CURRENCY_CODES',
  ISOCountryCode: 'COUNTRY_CODES',
};

export function emitConstants(spec: SpecModel): string {
  const schemas = ((spec.document.components as JsonObject | undefined)?.schemas ?? {}) as Record<string, JsonObject>;
  const lines: string[] = [];
  lines.push(`/** info.version of spec/openapi.yaml: the interface version of this release. */`);
  lines.push(`export const SPEC_VERSION = ${JSON.stringify(spec.version)};`, '');
  for (const [name, schema] of Object.entries(schemas)) {
    const values = schema.enum;
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) continue;
    const constName = SPECIAL_NAMES[name] ?? `${toScreamingSnake(name)}_VALUES`;
    lines.push(`/** Allowed values of the ${name} schema. */`);
    lines.push(`export const ${constName} = ${JSON.stringify(values)} as const;`);
    lines.push(`export type ${typeName(name)} = (typeof ${constName})[number];`, '');
  }
  lines.push(...emitAcceptFixes(spec));
  return lines.join('\n');
}

function emitAcceptFixes(spec: SpecModel): string[] {
  const raw = spec.document['x-accept-fix-catalogue'];
  if (!Array.isArray(raw)) throw new Error('x-accept-fix-catalogue is missing at the root of the spec');
  const fixes = raw.map((entry: AcceptFix) => {
    for (const key of ['value', 'effect', 'introduced', 'madeDefault'] as const) {
      if (typeof entry[key] !== 'string') throw new Error(`x-accept-fix-catalogue entry lacks ${key}`);
    }
    for (const key of ['introduced', 'madeDefault'] as const) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(entry[key])) throw new Error(`${entry.value}.${key} must be YYYY-MM-DD`);
    }
    return { value: entry.value, effect: entry.effect, introduced: entry.introduced, madeDefault: entry.madeDefault };
  });
  return [
    '/** One published breaking change a TPP may opt into with x-accept-fix before it becomes default. */',
    'export interface AcceptFixEntry {',
    '  readonly value: string;',
    '  readonly effect: string;',
    '  /** First day the value is accepted (YYYY-MM-DD). */',
    '  readonly introduced: string;',
    '  /** First day the behaviour applies to every request (YYYY-MM-DD). */',
    '  readonly madeDefault: string;',
    '}',
    '',
    '/** The x-accept-fix catalogue of the spec (root `x-accept-fix-catalogue`). */',
    `export const ACCEPT_FIX_CATALOGUE = ${JSON.stringify(fixes, null, 2)} as const satisfies readonly AcceptFixEntry[];`,
    'export type AcceptFixValue = (typeof ACCEPT_FIX_CATALOGUE)[number][\'value\'];',
    '',
  ];
}

export function emitOperations(spec: SpecModel): string {
  const rows = spec.operations.map((op) => operationRow(op));
  return [
    `import type { OperationDescriptor } from '../operation-descriptor.js';`,
    '',
    '/** Every operation of spec/openapi.yaml, in spec order. */',
    `export const OPERATIONS = ${JSON.stringify(rows, null, 2)} as const satisfies readonly OperationDescriptor[];`,
    '',
    'export type OperationId = (typeof OPERATIONS)[number][\'operationId\'];',
    '',
  ].join('\n');
}

function operationRow(op: OperationModel) {
  const successStatuses = Object.keys(op.responses)
    .filter((s) => /^2\d\d$/.test(s))
    .map(Number)
    .sort((a, b) => a - b);
  if (successStatuses.length === 0) throw new Error(`${op.operationId}: no 2xx response`);
  const pathParams = op.parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, key: routerKey(p.name) }));
  return {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    routerPath: op.path.replace(/\{([^}]+)\}/g, (_, name: string) => `:${routerKey(name)}`),
    role: op.role,
    sandboxOnly: op.sandboxOnly,
    sca: op.sca,
    deprecated: op.deprecated,
    signedHeaders: op.signedHeaders,
    successStatus: successStatuses[0],
    successStatuses,
    hasBody: op.body !== undefined,
    bodyRequired: op.body?.required ?? false,
    ...(op.body?.members ? { bodyMembers: op.body.members } : {}),
    ...(op.body?.memberTree ? { bodyMemberTree: op.body.memberTree } : {}),
    pathParams,
    queryParams: op.parameters.filter((p) => p.in === 'query').map((p) => p.name),
    headerParams: op.parameters.filter((p) => p.in === 'header').map((p) => p.name),
    requiredHeaderParams: op.parameters.filter((p) => p.in === 'header' && p.required).map((p) => p.name),
    requiredResponseHeaders: op.requiredResponseHeaders,
  };
}

/** Router parameter names must be identifiers; `payment-product` becomes `payment_product`. */
function routerKey(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '_');
}

function toScreamingSnake(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

function typeName(name: string): string {
  const special: Record<string, string> = { ISOCurrencyCode: 'IsoCurrencyCode', ISOCountryCode: 'IsoCountryCode' };
  return special[name] ?? `${name.charAt(0).toUpperCase()}${name.slice(1)}Value`;
}
