import { DomainError, isDomainError, normaliseAccountReference, parsePositiveMoney, priceStraksTransfer } from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import { ApiProblem } from '../http/api-problem.js';
import type { HandlerTable } from '../operations/register-routes.js';
import type { OperationRequest, OperationResult } from '../operations/request-context.js';
import { toAmount } from './account-views.js';
import type { HandlerDeps } from './handler-deps.js';

type Schemas = components['schemas'];

const PRODUCT = 'instant-norwegian-domestic-credit-transfers-straks' as const;

/** What the fee depends on, from either form of the request. */
interface FeeQuestion {
  readonly amount: string;
  readonly currency: string;
  readonly debtorAccount: { iban?: string; bban?: string };
  readonly creditorAccount: { iban?: string; bban?: string };
  /** Where the fields sit, so errors name the query parameter or the body field. */
  readonly form: 'query' | 'body';
}

/**
 * Handlers of the Straks fee information: the specification's GET with query parameters and the real service's
 * POST with a JSON body; both answer the same question with the domain's price list (`priceStraksTransfer`).
 *
 * @example
 * const table = { ...createFeeHandlers(deps) };
 * @see service-spec.md "Other operations referred to" (fee-information); portal-facts.md §5
 */
export function createFeeHandlers(deps: HandlerDeps): HandlerTable {
  void deps;
  return {
    getStraksFeeInformation: (request) => answerFee(readQuery(request)),
    requestStraksFeeInformation: (request) => answerFee(readBody(request)),
  };
}

function readQuery(request: OperationRequest): FeeQuestion {
  const q = request.query;
  const account = (value: unknown) => {
    const text = String(value ?? '');
    // An IBAN starts with a country code and check digits; a BBAN is digits only.
    return /^[A-Za-z]{2}[0-9]{2}/.test(text) ? { iban: text } : { bban: text };
  };
  return {
    amount: String(q.amount ?? ''),
    currency: String(q.currency ?? ''),
    debtorAccount: account(q.debtorAccount),
    creditorAccount: account(q.creditorAccount),
    form: 'query',
  };
}

function readBody(request: OperationRequest): FeeQuestion {
  const body = request.body as Schemas['FeeInformationRequest'];
  const ref = (a: Schemas['AccountReference']) => ({ ...(a.iban ? { iban: a.iban } : {}), ...(a.bban ? { bban: a.bban } : {}) });
  return {
    amount: body.amount.amount,
    currency: body.amount.currency,
    debtorAccount: ref(body.debtorAccount),
    creditorAccount: ref(body.creditorAccount),
    form: 'body',
  };
}

/**
 * Checks the question as a Straks payment would be checked (a positive NOK amount with at most two decimals,
 * Norwegian accounts on both sides) and prices it.
 */
function answerFee(question: FeeQuestion): OperationResult {
  const inBody = question.form === 'body';
  if (question.currency !== 'NOK') {
    throw new ApiProblem(400, 'FORMAT_ERROR', 'Straks payments are made in NOK only.', inBody ? 'amount.currency' : 'currency');
  }
  const money = atQueryPath(question, () => parsePositiveMoney({ amount: question.amount, currency: question.currency }, 'amount'), 'amount');
  atQueryPath(question, () => normaliseAccountReference(question.debtorAccount, 'debtorAccount', { side: 'debtor', product: PRODUCT }), 'debtorAccount');
  atQueryPath(question, () => normaliseAccountReference(question.creditorAccount, 'creditorAccount', { side: 'creditor', product: PRODUCT }), 'creditorAccount');
  // The domain's price list, which a payment initiation's answer states too.
  const fee = priceStraksTransfer(money);
  const body: Schemas['FeeInformationResponse'] = {
    transactionFeeIndicator: fee.minor > 0n,
    transactionFees: toAmount(fee),
  };
  return { status: 200, body };
}

/** Runs a domain check; for the query form, names the query parameter rather than the body field it assumed. */
function atQueryPath<T>(question: FeeQuestion, check: () => T, parameter: string): T {
  try {
    return check();
  } catch (error) {
    if (question.form === 'query' && isDomainError(error)) {
      // The text names the field the domain assumed (amount.amount) as well; say the query parameter there too.
      const message = error.path === undefined ? error.message : error.message.split(error.path).join(parameter);
      throw new DomainError(error.code, message, { path: parameter, cause: error });
    }
    throw error;
  }
}
