/**
 * Who may call the dev wallet host from a browser. Dapps on other origins need the two mini-app endpoints (upload a
 * request, poll its answer), so those alone carry CORS headers. Everything else (the prompt page, describe, approve,
 * the dev endpoints) answers only its own origin: a page elsewhere on the machine must not make the dev account sign.
 */
import type { IncomingHttpHeaders } from 'node:http';

/** POST {origin}/v1/dapp/clients/{key}/requests/ : a dapp uploads a long mini-app request. */
export const DAPP_UPLOAD_PATH = /^\/v1\/dapp\/clients\/([\w-]+)\/requests\/$/;
/** GET {origin}/v1/dapp/clients/{key}/requests/{id}/response/ : a dapp polls for the wallet's answer. */
export const DAPP_POLL_PATH = /^\/v1\/dapp\/clients\/([\w-]+)\/requests\/([\w-]+)\/response\/$/;

/** CORS headers of a dapp endpoint: any origin (requests are signed by the dapp's client identity key). */
export const DAPP_CORS_HEADERS = { 'Access-Control-Allow-Origin': '*' } as const;
/** The preflight answer of a dapp endpoint. */
export const DAPP_PREFLIGHT_HEADERS = {
  ...DAPP_CORS_HEADERS,
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Allow-Methods': 'GET, POST',
} as const;

/** True when `method path` is one of the two endpoints a dapp on another origin calls (OPTIONS counts as either). */
export function isDappEndpoint(method: string, path: string): boolean {
  if (method === 'OPTIONS') return DAPP_UPLOAD_PATH.test(path) || DAPP_POLL_PATH.test(path);
  return (method === 'POST' && DAPP_UPLOAD_PATH.test(path)) || (method === 'GET' && DAPP_POLL_PATH.test(path));
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

function hostname(host: string): string {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
}

/**
 * True when a request must be refused by a same-origin route: its Host is not a name the host serves (DNS rebinding),
 * or a browser sent an Origin other than the host's own (a page elsewhere, even a form or no-cors POST that
 * needs no preflight). Requests without Origin (tools, tests, top-level navigations) pass.
 */
export function isForeignRequest(headers: IncomingHttpHeaders, listenHost: string): boolean {
  const host = headers.host ?? '';
  const served = new Set([...LOOPBACK_HOSTS, hostname(listenHost)]);
  if (!served.has(hostname(host))) return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  return origin !== `http://${host}`;
}
