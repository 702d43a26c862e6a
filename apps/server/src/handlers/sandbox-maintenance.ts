import { randomUUID } from 'node:crypto';
import { changePaymentAsOtherChannel, fillSandbox, runBatch, type BatchRunReport, type PaymentStatus } from '@xs2a-kit/domain';
import type { components } from '@xs2a-kit/schema';
import { formatDateTime } from '../http/date-time.js';
import type { HandlerTable } from '../operations/register-routes.js';
import type { HandlerDeps } from './handler-deps.js';
import { paymentUrl } from './payment-handlers.js';

type Schemas = components['schemas'];

/**
 * The sandbox's maintenance operations: fillSandbox (generated history for account-information clients),
 * runSandboxBatch (the simulated batch now, recorded in the store's batch runs like the scheduled ones) and
 * changeSandboxPaymentStatus (what the bank's other channels do to a payment: hold, release, reject, cancel).
 *
 * @see service-spec.md "What the service does" rule 10
 */
export function createSandboxMaintenanceHandlers(deps: HandlerDeps): HandlerTable {
  return {
    fillSandbox: async (request) => {
      const report = await fillSandbox(deps.domain, (request.body ?? {}) as Schemas['SandboxFillRequest']);
      const answer: Schemas['SandboxFillResponse'] = report;
      return { status: request.operation.successStatus, body: answer };
    },

    changeSandboxPaymentStatus: async (request) => {
      const paymentId = request.path.paymentId ?? '';
      const { transactionStatus } = request.body as Schemas['SandboxPaymentStatusChange'];
      const view = await changePaymentAsOtherChannel(deps.domain, { tppId: request.tpp.id, paymentId, status: transactionStatus as PaymentStatus });
      const payment = await deps.store.payments.findById(paymentId);
      const answer: Schemas['SandboxPaymentStatus'] = {
        paymentId,
        transactionStatus: view.transactionStatus,
        ...(payment === undefined ? {} : { _links: { status: { href: `${paymentUrl(deps, payment.service, payment.product, paymentId)}/status`, verbs: ['GET'] } } }),
      };
      return { status: request.operation.successStatus, body: answer };
    },

    runSandboxBatch: async (request) => {
      const runId = randomUUID();
      // An on-demand run takes a slot of its own, so it never blocks (or is blocked by) a scheduled slot.
      await deps.store.batchRuns.claim({ runId, slot: `on-demand:${runId}`, trigger: 'on-demand', runner: `api:${request.tpp.id}` });
      let report: BatchRunReport;
      try {
        report = await runBatch(deps.domain);
      } catch (error) {
        await deps.store.batchRuns.finish(runId, { status: 'failed', settled: 0, accepted: 0, rejected: 0 });
        throw error;
      }
      await deps.store.batchRuns.finish(runId, {
        status: 'finished',
        settled: report.settled.length + report.partiallySettled.length,
        accepted: report.waitingForFunds.length,
        rejected: report.rejected.length,
      });
      return { status: request.operation.successStatus, body: toBatchRunBody(runId, report, request.tpp.id) };
    },
  };
}

/** The run as one TPP may see it: its own payments by id, the other TPPs' payments only as a count. */
function toBatchRunBody(runId: string, report: BatchRunReport, tppId: string): Schemas['SandboxBatchRun'] {
  const own = report.processed.filter((e) => e.tppId === tppId);
  return {
    runId,
    startedAt: formatDateTime(report.startedAt),
    finishedAt: formatDateTime(report.finishedAt),
    // A payment only parked in the due-date register (PDNG) had its funds not yet checked: no fundsAvailable.
    processed: own.map((e) => ({
      paymentId: e.paymentId,
      paymentService: e.paymentService as 'payments' | 'bulk-payments',
      paymentProduct: e.paymentProduct as Schemas['PaymentProduct'],
      fromStatus: e.fromStatus as Schemas['TransactionStatus'],
      toStatus: e.toStatus,
      ...(e.fundsAvailable === undefined ? {} : { fundsAvailable: e.fundsAvailable }),
    })),
    otherPayments: report.processed.length - own.length,
  };
}
