/**
 * Plain records kept by the repositories. They hold only strings, numbers (epoch ms), booleans, null and arrays
 * of plain objects, so a store can write them as rows (or JSON columns) and read them back unchanged.
 */

/**
 * The context a PSU acts in, chosen during SCA (or fixed up front by PSU-Context).
 *
 * @example
 * ```ts
 * const context: PsuContext = 'CORPORATE';
 * ```
 * @see the PSU-Context request header
 */
export type PsuContext = 'PRIVATE' | 'CORPORATE';

/**
 * Status of an authorisation resource (Berlin Group `scaStatus`). Allowed changes: see `canChangeScaStatus`.
 *
 * @example
 * ```ts
 * const status: ScaStatus = 'finalised';
 * ```
 * @see Berlin Group NextGenPSD2 1.3 scaStatus values
 */
export type ScaStatus = 'received' | 'psuIdentified' | 'started' | 'finalised' | 'failed' | 'exempted';

/**
 * What an authorisation authorises. Payments and baskets need dynamic linking, so each needs its own SCA;
 * a consent or a user identification can ride on a live SCA session.
 *
 * @example
 * ```ts
 * const object: ScaObject = {
 *   kind: 'payment', paymentService: 'periodic-payments',
 *   paymentProduct: 'norwegian-domestic-credit-transfers', paymentId: 'p-1',
 * };
 * ```
 */
export type ScaObject =
  | {
      readonly kind: 'payment';
      readonly paymentService: string;
      readonly paymentProduct: string;
      readonly paymentId: string;
      /** What the PSU authorises: the payment itself (default) or its cancellation (DELETE answered 202). */
      readonly purpose?: 'initiation' | 'cancellation';
    }
  | { readonly kind: 'basket'; readonly basketId: string }
  | { readonly kind: 'consent' }
  | { readonly kind: 'user-identification' };

/**
 * One authorisation resource: created when a request needs SCA, completed (or failed) on the SCA site.
 * Remembers everything the TPP sent that the SCA site and the redirect back need.
 *
 * @example
 * ```ts
 * const record = await repositories.authorisations.find(authorisationId);
 * if (record?.scaStatus === 'finalised') console.log(record.psuId);
 * ```
 */
export interface AuthorisationRecord {
  readonly authorisationId: string;
  readonly object: ScaObject;
  readonly scaStatus: ScaStatus;
  readonly tppId: string;
  /**
   * The TPP's name as its certificate gives it (organisation, else common name), for the PSU's pages: a PSU
   * recognises "Acme Pay AS", not PSDNO-FSA-123456789. Absent on authorisations started before it was kept.
   */
  readonly tppName?: string | null;
  readonly tppSessionId: string;
  readonly tppRedirectUri: string;
  /** TPP-Redirect-Preferred; `false` asks for the bank app's biometric method. Defaults to true. */
  readonly tppRedirectPreferred: boolean;
  /** PSU-ID exactly as sent (may be unknown to the bank: then it is only a hint, never trusted). */
  readonly psuIdHint: string | null;
  /** X-PSU-IDENTITY (national identity number) for preselecting the PSU on the SCA site. */
  readonly psuIdentityHint: string | null;
  /** X-PSU-AuthMethod-Preferred, passed on to the SCA site. */
  readonly authMethodPreferred: string | null;
  /** PSU-Context as sent; when set, the SCA must be completed in this context. */
  readonly psuContext: PsuContext | null;
  /** The PSU the bank recognised from PSU-ID (or the live session) when the authorisation was created. */
  readonly expectedPsuId: string | null;
  /** The agreement the bank recognised from PSU-Corporate-ID when the authorisation was created. */
  readonly expectedAgreementId: string | null;
  readonly createdAt: number;
  /** Not completed by then: the authorisation is expired (still redirects the PSU back with a failure). */
  readonly expiresAt: number;
  /** When it reached `finalised` or `failed`. */
  readonly completedAt: number | null;
  /** Set once finalised: the PSU who authenticated. */
  readonly psuId: string | null;
  readonly customerNumber: string | null;
  readonly context: PsuContext | null;
  readonly agreementId: string | null;
  readonly psuCorporateId: string | null;
  /** Set once failed: the error code reported to the TPP in the failure redirect. */
  readonly failureCode: string | null;
}

/**
 * An SCA session: one completed SCA for one TPP-Session-ID, valid for one hour (see `isSessionLive`).
 *
 * @example
 * ```ts
 * const session = await repositories.sessions.find(tppId, tppSessionId);
 * ```
 */
export interface ScaSessionRecord {
  readonly tppId: string;
  readonly tppSessionId: string;
  readonly psuId: string;
  readonly customerNumber: string;
  readonly context: PsuContext;
  readonly agreementId: string | null;
  readonly psuCorporateId: string | null;
  /** The authorisation whose completion opened (or last renewed) this session. */
  readonly authorisationId: string;
  readonly scaCompletedAt: number;
  readonly expiresAt: number;
  /** Set when SCA under another TPP-Session-ID of the same PSU and TPP completed before this one expired. */
  readonly invalidatedAt: number | null;
}

/**
 * One account a consent reaches, with the last time the PSU reached it online with SCA.
 *
 * @example
 * ```ts
 * const account: ConsentAccount = { accountId: 'acc-1', lastOnlineScaAt: Date.now() };
 * ```
 * @see {@link UNATTENDED_HISTORY_MS}
 */
export interface ConsentAccount {
  readonly accountId: string;
  readonly lastOnlineScaAt: number;
}

/**
 * A consent: granted by the PSU during SCA, per TPP and PSU (and agreement in corporate context), hidden from
 * the TPP. A newer grant for the same key replaces an older one.
 *
 * @example
 * ```ts
 * const consent = await repositories.consents.findLatest(tppId, psuId, null);
 * ```
 * @see {@link CONSENT_TTL_MS}
 */
export interface ConsentRecord {
  readonly consentId: string;
  readonly tppId: string;
  readonly psuId: string;
  readonly customerNumber: string;
  readonly context: PsuContext;
  /** null in PRIVATE context. */
  readonly agreementId: string | null;
  readonly psuCorporateId: string | null;
  readonly accounts: readonly ConsentAccount[];
  readonly grantedAt: number;
  readonly expiresAt: number;
  readonly revokedAt: number | null;
  /** The authorisation during which the PSU granted it. */
  readonly authorisationId: string;
}

/**
 * Which account-information resource an unattended call read; each has its own 4-per-24-hours budget.
 *
 * @example
 * ```ts
 * const resource: LimitedResource = 'transactions';
 * ```
 * @see {@link UNATTENDED_CALL_LIMIT}
 */
export type LimitedResource = 'balances' | 'transactions';

/**
 * One counted account-information call made without PSU-IP-Address.
 *
 * @example
 * ```ts
 * const call: AccessCallRecord = { tppId: 't', accountId: 'a', resource: 'balances', at: Date.now() };
 * ```
 * @see {@link UNATTENDED_CALL_LIMIT}, {@link UNATTENDED_WINDOW_MS}
 */
export interface AccessCallRecord {
  readonly tppId: string;
  readonly accountId: string;
  readonly resource: LimitedResource;
  readonly at: number;
}

/**
 * An identifier the bank has issued to a TPP in a success redirect: a psu-id (for a customer) or a
 * psu-corporate-id (for an agreement). Only issued ids are "known for this TPP".
 *
 * @example
 * ```ts
 * const known = await repositories.identities.find(tppId, psuIdHeader);
 * ```
 * @see {@link buildSuccessRedirect}
 */
export interface IssuedIdentityRecord {
  readonly tppId: string;
  /** The psu-id or psu-corporate-id (a UUID). */
  readonly id: string;
  readonly kind: 'psu' | 'corporate';
  /** For kind `psu`: the customer. For kind `corporate`: the customer it was last issued to. */
  readonly customerNumber: string;
  /** For kind `psu`: the customer's type; a CORPORATE customer must always send PSU-Corporate-ID. */
  readonly customerType: PsuContext;
  /** For kind `corporate`: the agreement. */
  readonly agreementId: string | null;
  readonly issuedAt: number;
}
