/** TypeScript types for every schema and operation, through openapi-typescript. */
import openapiTS, { astToString } from 'openapi-typescript';
import type { SpecModel } from './spec-model.js';

export async function emitTypes(spec: SpecModel): Promise<string> {
  // openapi-typescript mutates its input while resolving; give it a copy.
  const ast = await openapiTS(structuredClone(spec.document) as never, {
    alphabetize: false,
    exportType: true,
    rootTypes: false,
  });
  return astToString(ast);
}
