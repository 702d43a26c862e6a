import type { components } from '@xs2a-kit/schema';
import { ApiProblem } from '../http/api-problem.js';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationRequest, OperationResult } from '../operations/request-context.js';
import type { HandlerDeps } from './handler-deps.js';

type Schemas = components['schemas'];

/**
 * Handlers of the TPP dialogue: the TPP's one contact e-mail for technical and operational notices, which it
 * registers (or replaces) and reads back. No PSU context; a TPP reaches only its own entry.
 *
 * @example
 * const table = { ...createTppHandlers(deps) };
 * @see service-spec.md "What the service does" rule 11; portal-facts.md §8
 */
export function createTppHandlers(deps: HandlerDeps): HandlerTable {
  return {
    putTppContactInformation: (request) => putContact(deps, request),
    getTppContactInformation: (request) => getContact(deps, request),
  };
}

/**
 * The authorisation number inside a PSD2 organisation identifier: `PSDNO-FSA-987654321` in the certificate and the
 * portal's `NO-FSA-987654321` name the same TPP (ETSI TS 119 495 §5.2.1 puts "PSD" before the country code).
 */
function normaliseTppId(id: string): string {
  return id.toUpperCase().replace(/^PSD(?=[A-Z]{2}-)/, '');
}

/** The path's tppId must be the signing TPP's own (either spelling); anything else is another TPP's entry: 403. */
function requireOwnTppId(request: OperationRequest): void {
  const tppId = request.path.tppId ?? '';
  if (normaliseTppId(tppId) !== normaliseTppId(request.tpp.id)) {
    throw new ApiProblem(403, 'FORBIDDEN', "A TPP can only reach its own contact information; tppId is not this TPP's id.", 'tppId');
  }
}

async function putContact(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  requireOwnTppId(request);
  const { email } = request.body as Schemas['TppContactInformation'];
  await deps.store.tppContacts.save({ tppId: request.tpp.id, email, updatedAt: request.now.toISOString() });
  const body: Schemas['TppContactInformationResponse'] = { email };
  return { status: 200, body };
}

async function getContact(deps: HandlerDeps, request: OperationRequest): Promise<OperationResult> {
  requireOwnTppId(request);
  const contact = await deps.store.tppContacts.find(request.tpp.id);
  if (contact === undefined) throw new ApiProblem(404, 'RESOURCE_UNKNOWN', 'This TPP has registered no contact information.');
  const body: Schemas['TppContactInformationResponse'] = { email: contact.email };
  return { status: 200, body };
}
