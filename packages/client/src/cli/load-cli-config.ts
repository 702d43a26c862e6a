/**
 * The CLI's client configuration, from flags, then environment (XS2A_*), then a JSON file (--config or
 * XS2A_CONFIG); the first source that gives a value wins.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ClientError } from '../client-error.js';
import type { ClientOptions, PsuContext } from '../client-options.js';
import { readString, type CliIo, type CliValues } from './cli-io.js';

/** Keys of the JSON configuration file; `cert` and `key` are paths relative to the file. */
interface FileConfig {
  baseUrl?: string;
  cert?: string;
  key?: string;
  tppRedirectUri?: string;
  tppSessionId?: string;
  psuId?: string;
  psuIdentity?: string;
  psuCorporateId?: string;
  psuContext?: string;
  psuIpAddress?: string;
  acceptFix?: string[] | string;
  timeoutMs?: number;
  retries?: number;
  signRequestTarget?: boolean;
}

/** Where the CLI sends the PSU back to when nothing is configured (the headless sandbox approval never opens it). */
export const DEFAULT_REDIRECT_URI = 'http://localhost/xs2a-callback';

/**
 * Flag name, environment variable and what each setting is; the key is its name in the --config file. The help
 * prints this table, so the flags, variables and file keys it lists are the ones read here.
 */
export const SETTINGS = {
  baseUrl: ['base-url', 'XS2A_BASE_URL', "the bank's base URL, such as http://localhost:8080"],
  cert: ['cert', 'XS2A_CERT', 'QSealC PEM file (a path in the file is relative to the file)'],
  key: ['key', 'XS2A_KEY', "the QSealC's private key PEM file (likewise)"],
  tppRedirectUri: ['redirect-uri', 'XS2A_REDIRECT_URI', `TPP-Redirect-URI (default ${DEFAULT_REDIRECT_URI})`],
  tppSessionId: ['session-id', 'XS2A_SESSION_ID', 'TPP-Session-ID'],
  psuId: ['psu-id', 'XS2A_PSU_ID', 'PSU-ID: the psu-id an SCA returned (sca approve prints it)'],
  // Before the first SCA there is no psu-id; the PSU's national identity number (X-PSU-IDENTITY) stands in for it.
  psuIdentity: ['psu-identity', 'XS2A_PSU_IDENTITY', "X-PSU-IDENTITY: the PSU's national identity number, until a psu-id is known"],
  psuCorporateId: ['psu-corporate-id', 'XS2A_PSU_CORPORATE_ID', 'PSU-Corporate-ID'],
  psuContext: ['psu-context', 'XS2A_PSU_CONTEXT', 'PSU-Context: PRIVATE or CORPORATE'],
  psuIpAddress: ['psu-ip-address', 'XS2A_PSU_IP_ADDRESS', 'PSU-IP-Address; without it a read counts as made without the PSU'],
  acceptFix: ['accept-fix', 'XS2A_ACCEPT_FIX', 'x-accept-fix values, comma-separated (in the file also a JSON array)'],
  timeoutMs: ['timeout', 'XS2A_TIMEOUT_MS', 'milliseconds each attempt may take (default 30000)'],
  retries: ['retries', 'XS2A_RETRIES', 'resends after a failure (default 2; GETs, and any request answered 503 with Retry-After)'],
  // A flag without a value; the variable and the file key take true or false.
  signRequestTarget: ['sign-request-target', 'XS2A_SIGN_REQUEST_TARGET', 'also sign (request-target), binding method and path (variable and file: true/false; default false; --no-sign-request-target turns it off)'],
} as const;

type Setting = keyof typeof SETTINGS;

/** Builds createClient options; a missing base URL, certificate or key is a CONFIG_INVALID error (exit 2). */
export function loadCliConfig(values: CliValues, io: CliIo): ClientOptions {
  const { file, fileDir } = readConfigFile(readString(values, 'config') ?? io.env.XS2A_CONFIG, io.cwd);
  const pick = (setting: Setting): { value: string; base: string } | undefined => {
    const [flag, env] = SETTINGS[setting];
    const fromFlag = readString(values, flag);
    if (fromFlag !== undefined) return { value: fromFlag, base: io.cwd };
    const fromEnv = io.env[env];
    if (fromEnv !== undefined && fromEnv !== '') return { value: fromEnv, base: io.cwd };
    const fromFile = file[setting];
    if (fromFile === undefined) return undefined;
    return { value: Array.isArray(fromFile) ? fromFile.join(',') : String(fromFile), base: fileDir };
  };
  const need = (setting: Setting, what: string) => {
    const found = pick(setting);
    if (!found) {
      const [flag, env] = SETTINGS[setting];
      const hint = setting === 'baseUrl' ? '' : ' (xs2a certs create makes test certificates)';
      throw new ClientError('CONFIG_INVALID', `${what} is missing: give --${flag}, set ${env}, or put ${setting} in the --config file${hint}`);
    }
    return found;
  };
  const baseUrl = need('baseUrl', 'the bank base URL').value;
  // Said here in the CLI's terms (the SDK's own check names its option, baseUrl).
  if (!/^https?:\/\/[^/]/i.test(baseUrl)) {
    throw new ClientError('CONFIG_INVALID', `--base-url (XS2A_BASE_URL) must be an http:// or https:// URL such as http://localhost:8080, got ${JSON.stringify(baseUrl.slice(0, 200))}`);
  }
  const cert = need('cert', 'the signing certificate (PEM file)');
  const key = need('key', 'the private key (PEM file)');
  const text = (setting: Setting) => pick(setting)?.value;
  const psuContext = text('psuContext');
  if (psuContext !== undefined && psuContext !== 'PRIVATE' && psuContext !== 'CORPORATE') {
    throw new ClientError('CONFIG_INVALID', `PSU context must be PRIVATE or CORPORATE, got ${psuContext}`);
  }
  const acceptFix = text('acceptFix');
  return {
    baseUrl,
    certificate: readPem(resolve(cert.base, cert.value), 'certificate'),
    privateKey: readPem(resolve(key.base, key.value), 'private key'),
    tppRedirectUri: text('tppRedirectUri') ?? DEFAULT_REDIRECT_URI,
    tppSessionId: text('tppSessionId'),
    psuId: text('psuId'),
    psuIdentity: text('psuIdentity'),
    psuCorporateId: text('psuCorporateId'),
    psuContext: psuContext as PsuContext | undefined,
    psuIpAddress: text('psuIpAddress'),
    acceptFix: acceptFix === undefined ? undefined : acceptFix.split(',').map((v) => v.trim()).filter((v) => v !== ''),
    timeoutMs: readNumber(text('timeoutMs'), 'timeout'),
    retries: readNumber(text('retries'), 'retries'),
    signRequestTarget: readSignRequestTarget(values, io, file),
  };
}

/**
 * Whether to sign `(request-target)`: the flag (present means true; --no-sign-request-target false), else
 * XS2A_SIGN_REQUEST_TARGET, else the file's
 * `signRequestTarget`. Anything but true or false is a CONFIG_INVALID error rather than a silent default, since
 * the setting decides what the bank can check.
 */
function readSignRequestTarget(values: CliValues, io: CliIo, file: FileConfig): boolean | undefined {
  const flag = values['sign-request-target'];
  const off = values['no-sign-request-target'];
  if (flag === true && off === true) throw new ClientError('USAGE_INVALID', '--sign-request-target and --no-sign-request-target contradict each other: give one');
  if (off === true) return false;
  if (typeof flag === 'boolean') return flag;
  const fromEnv = io.env.XS2A_SIGN_REQUEST_TARGET;
  if (fromEnv !== undefined && fromEnv !== '') {
    const lower = fromEnv.trim().toLowerCase();
    if (lower === 'true' || lower === 'false') return lower === 'true';
    throw new ClientError('CONFIG_INVALID', `XS2A_SIGN_REQUEST_TARGET must be true or false, got ${JSON.stringify(fromEnv.slice(0, 40))}`);
  }
  const fromFile: unknown = file.signRequestTarget;
  if (fromFile === undefined || typeof fromFile === 'boolean') return fromFile;
  throw new ClientError('CONFIG_INVALID', `signRequestTarget in the config file must be true or false, got ${JSON.stringify(fromFile)}`);
}

function readConfigFile(path: string | undefined, cwd: string): { file: FileConfig; fileDir: string } {
  if (path === undefined) return { file: {}, fileDir: cwd };
  const full = resolve(cwd, path);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(full, 'utf8'));
  } catch (error) {
    throw new ClientError('CONFIG_INVALID', `cannot read the config file ${full}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new ClientError('CONFIG_INVALID', `the config file ${full} must hold a JSON object`);
  return { file: parsed as FileConfig, fileDir: dirname(full) };
}

function readPem(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new ClientError('CONFIG_INVALID', `cannot read the ${what} file ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function readNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new ClientError('CONFIG_INVALID', `${name} must be a whole number, got ${value}`);
  return number;
}
