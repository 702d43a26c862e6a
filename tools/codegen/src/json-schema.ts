/**
 * Turns OpenAPI 3.0 schema objects into JSON Schema (draft-07) that AJV compiles in strict mode.
 * Component references become references into one shared schema with the id `openapi`.
 */
import type { JsonObject } from './spec-model.js';

/** Keywords OpenAPI allows that carry no validation meaning for AJV. */
const ANNOTATIONS = new Set(['example', 'examples', 'deprecated', 'discriminator', 'xml', 'externalDocs', 'readOnly', 'writeOnly']);
const INT32 = { minimum: -2147483648, maximum: 2147483647 };

/** Converts one schema (recursively). `nullable` becomes a type union; int32 becomes explicit bounds. */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const input = node as JsonObject;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(input)) {
    if (ANNOTATIONS.has(key) || key.startsWith('x-') || key === 'nullable') continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace(/^#\/components\/schemas\//, 'openapi#/definitions/');
      continue;
    }
    if (key === 'properties' || key === 'patternProperties') {
      out[key] = Object.fromEntries(Object.entries(value as JsonObject).map(([k, v]) => [k, toJsonSchema(v)]));
      continue;
    }
    if (key === 'format') {
      if (value === 'int32') Object.assign(out, { ...INT32, ...pick(input, ['minimum', 'maximum']) });
      // int64, byte, binary, password and the like are documentation only.
      if (['date', 'date-time', 'uuid', 'email', 'uri', 'ipv4', 'ipv6'].includes(String(value))) out.format = value;
      continue;
    }
    out[key] = typeof value === 'object' ? toJsonSchema(value) : value;
  }
  if (input.nullable === true && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

function pick(source: JsonObject, keys: string[]): JsonObject {
  return Object.fromEntries(keys.filter((k) => k in source).map((k) => [k, source[k]]));
}
