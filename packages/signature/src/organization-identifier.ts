/**
 * The PSD2 organizationIdentifier of a TPP certificate's subject: its form, and its agreement with the NCA of
 * the PSD2 QCStatement. The value becomes the TPP's id, so a malformed one is refused in every mode.
 */
import type { Psd2Statement } from './qc-statements.js';

/** The organizationIdentifier read into its parts. */
export interface Psd2OrganizationIdentifier {
  /** `NO-FSA`: the ISO 3166 country code and the NCA abbreviation, as the QCStatement's NCAId writes it. */
  readonly ncaId: string;
  /** The PSP's identifier at its NCA, such as `123456789`. */
  readonly pspId: string;
}

/** Outcome of {@link readOrganizationIdentifier}: the parts, or why the value is not a PSD2 identifier. */
export type OrganizationIdentifierReading = { ok: true; value: Psd2OrganizationIdentifier } | { ok: false; reason: string };

// "PSD", 2 letters of the NCA's country, "-", 2-8 upper-case letters of the NCA, "-", the PSP's identifier.
// The PSP identifier is the NCA's own (digits, letters, dots...): any visible ASCII, since it becomes an id in
// URLs and logs.
const PSD2_ORGANIZATION_IDENTIFIER = /^PSD([A-Z]{2})-([A-Z]{2,8})-([\x21-\x7e]+)$/;

/**
 * Reads an organizationIdentifier of the PSD2 form: `PSD` + NCA id (`NO-FSA`) + `-` + PSP identifier.
 *
 * @example
 * ```ts
 * readOrganizationIdentifier('PSDNO-FSA-123456789'); // { ok: true, value: { ncaId: 'NO-FSA', pspId: '123456789' } }
 * readOrganizationIdentifier('VATNO-987654321'); // { ok: false, reason: '...' }
 * ```
 * @see ETSI TS 119 495 section 5.2.1 (organizationIdentifier), section 5.1 (NCAId), ETSI EN 319 412-1 section 5.1.4
 */
export function readOrganizationIdentifier(value: string): OrganizationIdentifierReading {
  const match = PSD2_ORGANIZATION_IDENTIFIER.exec(value);
  if (match) return { ok: true, value: { ncaId: `${match[1]}-${match[2]}`, pspId: match[3]! } };
  const shown = JSON.stringify(value.slice(0, 100));
  if (!value.startsWith('PSD')) {
    return { ok: false, reason: `organizationIdentifier ${shown} is not a PSD2 identifier: it must start with "PSD" (not another registration type such as VAT or NTR)` };
  }
  if (/^PSD[A-Z]{2}-[A-Z]{2,8}-?$/.test(value)) return { ok: false, reason: `organizationIdentifier ${shown} has no PSP identifier after the NCA id` };
  return { ok: false, reason: `organizationIdentifier ${shown} is not "PSD" + NCA id (2-letter country, "-", 2-8 upper-case letters) + "-" + the PSP identifier` };
}

// ETSI EN 319 412-1 section 5.1.4: a 3-letter registration type (VAT, NTR, PSD...), the 2-letter country, "-"
// and the identifier.
const LEGAL_PERSON_IDENTIFIER = /^[A-Z]{3}[A-Z]{2}-[\x21-\x7e]+$/;

/**
 * Checks the certificate's organizationIdentifier, which becomes the TPP id; returns why it fails, or undefined.
 * Production wants the PSD2 form and (when the certificate has the PSD2 QCStatement) its NCA id equal to the
 * statement's NCAId. The sandbox, which accepts certificates without the PSD2 QCStatement, wants any identifier
 * of the EN 319 412-1 form (the test CA's NTRNO-... signs there too) and a well-formed one when it is of type PSD.
 *
 * @example
 * ```ts
 * checkOrganizationIdentifier('PSDSE-FINA-44059', { mode: 'production', statement: { roles: ['PSP_AI'], ncaName: 'Finanstilsynet', ncaId: 'NO-FSA' } }); // '... NO-FSA'
 * checkOrganizationIdentifier('PSDNO-FSA-', { mode: 'sandbox' }); // '... has no PSP identifier ...'
 * ```
 * @see ETSI TS 119 495 section 5.2.1 (the NCA id "shall" be the NCAId of the PSD2 QCStatement), ETSI EN 319 412-1 section 5.1.4
 */
export function checkOrganizationIdentifier(
  value: string,
  context: { readonly mode: 'sandbox' | 'production'; readonly statement?: Psd2Statement | undefined },
): string | undefined {
  if (context.mode === 'sandbox' && !value.startsWith('PSD')) {
    if (LEGAL_PERSON_IDENTIFIER.test(value)) return undefined;
    return `organizationIdentifier ${JSON.stringify(value.slice(0, 100))} is neither "PSD" + NCA id + "-" + PSP identifier nor another registration type of the form VATNO-123456789`;
  }
  const reading = readOrganizationIdentifier(value);
  if (!reading.ok) return reading.reason;
  const statement = context.mode === 'production' ? context.statement : undefined;
  if (statement !== undefined && statement.ncaId !== reading.value.ncaId) {
    return statement.ncaId === ''
      ? `organizationIdentifier ${value} names the NCA ${reading.value.ncaId}, but the PSD2 QCStatement's NCAId is empty`
      : `organizationIdentifier ${value} names the NCA ${reading.value.ncaId}, but the PSD2 QCStatement's NCAId is ${statement.ncaId}`;
  }
  return undefined;
}
