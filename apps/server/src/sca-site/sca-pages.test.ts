import { describe, expect, it } from 'vitest';
import { describeLoginRefusal, renderApprovalPage, renderLoginPage } from './sca-pages.js';

describe('describeLoginRefusal', () => {
  // Regression (browser review): production's demo pages told PSUs to call GET /v1/sandbox/customers.
  it.each([
    ['sandbox', { given: 'sandbox' as const, hint: true }],
    ['production (demo SCA)', { given: 'production' as const, hint: false }],
  ])('%s', (_name, { given, hint }) => {
    const text = describeLoginRefusal('PSDNO-FSA-123456789', given);
    expect(text).toMatch(/^That number cannot be used for this request\. Check it, or go back to PSDNO-FSA-123456789\./);
    expect(text.includes('/v1/sandbox/customers')).toBe(hint);
  });
});

// Regression (browser review, accessibility): an error was announced but tied to no field, and the focus stayed
// at the top of the page.
describe('errors tied to their field', () => {
  const login = { formAction: 'login', tppName: 'T', what: 'approve a payment', prefilledCustomerNumber: '1', preferredMethod: null, biometricFirst: true };
  it('marks the number field of the login page invalid, described by the error, and focuses it', () => {
    const page = renderLoginPage({ ...login, error: 'That number cannot be used.' });
    expect(page).toContain('<p id="login-error" class="error" role="alert">That number cannot be used.</p>');
    expect(page).toMatch(/<input type="text" id="customerNumber"[^>]* aria-describedby="login-error" aria-invalid="true" autofocus>/);
    expect(renderLoginPage(login)).not.toMatch(/aria-invalid|autofocus/);
  });

  const approval = {
    formAction: 'decision', tppName: 'T', customerNumber: '1', customerName: 'A', method: 'BANKID', heading: 'Give access?', items: [],
    contexts: ['PRIVATE'] as const, agreements: [],
    accountGroups: [{ context: 'PRIVATE' as const, label: 'as a private person', accounts: [{ id: 'a1', name: 'One' }, { id: 'a2', name: 'Two' }] }],
  };
  it('marks the accounts of the approval page invalid when none was ticked, and focuses the first', () => {
    const page = renderApprovalPage({ ...approval, error: 'Tick at least one account.', errorField: 'accounts' });
    expect(page).toContain('<p id="approval-error" class="error" role="alert">Tick at least one account.</p>');
    // Each tick's value names its way of acting (PRIVATE or the agreement) and the account.
    expect(page).toContain('value="PRIVATE:a1" checked aria-describedby="approval-error" aria-invalid="true" autofocus>');
    expect(page).toContain('value="PRIVATE:a2" checked aria-describedby="approval-error" aria-invalid="true">');
    // An error about no field (a way of acting the PSU does not have) marks none.
    expect(renderApprovalPage({ ...approval, error: 'You cannot act so.' })).not.toMatch(/aria-invalid|autofocus/);
  });
});

// Regression (browser review): nothing told the PSU that Reject ends the request while Abort leaves it open.
describe('the decision buttons', () => {
  it('say what Reject and Abort each do', () => {
    const page = renderApprovalPage({
      formAction: 'decision', tppName: 'Test TPP', customerNumber: '1', customerName: 'A', method: 'BANKID', heading: 'Approve this payment?', items: [],
      contexts: ['PRIVATE'], agreements: [], accountGroups: [], canApprove: true, withdrawable: [],
    });
    expect(page).toContain('Reject refuses this request: Test TPP is told, and it is not carried out. Abort leaves without deciding: Test TPP may ask you again.');
  });
});

// Regression (review J, PSU review): a cancellation's page asked "Cancel this payment?" over Approve and a red
// Reject, where Reject keeps the payment.
describe('the buttons of a cancellation', () => {
  const model = {
    formAction: 'decision', tppName: 'T', customerNumber: '1', customerName: 'A', method: 'BANKID', heading: 'Cancel this payment?',
    items: ['NOK 10.00 from 1 to B (2)'], contexts: ['PRIVATE'] as const, agreements: [], accountGroups: [],
  };
  it('say what they do to the payment', () => {
    const page = renderApprovalPage({ ...model, cancellation: true });
    expect(page).toContain('<button type="submit" name="decision" value="approve">Cancel the payment</button>');
    expect(page).toContain('<button type="submit" name="decision" value="reject" class="danger">Keep the payment</button>');
    expect(page).toContain('What you cancel for T');
    expect(page).not.toContain('>Approve</button>');
  });

  it('stay Approve and Reject for anything else', () => {
    const page = renderApprovalPage({ ...model, heading: 'Approve this payment?' });
    expect(page).toContain('>Approve</button>');
    expect(page).toContain('>Reject</button>');
  });
});
