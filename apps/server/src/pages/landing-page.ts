import Router from '@koa/router';
import { BATCH_TIMES, getBankToday, STRUCTURED_ADDRESS_ENFORCED_FROM, type Account, type CardAccount, type Customer } from '@xs2a-kit/domain';
import { formatAmount } from '@xs2a-kit/iso';
import { ACCEPT_FIX_CATALOGUE, resolveAcceptFix } from '@xs2a-kit/schema';
import type { HandlerDeps } from '../handlers/handler-deps.js';
import { html, renderPage, type SafeHtml } from '../sca-site/html.js';

interface CustomerEntry {
  readonly customer: Customer;
  readonly accounts: readonly Account[];
  readonly cardAccounts: readonly CardAccount[];
}

/**
 * The sandbox landing page at `/` of the API: what the service is, the test customers with the numbers to use
 * at SCA and their accounts and cards (read from the store, so a reset or a new customer shows at once), the
 * x-accept-fix catalogue as of the server clock, and a first signed call with the CLI. Every link is relative,
 * so the page works under a base path; without its trailing slash the page redirects to it, so that relative
 * links resolve below the base path.
 *
 * @example
 * for (const router of [createLandingRouter(deps)]) app.use(router.routes());
 * @see service-spec.md "What the service does" rules 8-9 and "Versioning"; issue 7 (sandbox landing page)
 */
export function createLandingRouter(deps: HandlerDeps, basePath = ''): Router {
  const router = new Router({ sensitive: true, ...(basePath ? { prefix: basePath } : {}) });
  router.get('landingPage', '/', async (ctx) => {
    if (!ctx.path.endsWith('/')) {
      ctx.redirect(`${ctx.path.slice(ctx.path.lastIndexOf('/') + 1)}/`);
      return;
    }
    const customers = await readCustomers(deps);
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = renderPage('Sandbox', renderBody(customers, deps.clock(), deps.publicUrl));
  });
  return router;
}

async function readCustomers(deps: HandlerDeps): Promise<CustomerEntry[]> {
  return deps.store.withTransaction(async (repos) => {
    const entries: CustomerEntry[] = [];
    for (const customer of await repos.sandbox.listCustomers()) {
      entries.push({
        customer,
        accounts: await repos.accounts.listAccountsByCustomer(customer.customerNumber),
        cardAccounts: await repos.accounts.listCardAccountsByCustomer(customer.customerNumber),
      });
    }
    return entries;
  });
}

function renderBody(customers: readonly CustomerEntry[], now: Date, publicUrl: string): SafeHtml {
  return html`<h1>NextGenPSD2 sandbox</h1>
<p>A bank-side open-banking API (Berlin Group NextGenPSD2 1.3, Norwegian flavour) with fake customers and simulated
payments. Sign every request with any test QSealC; the operations under <code>v1/sandbox</code> create and reset the mock data,
and a simulated batch settles payments five times a day on Norwegian bank days (not on weekends or bank holidays),
at ${BATCH_TIMES.join(', ')} Norwegian time (Europe/Oslo); <code>POST v1/sandbox/batch-runs</code> runs it at once.</p>
<ul>
<li><a href="docs">API documentation</a> and the raw <a href="openapi.yaml">openapi.yaml</a></li>
<li><a href="docs#/Sandbox/explainSandboxSignature">POST v1/sandbox/signature-explain</a>: send any request there to see, step by step, how its signature is checked</li>
<li><a href="#first-call">A first signed call</a>, <a href="#customers">test customers</a>, <a href="#payments">payments</a>, <a href="#accept-fix">x-accept-fix catalogue</a></li>
</ul>
<h2 id="first-call">A first signed call</h2>
<p>From a clone of the xs2a-kit repository (after <code>npx -y pnpm@10.34.9 install</code>), make a test certificate
and list the customers below with the reference client; where <code>@xs2a-kit/client</code> is installed from npm,
<code>npx xs2a</code> is the same command:</p>
<pre><code>npx tsx packages/client/src/cli.ts certs create --out ./certs
npx tsx packages/client/src/cli.ts customers list --base-url ${publicUrl} --cert ./certs/qseal.pem --key ./certs/qseal-key.pem</code></pre>
<h2 id="customers">Test customers</h2>
<p>At the SCA page, identify with the customer number.</p>
${customers.map(renderCustomer)}
<h2 id="payments">Payments</h2>
<p>The sandbox converts no currency: a payment is made in its debtor account's currency (403 PRODUCT_INVALID
otherwise). Norwegian domestic and Straks payments take NOK accounts; SEPA payments take a EUR account, such as a
Valutakonto above, or one made for a private customer first:</p>
<pre><code>POST v1/sandbox/accounts
{"customerNumber": "${customers.find((c) => c.customer.customerType === 'PRIVATE')?.customer.customerNumber ?? '13039319955'}", "accountName": "Valutakonto", "bban": "85523166859", "currency": "EUR"}</code></pre>
<p>${getBankToday({ now: () => now }) >= STRUCTURED_ADDRESS_ENFORCED_FROM ? 'Since' : 'From'} ${STRUCTURED_ADDRESS_ENFORCED_FROM} SEPA and cross-border payments also need structured creditor data (name, town name,
country, and the creditor agent's BIC); each payment product's <a href="docs">reference</a> says which.</p>
<h2 id="accept-fix">x-accept-fix catalogue</h2>
${renderCatalogue(now)}
`;
}

function renderCustomer(entry: CustomerEntry): SafeHtml {
  const { customer } = entry;
  return html`<section>
<h3>${customer.customerName} <span class="muted">(${customer.customerType.toLowerCase()})</span></h3>
<p>Customer number for SCA: <code class="customer-number">${customer.customerNumber}</code></p>
${entry.accounts.length === 0 ? '' : html`<div class="scroll"><table>
<thead><tr><th>Account</th><th>BBAN</th><th>IBAN</th><th>Currency</th><th>Balance</th></tr></thead>
<tbody>${entry.accounts.map(
    (a) => html`<tr><td>${a.name}</td><td><code>${a.bban}</code></td><td><code>${a.iban}</code></td><td>${a.currency}</td><td>${formatAmount(a.balance.minor, a.balance.currency)}</td></tr>`,
  )}</tbody>
</table></div>`}
${entry.cardAccounts.length === 0 ? '' : html`<div class="scroll"><table>
<thead><tr><th>Card account</th><th>Masked PAN</th><th>Currency</th></tr></thead>
<tbody>${entry.cardAccounts.map((c) => html`<tr><td>${c.name}</td><td><code>${c.maskedPan}</code></td><td>${c.currency}</td></tr>`)}</tbody>
</table></div>`}
</section>`;
}

/**
 * A fix applies to every request from its made-default date on (the bank's calendar date at the server's
 * clock); before that only on request. The table asks resolveAcceptFix, so it says what requests get.
 */
function renderCatalogue(now: Date): SafeHtml {
  const today = getBankToday({ now: () => now });
  const defaults = resolveAcceptFix(undefined, now).active;
  return html`<div class="scroll"><table>
<thead><tr><th>Value</th><th>Effect</th><th>Introduced</th><th>Made default</th><th>Default today</th></tr></thead>
<tbody>${ACCEPT_FIX_CATALOGUE.map(
    (fix) => html`<tr><td><code>${fix.value}</code></td><td>${fix.effect}</td><td>${fix.introduced}</td><td>${fix.madeDefault}</td><td>${defaults.has(fix.value) ? 'yes' : 'no, opt in'}</td></tr>`,
  )}</tbody>
</table></div>
<p class="muted">Bank date (Europe/Oslo): ${today}.</p>`;
}
