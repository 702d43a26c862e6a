/**
 * A domestic payment from a seeded private customer's account, and the headers a PISP sends with it before the
 * PSU's first SCA (X-PSU-IDENTITY instead of PSU-ID), for tests that need any valid payment initiation.
 */

/** Headers of a payment initiation in private context; `session` is the TPP-Session-ID. */
export function pisHeaders(session: string): Record<string, string> {
  return {
    'x-accept-fix': 'amount-as-string',
    'tpp-session-id': session,
    'tpp-redirect-uri': 'https://tpp.example/cb',
    'psu-ip-address': '192.0.2.3',
    'x-psu-identity': '13039319955',
    'psu-context': 'PRIVATE',
  };
}

/** NOK 12.00 from the seeded customer 13039319955's account to a valid Norwegian account. */
export const domesticPayment = {
  instructedAmount: { amount: '12.00', currency: 'NOK' },
  creditorName: 'Kiosk AS',
  creditorAccount: { bban: '36240064418', currency: 'NOK' },
  debtorAccount: { bban: '09232911007', currency: 'NOK' },
};
