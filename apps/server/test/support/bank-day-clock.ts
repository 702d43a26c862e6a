import { findBankDayFrom, getBankToday } from '@xs2a-kit/domain';

/**
 * Server settings that put a test server's clock on a bank day: nothing on a bank day, else XS2A_CLOCK_OFFSET_MS
 * moving it whole days ahead to the next one. No payment is settled on a weekend or Norwegian bank holiday, so a
 * test that expects a batch run to settle would fail on those days of the real calendar.
 *
 * @example
 * const server = await startTestServer(onBankDay());
 */
export function onBankDay(now: Date = new Date()): Record<string, string> {
  const today = getBankToday({ now: () => now });
  const bankDay = findBankDayFrom(today);
  if (bankDay === today) return {};
  const days = Math.round((Date.parse(`${bankDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return { XS2A_CLOCK_OFFSET_MS: String(days * 86_400_000) };
}
