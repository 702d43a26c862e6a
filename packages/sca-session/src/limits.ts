/**
 * The time limits of the SCA rules, in milliseconds (and a count). Every comparison against them is "valid while
 * now < start + limit": at exactly the limit the thing has expired.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * An SCA session lasts one hour from the completed SCA; at exactly one hour it has expired.
 *
 * @example
 * ```ts
 * const expiresAt = scaCompletedAt + SCA_SESSION_TTL_MS;
 * ```
 * @see service-spec.md, Authentication, SCA flow 5 (a session under one TPP-Session-ID lasts 1 hour) and Limits
 */
export const SCA_SESSION_TTL_MS = HOUR_MS;

/**
 * An authorisation not completed within 15 minutes of its creation has expired. The specification gives no
 * value; 15 minutes leaves room for a PSU who has to find a code device, without keeping links alive for long.
 *
 * @example
 * ```ts
 * const expiresAt = createdAt + AUTHORISATION_TTL_MS;
 * ```
 * @see {@link buildFailureRedirect} (an expired SCA still sends the PSU back to the TPP)
 */
export const AUTHORISATION_TTL_MS = 15 * MINUTE_MS;

/**
 * A consent is valid for 180 days (of 24 hours) from its grant; then a new SCA renews it.
 *
 * @example
 * ```ts
 * const expiresAt = grantedAt + CONSENT_TTL_MS;
 * ```
 * @see service-spec.md, Limits (SCA renewal period of consent access: 180 days)
 */
export const CONSENT_TTL_MS = 180 * DAY_MS;

/**
 * At most this many balance (or transaction) reads per account and TPP without PSU-IP-Address in any window.
 *
 * @example
 * ```ts
 * if (callsInWindow >= UNATTENDED_CALL_LIMIT) refuse();
 * ```
 * @see {@link UNATTENDED_WINDOW_MS}
 */
export const UNATTENDED_CALL_LIMIT = 4;

/**
 * The window of the unattended-call limit: a sliding 24 hours ending now. A call made exactly 24 hours ago no
 * longer counts.
 *
 * @example
 * ```ts
 * const windowStart = now - UNATTENDED_WINDOW_MS;
 * ```
 * @see {@link UNATTENDED_CALL_LIMIT}
 */
export const UNATTENDED_WINDOW_MS = DAY_MS;

/**
 * Unattended transaction reads reach back at most 90 days, and only accounts the PSU reached online with SCA
 * within the last 90 days.
 *
 * @example
 * ```ts
 * const recentEnough = now - account.lastOnlineScaAt < UNATTENDED_HISTORY_MS;
 * ```
 */
export const UNATTENDED_HISTORY_MS = 90 * DAY_MS;

/**
 * How fresh an account's online-SCA stamp may be and still not be written again: an attended read finding every
 * account it reached stamped within the last minute writes nothing. A PSU present on a TPP's page that reads
 * every few seconds then costs one write a minute, not one a read; the 90 days of an account end at most this
 * much earlier than they would with a write on every read (stricter, never longer).
 *
 * @example
 * ```ts
 * const needsStamp = now - account.lastOnlineScaAt >= ONLINE_SCA_STAMP_INTERVAL_MS;
 * ```
 * @see {@link UNATTENDED_HISTORY_MS}
 */
export const ONLINE_SCA_STAMP_INTERVAL_MS = MINUTE_MS;
