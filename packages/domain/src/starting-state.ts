import { addDays, getBankToday } from './clock.js';
import type { Clock } from './clock.js';
import type {
  Account,
  AccountTransaction,
  Agreement,
  CardAccount,
  CardTransaction,
  Customer,
} from './sandbox-types.js';
import { createSeedId } from './seed-id.js';
import { listStartingTransactions, listStartingCardTransactions } from './starting-transactions.js';

/**
 * Everything the sandbox holds after initialisation.
 *
 * @example
 * const { customers } = createStartingState(clock); customers.length; // 4
 */
export interface SandboxState {
  readonly customers: readonly Customer[];
  readonly agreements: readonly Agreement[];
  readonly accounts: readonly Account[];
  readonly cardAccounts: readonly CardAccount[];
  readonly transactions: readonly AccountTransaction[];
  readonly cardTransactions: readonly CardTransaction[];
}

const nok = (units: number) => ({ minor: BigInt(units) * 100n, currency: 'NOK' });

/**
 * The published starting state: private customers 13039319955 and 12085592767 (two accounts and a card
 * account each), corporate customers 18129215603 and 20079518612 (two accounts each), a corporate agreement
 * per corporation granting one private customer VIEW and REGISTER on both corporate accounts, and about three
 * months of booked transactions plus a few pending ones, relative to the clock's date.
 *
 * Account numbers: the portal's Totalkonto 09232911044 / NO7809232911044 fails the MOD11 check (its check digit
 * would be 10, which no valid number has), as do 70323119469, 85523166859 and 86620069552; each is replaced by
 * the nearest valid number with the same first nine digits (09232911007, 70323119404, 85523166803, 86620069509)
 * and a matching IBAN. Creditor account 15030098703 (Testfirma 3's Driftskonto) requires KID.
 *
 * @example
 * const state = createStartingState({ now: () => new Date('2026-03-02T09:00:00Z') });
 */
export function createStartingState(clock: Clock): SandboxState {
  const today = getBankToday(clock);
  const customers: Customer[] = [
    customer(1, '13039319955', 'Test Testperson 3', 'PRIVATE'),
    customer(2, '12085592767', 'Test Testperson 1', 'PRIVATE'),
    customer(3, '18129215603', 'Testfirma 2', 'CORPORATE'),
    customer(4, '20079518612', 'Testfirma 3', 'CORPORATE'),
  ];
  const accounts: Account[] = [
    account(1, '13039319955', 'Totalkonto', '09232911007', 'NO1009232911007', nok(18_000)),
    account(2, '13039319955', 'Regningskonto', '70323119404', 'NO9770323119404', nok(10_000)),
    account(3, '12085592767', 'Brukskonto', '36240064418', 'NO9136240064418', nok(25_000)),
    account(4, '12085592767', 'Sparekonto', '36240071104', 'NO8636240071104', nok(50_000), { product: 'SPAREKONTO', cashAccountType: 'SVGS' }),
    account(5, '18129215603', 'Driftskonto', '15030012345', 'NO4615030012345', nok(250_000)),
    account(6, '18129215603', 'Skattetrekkskonto', '86620069509', 'NO7686620069509', nok(15_000), { cashAccountType: 'TAXE', product: 'SKATTETREKK' }),
    account(7, '20079518612', 'Driftskonto', '15030098703', 'NO6615030098703', nok(120_000), { requiresKid: true }),
    account(8, '20079518612', 'Valutakonto', '85523166803', 'NO4085523166803', { minor: 3_326_011n, currency: 'EUR' }, { product: 'VALUTAKONTO' }),
  ];
  const cardAccounts: CardAccount[] = [
    cardAccount(1, '13039319955', '123456******1234', 'Mastercard Gold', today),
    cardAccount(2, '12085592767', '654321******4321', 'Visa Classic', today),
  ];
  const agreements: Agreement[] = [
    { agreementId: createSeedId(6, 1), ownerCustomerNumber: '13039319955', name: 'Test Testperson 3', type: 'PRIVATE', engagements: [] },
    { agreementId: createSeedId(6, 2), ownerCustomerNumber: '12085592767', name: 'Test Testperson 1', type: 'PRIVATE', engagements: [] },
    corporateAgreement(3, '18129215603', 'Testfirma 2 fullmakt', '13039319955', ['NO4615030012345', 'NO7686620069509']),
    corporateAgreement(4, '20079518612', 'Testfirma 3 fullmakt', '12085592767', ['NO6615030098703', 'NO4085523166803']),
  ];
  return {
    customers,
    agreements,
    accounts,
    cardAccounts,
    transactions: accounts.flatMap((a, i) => listStartingTransactions(a, i + 1, today)),
    cardTransactions: cardAccounts.flatMap((c, i) => listStartingCardTransactions(c, i + 1, today)),
  };
}

function customer(n: number, customerNumber: string, customerName: string, customerType: Customer['customerType']): Customer {
  return { customerId: createSeedId(1, n), customerNumber, customerName, customerType };
}

function account(
  n: number,
  customerNumber: string,
  name: string,
  bban: string,
  iban: string,
  balance: Account['balance'],
  extra: Partial<Pick<Account, 'product' | 'cashAccountType' | 'requiresKid'>> = {},
): Account {
  return {
    accountId: createSeedId(2, n),
    customerNumber,
    name,
    bban,
    iban,
    currency: balance.currency,
    product: extra.product ?? 'BRUKSKONTO',
    cashAccountType: extra.cashAccountType ?? 'CACC',
    creditLine: { minor: 0n, currency: balance.currency },
    balance,
    requiresKid: extra.requiresKid ?? false,
  };
}

function cardAccount(n: number, customerNumber: string, maskedPan: string, name: string, today: string): CardAccount {
  return {
    cardAccountId: createSeedId(3, n),
    customerNumber,
    maskedPan,
    currency: 'NOK',
    creditLimit: nok(50_000),
    balance: nok(-1_250),
    name,
    product: 'Basic Credit',
    status: 'ENABLED',
    cardId: String(n),
    accountNumber: `9710000000${n}`,
    expiry: addDays(today, 3 * 365),
  };
}

function corporateAgreement(n: number, owner: string, name: string, psu: string, ibans: readonly string[]): Agreement {
  return {
    agreementId: createSeedId(6, n),
    ownerCustomerNumber: owner,
    name,
    type: 'CORPORATE',
    engagements: ibans.map((iban, i) => ({
      engagementId: createSeedId(7, n * 10 + i),
      customerNumber: psu,
      iban,
      roles: ['VIEW', 'REGISTER'],
    })),
  };
}
