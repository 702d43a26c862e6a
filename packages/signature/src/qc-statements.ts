/**
 * The PSD2 QCStatement of ETSI TS 119 495 (OID 0.4.0.19495.2): the TPP's roles and its national competent
 * authority, carried in the qcStatements extension (RFC 3739, OID 1.3.6.1.5.5.7.1.3).
 */
import * as asn1js from 'asn1js';
import { decodeBer, readStringValue } from './asn1-values.js';
import { decodeDerString, decodeObjectIdentifier, isPlainDerTree, readDerChildren, readDerElement, type DerElement } from './der-elements.js';

/**
 * A PSD2 role of ETSI TS 119 495 section 5.1: account servicing, payment initiation, account information,
 * issuing of card-based payment instruments.
 *
 * @example
 * ```ts
 * const roles: Psd2Role[] = ['PSP_PI', 'PSP_AI'];
 * ```
 * @see ETSI TS 119 495 section 5.1 (roles of payment service providers)
 */
export type Psd2Role = 'PSP_AS' | 'PSP_PI' | 'PSP_AI' | 'PSP_IC';

/** What the PSD2 QCStatement says. */
export interface Psd2Statement {
  readonly roles: readonly Psd2Role[];
  readonly ncaName: string;
  readonly ncaId: string;
}

/** The extension OID of qcStatements. */
export const QC_STATEMENTS_OID = '1.3.6.1.5.5.7.1.3';
const PSD2_STATEMENT_OID = '0.4.0.19495.2';
const QC_COMPLIANCE_OID = '0.4.0.1862.1.1';
const QC_TYPE_OID = '0.4.0.1862.1.6';
const QC_TYPE_ESEAL = '0.4.0.1862.1.6.2';
const QC_TYPE_WEB = '0.4.0.1862.1.6.3';

const ROLE_OIDS: Readonly<Record<Psd2Role, string>> = {
  PSP_AS: '0.4.0.19495.1.1',
  PSP_PI: '0.4.0.19495.1.2',
  PSP_AI: '0.4.0.19495.1.3',
  PSP_IC: '0.4.0.19495.1.4',
};
const ROLE_BY_OID = new Map(Object.entries(ROLE_OIDS).map(([role, oid]) => [oid, role as Psd2Role]));
const ROLE_NAMES = new Set<string>(Object.keys(ROLE_OIDS));

/**
 * Reads the PSD2 statement out of the DER value of a qcStatements extension; undefined when absent. A value in
 * plain DER is read by hand; any other goes to {@link readPsd2StatementWithAsn1js}, which the quick reading
 * matches wherever it answers.
 */
export function readPsd2Statement(extensionValue: Uint8Array): Psd2Statement | undefined {
  const quick = readPsd2StatementQuickly(extensionValue);
  return quick ? quick.statement : readPsd2StatementWithAsn1js(extensionValue);
}

/** What a QcType statement (ETSI EN 319 412-5) says a qualified certificate is for. */
export type QcType = 'esign' | 'eseal' | 'web';

const QC_TYPE_BY_OID: ReadonlyMap<string, QcType> = new Map([
  ['0.4.0.1862.1.6.1', 'esign'],
  [QC_TYPE_ESEAL, 'eseal'],
  [QC_TYPE_WEB, 'web'],
]);

/**
 * The QcType statement's types out of the DER value of a qcStatements extension: `['eseal']` for a QSealC,
 * `['web']` for a QWAC, empty when the extension has no QcType statement (or types this reader does not know).
 * Plain DER is read by hand (asn1js cost a cold verify about 300 us); anything else goes to
 * {@link readQcTypesWithAsn1js}, which the quick reading matches wherever it answers. Never throws.
 *
 * @example
 * readQcTypes(encodeQcStatements('qwac', statement)); // ['web']
 */
export function readQcTypes(extensionValue: Uint8Array): QcType[] {
  const quick = readQcTypesQuickly(extensionValue);
  if (quick !== undefined) return quick;
  try {
    return readQcTypesWithAsn1js(extensionValue);
  } catch {
    // A value asn1js cannot decode declares no type this reader can trust (and readPsd2Statement, which
    // runs first on the same value, reports it).
    return [];
  }
}

/**
 * Whether a qcStatements extension value holds a statement with the PSD2 statement's identifier (0.4.0.19495.2),
 * readable or not: a certificate whose PSD2 statement lacks its roles, NCAName or NCAId is told so, rather than
 * that it has none. Never throws.
 *
 * @example
 * declaresPsd2Statement(encodeQcStatements('qseal', statement)); // true
 */
export function declaresPsd2Statement(extensionValue: Uint8Array): boolean {
  return listStatementIds(extensionValue).includes(PSD2_STATEMENT_OID);
}

/**
 * Whether a qcStatements extension value holds the QcCompliance statement (ETSI EN 319 412-5 section 4.2.1, OID
 * 0.4.0.1862.1.1): the QTSP's claim that the certificate is an EU qualified certificate, which PSD2 asks of a
 * seal (RTS Article 34). Never throws; an undecodable value holds none.
 *
 * @example
 * hasQcCompliance(encodeQcStatements('qseal', statement)); // true
 */
export function hasQcCompliance(extensionValue: Uint8Array): boolean {
  return listStatementIds(extensionValue).includes(QC_COMPLIANCE_OID);
}

/** The statementIds of a qcStatements value: read by hand when it is plain DER, else by asn1js; none when undecodable. */
function listStatementIds(extensionValue: Uint8Array): string[] {
  const statements = readPlainStatements(extensionValue);
  if (statements !== undefined) return statements.flatMap(({ id }) => (id === undefined ? [] : [id]));
  try {
    const decoded = decodeBer(extensionValue);
    if (!(decoded instanceof asn1js.Sequence)) return [];
    return decoded.valueBlock.value.flatMap((statement) => {
      const id = statement instanceof asn1js.Sequence ? statement.valueBlock.value[0] : undefined;
      return id instanceof asn1js.ObjectIdentifier ? [id.getValue()] : [];
    });
  } catch {
    return [];
  }
}

/** The QcTypes as readQcTypesWithAsn1js reads them, when the value is plain DER; undefined otherwise. */
function readQcTypesQuickly(bytes: Uint8Array): QcType[] | undefined {
  const statements = readPlainStatements(bytes);
  if (statements === undefined) return undefined;
  const types: QcType[] = [];
  for (const { id, info } of statements) {
    if (id !== QC_TYPE_OID || info?.tag !== SEQUENCE) continue;
    for (const type of readDerChildren(bytes, info)!) {
      const known = type.tag === OBJECT_IDENTIFIER ? QC_TYPE_BY_OID.get(decodeObjectIdentifier(bytes, type) ?? '') : undefined;
      if (known !== undefined && !types.includes(known)) types.push(known);
    }
  }
  return types;
}

/** The reference reader of QcTypes, on asn1js. */
export function readQcTypesWithAsn1js(extensionValue: Uint8Array): QcType[] {
  const statements = decodeBer(extensionValue);
  if (!(statements instanceof asn1js.Sequence)) return [];
  const types: QcType[] = [];
  for (const statement of statements.valueBlock.value) {
    if (!(statement instanceof asn1js.Sequence)) continue;
    const [id, info] = statement.valueBlock.value;
    if (!(id instanceof asn1js.ObjectIdentifier) || id.getValue() !== QC_TYPE_OID || !(info instanceof asn1js.Sequence)) continue;
    for (const type of info.valueBlock.value) {
      const known = type instanceof asn1js.ObjectIdentifier ? QC_TYPE_BY_OID.get(type.getValue()) : undefined;
      if (known !== undefined && !types.includes(known)) types.push(known);
    }
  }
  return types;
}

/** The reference reader, on asn1js. */
export function readPsd2StatementWithAsn1js(extensionValue: Uint8Array): Psd2Statement | undefined {
  const statements = decodeBer(extensionValue);
  if (!(statements instanceof asn1js.Sequence)) return undefined;
  for (const statement of statements.valueBlock.value) {
    if (!(statement instanceof asn1js.Sequence)) continue;
    const [id, info] = statement.valueBlock.value;
    if (!(id instanceof asn1js.ObjectIdentifier) || id.getValue() !== PSD2_STATEMENT_OID) continue;
    if (!(info instanceof asn1js.Sequence)) return undefined;
    const [rolesBlock, ncaNameBlock, ncaIdBlock] = info.valueBlock.value;
    if (!(rolesBlock instanceof asn1js.Sequence) || !ncaNameBlock || !ncaIdBlock) return undefined;
    const roles: Psd2Role[] = [];
    for (const role of rolesBlock.valueBlock.value) {
      if (!(role instanceof asn1js.Sequence)) continue;
      const [roleId, roleName] = role.valueBlock.value;
      const byOid = roleId instanceof asn1js.ObjectIdentifier ? ROLE_BY_OID.get(roleId.getValue()) : undefined;
      const byName = roleName ? readStringValue(roleName) : undefined;
      const resolved = resolveRole(roleId instanceof asn1js.ObjectIdentifier, byOid, byName);
      if (resolved && !roles.includes(resolved)) roles.push(resolved);
    }
    return { roles, ncaName: readStringValue(ncaNameBlock) ?? '', ncaId: readStringValue(ncaIdBlock) ?? '' };
  }
  return undefined;
}

/**
 * The role a RoleOfPSP grants. TS 119 495 5.1 pairs each role's OID with its name, and the OID is what identifies
 * it: an object identifier this reader does not know grants nothing, whatever name it carries (a name "PSP_PI" on
 * a foreign OID granted payment initiation). Without an object identifier the name is read, as before.
 */
function resolveRole(hasOid: boolean, byOid: Psd2Role | undefined, byName: string | undefined): Psd2Role | undefined {
  if (hasOid) return byOid;
  return byName !== undefined && ROLE_NAMES.has(byName) ? (byName as Psd2Role) : undefined;
}

/** The statement as readPsd2StatementWithAsn1js reads it, when the value is plain DER; undefined otherwise. */
function readPsd2StatementQuickly(bytes: Uint8Array): { statement: Psd2Statement | undefined } | undefined {
  const statements = readPlainStatements(bytes);
  if (statements === undefined) return undefined;
  for (const { id, info } of statements) {
    if (id !== PSD2_STATEMENT_OID) continue;
    if (info?.tag !== SEQUENCE) return { statement: undefined };
    const [rolesBlock, ncaNameBlock, ncaIdBlock] = readDerChildren(bytes, info)!;
    if (rolesBlock?.tag !== SEQUENCE || !ncaNameBlock || !ncaIdBlock) return { statement: undefined };
    const roles: Psd2Role[] = [];
    for (const role of readDerChildren(bytes, rolesBlock)!) {
      if (role.tag !== SEQUENCE) continue;
      const [roleId, roleName] = readDerChildren(bytes, role)!;
      const byOid = roleId?.tag === OBJECT_IDENTIFIER ? ROLE_BY_OID.get(decodeObjectIdentifier(bytes, roleId)!) : undefined;
      const byName = roleName ? decodeDerString(bytes, roleName) : undefined;
      const resolved = resolveRole(roleId?.tag === OBJECT_IDENTIFIER, byOid, byName);
      if (resolved && !roles.includes(resolved)) roles.push(resolved);
    }
    return { statement: { roles, ncaName: decodeDerString(bytes, ncaNameBlock) ?? '', ncaId: decodeDerString(bytes, ncaIdBlock) ?? '' } };
  }
  return { statement: undefined };
}

/**
 * The statements of a qcStatements value in plain DER, each with its statementId (undefined when it is not an
 * object identifier) and statementInfo; empty when the value is not a SEQUENCE; undefined when the value is not
 * plain DER (the asn1js readers decide then). Both quick readers walk the statements through this.
 */
function readPlainStatements(bytes: Uint8Array): { id: string | undefined; info: DerElement | undefined }[] | undefined {
  const top = readDerElement(bytes, 0, bytes.byteLength);
  if (!top || top.end !== bytes.byteLength || !isPlainDerTree(bytes, top)) return undefined;
  if (top.tag !== SEQUENCE) return [];
  return readDerChildren(bytes, top)!
    .filter((statement) => statement.tag === SEQUENCE)
    .map((statement) => {
      const [id, info] = readDerChildren(bytes, statement)!;
      return { id: id?.tag === OBJECT_IDENTIFIER ? decodeObjectIdentifier(bytes, id) : undefined, info };
    });
}

const SEQUENCE = 0x30;
const OBJECT_IDENTIFIER = 0x06;

/**
 * Encodes a qcStatements extension value: QcCompliance, QcType (eSeal for a QSealC, web for a QWAC) and the
 * PSD2 statement.
 */
export function encodeQcStatements(kind: 'qseal' | 'qwac', statement: Psd2Statement): Uint8Array {
  const roles = statement.roles.map(
    (role) =>
      new asn1js.Sequence({
        value: [new asn1js.ObjectIdentifier({ value: ROLE_OIDS[role] }), new asn1js.Utf8String({ value: role })],
      }),
  );
  const value = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: QC_COMPLIANCE_OID })] }),
      new asn1js.Sequence({
        value: [
          new asn1js.ObjectIdentifier({ value: QC_TYPE_OID }),
          new asn1js.Sequence({ value: [new asn1js.ObjectIdentifier({ value: kind === 'qseal' ? QC_TYPE_ESEAL : QC_TYPE_WEB })] }),
        ],
      }),
      new asn1js.Sequence({
        value: [
          new asn1js.ObjectIdentifier({ value: PSD2_STATEMENT_OID }),
          new asn1js.Sequence({
            value: [
              new asn1js.Sequence({ value: roles }),
              new asn1js.Utf8String({ value: statement.ncaName }),
              new asn1js.Utf8String({ value: statement.ncaId }),
            ],
          }),
        ],
      }),
    ],
  });
  return new Uint8Array(value.toBER(false));
}
