/**
 * Reads spec/openapi.yaml into the small model the emitters share: one entry per operation with its
 * parameters, request body, responses and our `x-*` extensions resolved.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type JsonObject = Record<string, unknown>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type Role = 'AISP' | 'PISP' | 'ANY';

export interface ParameterModel {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonObject;
  /** Another header that satisfies this required header (the spec's PSU-ID / X-PSU-IDENTITY rule). */
  alternative?: string;
}

export interface OperationModel {
  operationId: string;
  method: HttpMethod;
  path: string;
  role: Role;
  sandboxOnly: boolean;
  sca: boolean;
  deprecated: boolean;
  signedHeaders: string[];
  parameters: ParameterModel[];
  body?: { required: boolean; schema: JsonObject; members?: string[]; memberTree?: MemberTree };
  responses: Record<string, JsonObject | undefined>;
  /** Per declared status, the response headers the spec marks required (`$ref`s to components resolved). */
  requiredResponseHeaders: Record<string, string[]>;
}

export interface SpecModel {
  document: JsonObject;
  version: string;
  operations: OperationModel[];
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const ROLES = new Set<Role>(['AISP', 'PISP', 'ANY']);

/** Loads and checks the spec; every error names the operation so a spec author can fix it at once. */
export function loadSpec(file: string): SpecModel {
  const document = parse(readFileSync(file, 'utf8')) as JsonObject;
  const info = document.info as JsonObject;
  const operations: OperationModel[] = [];
  const seen = new Set<string>();
  for (const [path, rawItem] of Object.entries((document.paths ?? {}) as Record<string, JsonObject>)) {
    const item = resolve(document, rawItem);
    const shared = (item.parameters as JsonObject[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as JsonObject | undefined;
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const operationId = op.operationId;
      if (typeof operationId !== 'string') throw new Error(`${where}: operationId is missing`);
      if (seen.has(operationId)) throw new Error(`${where}: operationId ${operationId} is used twice`);
      seen.add(operationId);
      const role = op['x-role'];
      if (!ROLES.has(role as Role)) throw new Error(`${where}: x-role must be AISP, PISP or ANY`);
      const signed = op['x-signed-headers'];
      if (!Array.isArray(signed) || signed.some((h) => typeof h !== 'string' || h !== h.toLowerCase())) {
        throw new Error(`${where}: x-signed-headers must list lower-case header names`);
      }
      operations.push({
        operationId,
        method: method.toUpperCase() as HttpMethod,
        path,
        role: role as Role,
        sandboxOnly: op['x-sandbox-only'] === true,
        sca: op['x-sca'] === true,
        deprecated: op.deprecated === true,
        signedHeaders: signed as string[],
        parameters: mergeParameters(document, shared, (op.parameters as JsonObject[] | undefined) ?? []),
        body: readBody(document, op.requestBody as JsonObject | undefined),
        responses: readResponses(document, (op.responses ?? {}) as Record<string, JsonObject>),
        requiredResponseHeaders: readRequiredResponseHeaders(document, (op.responses ?? {}) as Record<string, JsonObject>),
      });
    }
  }
  return { document, version: String(info.version), operations };
}

/** Follows a local `$ref` (components only); schemas keep their refs, everything else is inlined. */
export function resolve<T extends JsonObject>(document: JsonObject, node: T): T {
  let current: JsonObject = node;
  for (let depth = 0; typeof current.$ref === 'string'; depth++) {
    if (depth > 20) throw new Error(`reference cycle at ${String(current.$ref)}`);
    current = lookupPointer(document, current.$ref as string);
  }
  return current as T;
}

function lookupPointer(document: JsonObject, ref: string): JsonObject {
  if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as JsonObject | undefined)?.[key];
  }
  if (!node || typeof node !== 'object') throw new Error(`unresolved reference ${ref}`);
  return node as JsonObject;
}

function mergeParameters(document: JsonObject, shared: JsonObject[], own: JsonObject[]): ParameterModel[] {
  const byKey = new Map<string, ParameterModel>();
  for (const raw of [...shared, ...own]) {
    const p = resolve(document, raw);
    const location = p.in as ParameterModel['in'] | 'cookie';
    if (location === 'cookie') continue;
    const name = String(p.name);
    const model: ParameterModel = {
      name,
      in: location,
      required: p.required === true || location === 'path',
      schema: (p.schema as JsonObject | undefined) ?? {},
    };
    if (typeof p['x-alternative'] === 'string') model.alternative = p['x-alternative'];
    byKey.set(`${location}:${location === 'header' ? name.toLowerCase() : name}`, model);
  }
  return [...byKey.values()];
}

function readBody(document: JsonObject, raw: JsonObject | undefined): OperationModel['body'] {
  if (!raw) return undefined;
  const body = resolve(document, raw);
  const schema = jsonMediaSchema(body.content as JsonObject | undefined);
  if (!schema) return undefined;
  const members = listMembers(document, schema);
  const memberTree = describeMemberTree(document, schema);
  return { required: body.required === true, schema, ...(members ? { members } : {}), ...(memberTree.members ? { memberTree } : {}) };
}

/**
 * What a body's members hold, as deep as the schema fixes them: `members` for an object with fixed members
 * (each with its own tree), `items` for an array of such objects, `{}` where anything goes (a scalar, a map, a
 * oneOf/anyOf choice). A server strips and names the nested members a TPP sent that the operation does not take.
 */
export interface MemberTree {
  readonly members?: Readonly<Record<string, MemberTree>>;
  readonly items?: MemberTree;
}

export function describeMemberTree(document: JsonObject, node: JsonObject, depth = 0): MemberTree {
  if (depth > 12) return {};
  const schema = resolve(document, node);
  if (schema.type === 'array') {
    const items = schema.items === undefined ? {} : describeMemberTree(document, schema.items as JsonObject, depth + 1);
    return items.members || items.items ? { items } : {};
  }
  const properties = collectProperties(document, schema, depth);
  if (properties === undefined) return {};
  const members: Record<string, MemberTree> = {};
  for (const [name, property] of Object.entries(properties)) members[name] = describeMemberTree(document, property, depth + 1);
  return { members };
}

/**
 * Every property an object schema may have: its own, every allOf part's, and those of each anyOf/oneOf branch (a
 * member declared in any branch is the request's, whichever branch it matches). Undefined when something leaves
 * the members open: a map (additionalProperties), a part or branch that is not an object with fixed members.
 */
function collectProperties(document: JsonObject, node: JsonObject, depth: number): Record<string, JsonObject> | undefined {
  if (depth > 20) throw new Error('allOf nests deeper than 20 levels');
  const schema = resolve(document, node);
  if (schema.type === 'array') return undefined;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return undefined;
  const parts = [...((schema.allOf as JsonObject[] | undefined) ?? []), ...((schema.anyOf as JsonObject[] | undefined) ?? []), ...((schema.oneOf as JsonObject[] | undefined) ?? [])];
  if (schema.properties === undefined && parts.length === 0) return undefined;
  const out: Record<string, JsonObject> = {};
  for (const part of parts) {
    const more = collectProperties(document, part, depth + 1);
    if (more === undefined) return undefined;
    for (const [name, property] of Object.entries(more)) out[name] ??= property;
  }
  Object.assign(out, (schema.properties as Record<string, JsonObject> | undefined) ?? {});
  return out;
}

/**
 * The top-level member names an object body schema declares (its properties, and those of every allOf part), or
 * undefined when the schema does not fix them: an array, a oneOf/anyOf choice, or a map with
 * additionalProperties.
 */
export function listMembers(document: JsonObject, node: JsonObject, depth = 0): string[] | undefined {
  if (depth > 20) throw new Error('allOf nests deeper than 20 levels');
  const schema = resolve(document, node);
  if (schema.oneOf !== undefined || schema.anyOf !== undefined || schema.type === 'array') return undefined;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return undefined;
  const names = Object.keys((schema.properties as JsonObject | undefined) ?? {});
  let declared = schema.properties !== undefined;
  for (const part of (schema.allOf as JsonObject[] | undefined) ?? []) {
    const more = listMembers(document, part, depth + 1);
    if (more === undefined) return undefined;
    names.push(...more);
    declared = true;
  }
  return declared ? [...new Set(names)] : undefined;
}

function readResponses(document: JsonObject, raw: Record<string, JsonObject>): OperationModel['responses'] {
  const out: OperationModel['responses'] = {};
  for (const [status, response] of Object.entries(raw)) {
    out[status] = jsonMediaSchema(resolve(document, response).content as JsonObject | undefined);
  }
  return out;
}

/**
 * For each declared status, the names of the response headers marked `required: true`, in spec order: the
 * response may be a `$ref` to components/responses and each header a `$ref` to components/headers.
 */
export function readRequiredResponseHeaders(document: JsonObject, raw: Record<string, JsonObject>): OperationModel['requiredResponseHeaders'] {
  const out: OperationModel['requiredResponseHeaders'] = {};
  for (const [status, response] of Object.entries(raw)) {
    const headers = (resolve(document, response).headers ?? {}) as Record<string, JsonObject>;
    out[status] = Object.entries(headers)
      .filter(([, header]) => resolve(document, header).required === true)
      .map(([name]) => name);
  }
  return out;
}

function jsonMediaSchema(content: JsonObject | undefined): JsonObject | undefined {
  if (!content) return undefined;
  const key = Object.keys(content).find((type) => /^application\/(.+\+)?json/.test(type));
  const media = key ? (content[key] as JsonObject) : undefined;
  return media?.schema as JsonObject | undefined;
}
