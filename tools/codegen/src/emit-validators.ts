/**
 * Standalone AJV validators, compiled here at generation time so that nothing compiles a schema when the
 * server starts. Two modules: request bodies and responses are validated as sent; path, query and header
 * values arrive as strings and are validated with type coercion (the validated object gets the coerced values).
 */
import ajvModule, { type Options } from 'ajv';
import ajvFormatsModule from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { toJsonSchema } from './json-schema.js';
import type { JsonObject, OperationModel, ParameterModel, SpecModel } from './spec-model.js';

export interface ValidatorModules {
  bodiesJs: string;
  bodiesDts: string;
  paramsJs: string;
  paramsDts: string;
}

type Part = 'path' | 'query' | 'headers';
const PARTS: Part[] = ['path', 'query', 'headers'];

export function emitValidators(spec: SpecModel, header: string): ValidatorModules {
  // Every schema goes into ONE root (`openapi`): AJV caches compiled references per root schema, so separate
  // roots per operation would each get their own copy of every shared component (ErrorResponse 600 times).
  const components = toJsonSchema(((spec.document.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject) as JsonObject;
  const bodyDefinitions: JsonObject = { ...components };
  const paramDefinitions: JsonObject = { ...components };
  const bodyExports: Record<string, string> = {};
  const bodyIndex: string[] = [];
  const paramExports: Record<string, string> = {};
  const paramIndex: string[] = [];
  const hoisted = new Map<string, string>();

  for (const op of spec.operations) {
    const responses: string[] = [];
    if (op.body) {
      const id = `${op.operationId}__request`;
      bodyDefinitions[id] = toJsonSchema(op.body.schema);
      bodyExports[id] = `openapi#/definitions/${id}`;
    }
    for (const [status, schema] of Object.entries(op.responses)) {
      if (!schema) continue;
      // A response that is just a component (ErrorResponse on ~600 responses) shares that component's
      // validator instead of getting a copy of its code.
      const component = componentRef(schema);
      const id = component ? `schema__${component}` : `${op.operationId}__response_${status}`;
      if (!component) bodyDefinitions[id] = toJsonSchema(schema);
      bodyExports[id] = `openapi#/definitions/${component ?? id}`;
      responses.push(`${JSON.stringify(status)}: ${id}`);
    }
    bodyIndex.push(
      `  ${op.operationId}: { request: ${op.body ? `${op.operationId}__request` : 'undefined'}, responses: { ${responses.join(', ')} } },`,
    );
    const parts: string[] = [];
    for (const part of PARTS) {
      const id = `${op.operationId}__${part}`;
      paramDefinitions[id] = hoistProperties(parameterSchema(op, part), paramDefinitions, hoisted);
      paramExports[id] = `openapi#/definitions/${id}`;
      parts.push(`${part}: ${id}`);
    }
    paramIndex.push(`  ${op.operationId}: { ${parts.join(', ')} },`);
  }

  const bodies = createAjv({ coerceTypes: false });
  const params = createAjv({ coerceTypes: true });
  bodies.addSchema({ $id: 'openapi', definitions: bodyDefinitions });
  params.addSchema({ $id: 'openapi', definitions: paramDefinitions });
  const ids = spec.operations.map((op) => op.operationId);
  return {
    bodiesJs: moduleSource(header, standaloneCode(bodies, bodyExports), 'bodyValidators', bodyIndex),
    bodiesDts: declarations(header, 'bodyValidators', ids, '{ readonly request: GeneratedValidator | undefined; readonly responses: Readonly<Record<string, GeneratedValidator>> }'),
    paramsJs: moduleSource(header, standaloneCode(params, paramExports), 'parameterValidators', paramIndex),
    paramsDts: declarations(header, 'parameterValidators', ids, '{ readonly path: GeneratedValidator; readonly query: GeneratedValidator; readonly headers: GeneratedValidator }'),
  };
}

// ajv and ajv-formats are CommonJS; under NodeNext their default export is module.exports.
const Ajv = ajvModule.default;
const addFormats = ajvFormatsModule.default;
const standaloneCode = standaloneModule.default;
type AjvInstance = InstanceType<typeof Ajv>;

function createAjv(extra: Options): AjvInstance {
  const ajv = new Ajv({
    ...extra,
    allErrors: false,
    inlineRefs: false,
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    code: { source: true, esm: true, lines: true },
  });
  addFormats(ajv);
  return ajv;
}

/**
 * The same header (X-Request-ID, PSU-ID, ...) is declared on most operations; give each distinct parameter
 * schema one shared definition so its validator is generated once, not once per operation.
 */
function hoistProperties(schema: JsonObject, definitions: JsonObject, hoisted: Map<string, string>): JsonObject {
  const properties = schema.properties as Record<string, JsonObject>;
  const shared: Record<string, JsonObject> = {};
  for (const [name, property] of Object.entries(properties)) {
    const key = JSON.stringify(property);
    let id = hoisted.get(key);
    if (!id) {
      id = `parameter__${hoisted.size + 1}`;
      hoisted.set(key, id);
      definitions[id] = property;
    }
    shared[name] = { $ref: `openapi#/definitions/${id}` };
  }
  return { ...schema, properties: shared };
}

function componentRef(schema: JsonObject): string | undefined {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || Object.keys(schema).length !== 1) return undefined;
  return /^#\/components\/schemas\/([A-Za-z0-9_.-]+)$/.exec(ref)?.[1];
}

/**
 * AJV coerces any string JavaScript reads as a number (`1e1`, `0x10`, `+1`, ` 1`), which would let such text
 * through as a valid integer parameter. A numeric parameter must first be written as plain decimal digits; the
 * original schema then coerces and checks it.
 */
function canonicalNumbers(schema: JsonObject): JsonObject {
  if (schema.type === 'integer') return { allOf: [{ type: 'string', pattern: '^-?(0|[1-9][0-9]*)$' }, schema] };
  if (schema.type === 'number') return { allOf: [{ type: 'string', pattern: '^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$' }, schema] };
  return schema;
}

function parameterSchema(op: OperationModel, part: Part): JsonObject {
  const location = part === 'headers' ? 'header' : part;
  const list = op.parameters.filter((p) => p.in === location);
  const key = (p: ParameterModel) => (location === 'header' ? p.name.toLowerCase() : p.name);
  const properties = Object.fromEntries(list.map((p) => [key(p), canonicalNumbers(toJsonSchema(p.schema) as JsonObject)]));
  const required = list.filter((p) => p.required && !p.alternative).map(key);
  const schema: JsonObject = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  const alternatives = list.filter((p) => p.required && p.alternative);
  if (alternatives.length > 0) {
    // "PSU-ID, or X-PSU-IDENTITY instead": either header satisfies the requirement.
    schema.allOf = alternatives.map((p) => ({
      anyOf: [{ required: [key(p)] }, { required: [String(p.alternative).toLowerCase()] }],
    }));
  }
  return schema;
}

function moduleSource(header: string, code: string, indexName: string, index: string[]): string {
  // AJV's ESM output still calls require() for its runtime helpers and ajv-formats. Turn each into a static
  // import of the CommonJS module, so the module is plain ESM that bundlers and browsers can load, with no
  // node:module.
  const specifiers = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1] as string))].sort();
  let body = code.replace(/^"use strict";/, '');
  const imports = specifiers.map((specifier, i) => {
    body = body.split(`require("${specifier}")`).join(`runtime${i}`);
    // Node hands a CommonJS module's exports over as the default import, bundlers as named exports; take
    // whichever holds the module (it carries __esModule), so both see the same object.
    return `import * as runtimeModule${i} from "${specifier}.js";\nconst runtime${i} = runtimeModule${i}.default?.__esModule ? runtimeModule${i}.default : runtimeModule${i};`;
  });
  return [header, '/* eslint-disable */', ...imports, body, '', `export const ${indexName} = Object.freeze({`, ...index, '});', ''].join('\n');
}

function declarations(header: string, indexName: string, ids: string[], shape: string): string {
  return [
    header,
    "import type { GeneratedValidator } from '../generated-validator.js';",
    '',
    `export declare const ${indexName}: {`,
    ...ids.map((id) => `  readonly ${id}: ${shape};`),
    '};',
    '',
  ].join('\n');
}
