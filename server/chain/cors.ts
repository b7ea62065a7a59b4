/**
 * CORS of the chain services (node API, faucet, indexer). Their data is public, so any page may read it, as any
 * page may read a public fullnode: other origins get `Access-Control-Allow-Origin: *` and no credentials. Only
 * trusted origins get their own origin back with `Access-Control-Allow-Credentials: true`, which the SDK needs
 * because browsers send its requests with credentials (cookies, for sticky routing behind a load balancer): pages
 * served from this machine's loopback (the app, Storybook, the dev wallet host, on whatever port) and any origin
 * the operator lists. A page elsewhere never gets a credentialed answer, whatever Origin it sends.
 */

/** Decides which origins may make credentialed requests. */
export type OriginPolicy = (origin: string) => boolean;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for an http(s) origin on this machine's loopback, any port. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && LOOPBACK_HOSTS.has(url.hostname)
  );
}

/** The policy of the chain services: loopback pages plus the listed origins (exact scheme://host:port). */
export function trustedOrigins(extra: readonly string[] = []): OriginPolicy {
  const listed = new Set(extra);
  return (origin) => listed.has(origin) || isLoopbackOrigin(origin);
}

const ALLOWED_HEADERS = 'content-type, authorization, x-aptos-client, x-aptos-typescript-sdk-origin-method';
const HEADER_LIST = /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(\s*,\s*[A-Za-z0-9!#$%&'*+.^_`|~-]+)*$/;

/** CORS headers of an answer (a preflight when `preflight`), for the request's Origin and requested headers. */
export function corsHeaders(
  policy: OriginPolicy,
  origin: string | undefined,
  requestedHeaders: string | undefined,
  preflight: boolean,
): Record<string, string> {
  const trusted = origin !== undefined && policy(origin);
  const base: Record<string, string> = trusted
    ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'origin' }
    : { 'access-control-allow-origin': '*' };
  if (!preflight)
    return {
      ...base,
      'access-control-expose-headers':
        'x-aptos-cursor, x-aptos-chain-id, x-aptos-ledger-version, x-aptos-ledger-timestampusec, x-aptos-block-height',
    };
  // any request header is allowed, as on the real node; a malformed list falls back to the SDK's headers
  const headers =
    requestedHeaders !== undefined && HEADER_LIST.test(requestedHeaders) ? requestedHeaders : ALLOWED_HEADERS;
  return {
    ...base,
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': headers,
    'access-control-max-age': '600',
    ...(trusted ? { vary: 'origin, access-control-request-headers' } : { vary: 'access-control-request-headers' }),
  };
}
