/**
 * A small JSON-Schema-to-fast-check generator for the subset spec/openapi.yaml uses ($ref, allOf, anyOf,
 * oneOf, enum, object, array, string with pattern/format/length, integer, number, boolean), so every request
 * body can be generated from the spec instead of written by hand. `not` is ignored: the generator aims at
 * plausible bodies, the mutations aim at broken ones.
 */
import fc from 'fast-check';
import { SPEC } from './error-contract.js';

type Schema = Record<string, any>;

const today = new Date();
const isoDay = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

function resolve(schema: Schema): Schema {
  let current = schema;
  while (current && typeof current.$ref === 'string') {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce((node: any, key: string) => node?.[key], SPEC);
  }
  return current ?? {};
}

/** An arbitrary of values that mostly follow `schema`; past `depth` 6 it gives up and answers small JSON. */
export function arbitraryFromSchema(input: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!input || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  const schema = resolve(input);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part: Schema) => arbitraryFromSchema(part, depth + 1));
    return fc.tuple(...parts).map((values) =>
      values.every((v) => v && typeof v === 'object' && !Array.isArray(v)) ? Object.assign({}, ...values) : values[0],
    );
  }
  const choices = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(choices)) return fc.oneof(...choices.map((choice: Schema) => arbitraryFromSchema(choice, depth + 1)));
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, depth);
    case 'array':
      return fc.array(arbitraryFromSchema(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.oneof(fc.integer({ min: -100_000, max: 100_000 }), fc.double({ min: -1e6, max: 1e6, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    default:
      return schema.properties ? objectArbitrary(schema, depth) : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const properties: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, child] of Object.entries(schema.properties ?? {})) properties[name] = arbitraryFromSchema(child as Schema, depth + 1);
  const required = (schema.required ?? []).filter((name: string) => name in properties);
  return fc.record(properties, { requiredKeys: required });
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 40, 40);
  const min = Math.min(schema.minLength ?? 0, max);
  if (schema.format === 'date') return fc.integer({ min: -30, max: 400 }).map(isoDay);
  if (schema.format === 'date-time') return fc.integer({ min: -30, max: 400 }).map((d) => `${isoDay(d)}T10:00:00Z`);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern JavaScript cannot read falls through to plain strings.
    }
  }
  return fc.string({ minLength: min, maxLength: max });
}

/** The request body schema of an operation, and its examples (the portal's bodies) when the spec has any. */
export function readRequestBody(operationId: string): { schema: Schema | undefined; examples: unknown[] } {
  for (const methods of Object.values(SPEC.paths as Record<string, Record<string, any>>)) {
    for (const operation of Object.values(methods)) {
      if (operation?.operationId !== operationId) continue;
      const content = operation.requestBody?.content?.['application/json'];
      const examples = [
        ...(content?.example === undefined ? [] : [content.example]),
        ...Object.values(content?.examples ?? {}).map((e: any) => e.value),
      ];
      return { schema: content?.schema, examples };
    }
  }
  return { schema: undefined, examples: [] };
}
