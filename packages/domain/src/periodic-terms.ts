import { isCalendarDate } from './clock.js';
import { DomainError } from './errors.js';
import type { PeriodicPaymentRequest } from './payment-request.js';
import type { PeriodicFrequency, PeriodicTerms } from './payment-types.js';

const FREQUENCIES: readonly PeriodicFrequency[] = [
  'Daily',
  'Weekly',
  'EveryTwoWeeks',
  'Monthly',
  'EveryTwoMonths',
  'Quarterly',
  'SemiAnnual',
  'Annual',
  'MonthlyVariable',
];

/**
 * Checks the periodic part of a request against today's (bank-local) date and returns it normalised.
 *
 * - `startDate` or `endDate` not a calendar date in YYYY-MM-DD form: `FORMAT_ERROR` at that field.
 * - `startDate` before today, or `endDate` before `startDate`: `EXECUTION_DATE_INVALID` at that field.
 * - `frequency` not a known value: `FORMAT_ERROR` at `frequency`.
 * - `MonthlyVariable` without a non-empty `monthsOfExecution`, `monthsOfExecution` with any other frequency,
 *   an entry not 1..12 (integer or "1".."12" string), or a duplicate after normalising ("3" and 3):
 *   `FORMAT_ERROR` at `monthsOfExecution` / `monthsOfExecution[i]`. The spec's documented bound of 11 is a
 *   documentation slip; its text says months 1 to 12, and 12 (December) is accepted.
 * - `dayOfExecution` outside 1..31: `FORMAT_ERROR` at `dayOfExecution`.
 * - `executionRule` other than following / preceeding (the published spelling) / preceding: `FORMAT_ERROR`.
 *
 * @example
 * parsePeriodicTerms({ startDate: '2026-04-01', frequency: 'MonthlyVariable', monthsOfExecution: ['3', 9] }, '2026-03-02');
 * // { startDate: '2026-04-01', frequency: 'MonthlyVariable', monthsOfExecution: [3, 9] }
 */
export function parsePeriodicTerms(
  input: Pick<
    PeriodicPaymentRequest,
    'startDate' | 'endDate' | 'frequency' | 'executionRule' | 'dayOfExecution' | 'monthsOfExecution'
  >,
  today: string,
): PeriodicTerms {
  // Dates are compared as text below, which is only sound for real YYYY-MM-DD dates (2026-02-30 is none).
  for (const field of ['startDate', 'endDate'] as const) {
    const value = input[field];
    if (value !== undefined && !isCalendarDate(value)) {
      throw new DomainError('FORMAT_ERROR', `${field} ${value.slice(0, 40)} is not a calendar date (YYYY-MM-DD)`, { path: field });
    }
  }
  if (input.startDate < today) {
    throw new DomainError('EXECUTION_DATE_INVALID', `startDate ${input.startDate} lies in the past`, {
      path: 'startDate',
    });
  }
  if (input.endDate !== undefined && input.endDate < input.startDate) {
    throw new DomainError('EXECUTION_DATE_INVALID', 'endDate lies before startDate', { path: 'endDate' });
  }
  const frequency = FREQUENCIES.find((f) => f === input.frequency);
  if (frequency === undefined) {
    throw new DomainError('FORMAT_ERROR', `frequency ${input.frequency} is not supported`, { path: 'frequency' });
  }
  const monthsOfExecution = parseMonths(input.monthsOfExecution, frequency);
  const dayOfExecution = parseDay(input.dayOfExecution);
  const executionRule = parseExecutionRule(input.executionRule);
  return {
    startDate: input.startDate,
    ...(input.endDate === undefined ? {} : { endDate: input.endDate }),
    frequency,
    ...(executionRule === undefined ? {} : { executionRule }),
    ...(dayOfExecution === undefined ? {} : { dayOfExecution }),
    ...(monthsOfExecution === undefined ? {} : { monthsOfExecution }),
  };
}

function parseMonths(
  months: readonly (number | string)[] | undefined,
  frequency: PeriodicFrequency,
): number[] | undefined {
  if (frequency !== 'MonthlyVariable') {
    if (months !== undefined) {
      throw new DomainError('FORMAT_ERROR', `monthsOfExecution is only allowed with frequency MonthlyVariable, not ${frequency}`, {
        path: 'monthsOfExecution',
      });
    }
    return undefined;
  }
  if (months === undefined || months.length === 0) {
    throw new DomainError('FORMAT_ERROR', 'frequency MonthlyVariable needs monthsOfExecution', {
      path: 'monthsOfExecution',
    });
  }
  const seen = new Set<number>();
  return months.map((raw, i) => {
    const month = typeof raw === 'number' ? raw : /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      throw new DomainError('FORMAT_ERROR', `monthsOfExecution[${i}] must be a month from 1 to 12`, {
        path: `monthsOfExecution[${i}]`,
      });
    }
    if (seen.has(month)) {
      throw new DomainError('FORMAT_ERROR', `month ${month} appears more than once in monthsOfExecution`, {
        path: `monthsOfExecution[${i}]`,
      });
    }
    seen.add(month);
    return month;
  });
}

function parseDay(day: string | number | undefined): number | undefined {
  if (day === undefined) return undefined;
  const value = typeof day === 'number' ? day : /^\d{1,2}$/.test(day) ? Number(day) : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > 31) {
    throw new DomainError('FORMAT_ERROR', 'dayOfExecution must be a day of the month from 1 to 31', {
      path: 'dayOfExecution',
    });
  }
  return value;
}

function parseExecutionRule(rule: string | undefined): 'following' | 'preceding' | undefined {
  if (rule === undefined || rule === 'following') return rule;
  // The published API spells it "preceeding"; Berlin Group spells it "preceding". Both mean the same.
  if (rule === 'preceeding' || rule === 'preceding') return 'preceding';
  throw new DomainError('FORMAT_ERROR', 'executionRule must be following or preceeding', { path: 'executionRule' });
}
