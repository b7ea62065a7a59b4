/**
 * The Aptos node REST API subset under /v1 that the SDK and the app use: ledger info, accounts (info, resources,
 * modules, balance), transactions (submit BCS, simulate, by hash, wait by hash, by version, lists), gas estimate and view.
 */
import type { OriginPolicy } from '#server/chain/cors.ts';
import { NodeApiError, notFound } from '#server/chain/errors.ts';
import { RequestError, serve, type Route, type RouteResponse, type RunningServer } from '#server/chain/http.ts';
import type { Ledger } from '#server/chain/ledger/ledger.ts';
import { accountRoutes, pageQuery, parseU64 } from './accounts.ts';
import { viewRoute } from './view.ts';
import { simulateFlags, simulateSignedTransaction } from './simulate.ts';
import { DEFAULT_SUBMIT_RULES, GAS_PRICE_ESTIMATE, submitSignedTransaction, type SubmitRules } from './submit.ts';
import { LOCAL_PORTS } from '#lib/network/ports.ts';

/** Options of the node API server. */
export interface NodeApiOptions {
  host?: string;
  /** Port (default LOCAL_PORTS.node; 0 = any free port). */
  port?: number;
  /** Submission rules (gas bounds, clock). */
  rules?: SubmitRules;
  /** Longest wait of /transactions/wait_by_hash, ms (default 2000). */
  longPollMs?: number;
  /** Origins that get credentialed CORS answers (default: loopback pages). */
  origins?: OriginPolicy;
}

const ok = (body: unknown, headers?: Record<string, string>): RouteResponse => ({ status: 200, body, headers });

function requireBcs(contentType: string | string[] | undefined): void {
  if (!String(contentType ?? '').startsWith('application/x.aptos.signed_transaction+bcs')) {
    throw new NodeApiError(
      415,
      'invalid_input',
      'Only application/x.aptos.signed_transaction+bcs submissions are supported',
    );
  }
}

/** Ledger info in the node's JSON. */
function ledgerInfo(ledger: Ledger): Record<string, unknown> {
  return {
    chain_id: ledger.chainId,
    epoch: '1',
    ledger_version: ledger.meta.ledgerVersion.toString(),
    oldest_ledger_version: '0',
    ledger_timestamp: ledger.meta.timestampUs.toString(),
    node_role: 'full_node',
    oldest_block_height: '0',
    block_height: ledger.meta.blockHeight.toString(),
    git_hash: 'chain-in-a-box',
  };
}

/** The node API routes over a ledger. */
function nodeRoutes(ledger: Ledger, opts: NodeApiOptions = {}): Route[] {
  const rules = opts.rules ?? DEFAULT_SUBMIT_RULES;
  const tx = (hash: string | undefined) => {
    const found = ledger.getTransaction(hash ?? '');
    if (!found) throw notFound('transaction_not_found', `Transaction not found by Transaction hash(${hash})`);
    return found;
  };
  return [
    { method: 'GET', pattern: '/v1', handler: () => ok(ledgerInfo(ledger)) },
    { method: 'GET', pattern: '/v1/-/healthy', handler: () => ok({ message: 'aptos-node:ok' }) },
    {
      method: 'GET',
      pattern: '/v1/estimate_gas_price',
      handler: () =>
        ok({
          deprioritized_gas_estimate: Number(GAS_PRICE_ESTIMATE.deprioritized),
          gas_estimate: Number(GAS_PRICE_ESTIMATE.normal),
          prioritized_gas_estimate: Number(GAS_PRICE_ESTIMATE.prioritized),
        }),
    },
    ...accountRoutes(ledger),
    {
      method: 'GET',
      pattern: '/v1/transactions',
      handler: ({ query }) => {
        const { start, limit } = pageQuery(query, 25);
        return ok(ledger.store.listTransactions(start === 0n ? 1n : start, limit).map((j) => JSON.parse(j)));
      },
    },
    {
      method: 'POST',
      pattern: '/v1/transactions',
      handler: ({ headers, body }) => {
        requireBcs(headers['content-type']);
        return { status: 202, body: submitSignedTransaction(ledger, body, rules) };
      },
    },
    {
      method: 'POST',
      pattern: '/v1/transactions/simulate',
      handler: ({ headers, body, query }) => {
        requireBcs(headers['content-type']);
        return ok(simulateSignedTransaction(ledger, body, rules, simulateFlags(query)));
      },
    },
    { method: 'GET', pattern: '/v1/transactions/by_hash/:hash', handler: ({ params }) => ok(tx(params.hash)) },
    {
      method: 'GET',
      pattern: '/v1/transactions/wait_by_hash/:hash',
      handler: async ({ params }) => {
        const current = tx(params.hash);
        if (current.type !== 'pending_transaction') return ok(current);
        return ok((await ledger.waitForCommit(current.hash, opts.longPollMs ?? 2000)) ?? tx(params.hash));
      },
    },
    {
      method: 'GET',
      pattern: '/v1/transactions/by_version/:version',
      handler: ({ params }) => {
        const json = ledger.store.transactionByVersion(parseU64(params.version, 'version'));
        if (!json)
          throw notFound('transaction_not_found', `Transaction not found by Ledger version(${params.version})`);
        return ok(JSON.parse(json));
      },
    },
    { method: 'POST', pattern: '/v1/view', handler: (req) => viewRoute(ledger, req) },
  ];
}

/** Maps thrown errors to the node's error JSON (NodeApiError as is; routing errors; anything else a 500). */
function nodeErrorResponse(e: unknown): RouteResponse {
  if (e instanceof NodeApiError) return { status: e.status, body: e.toBody() };
  if (e instanceof RequestError) {
    return { status: e.status, body: { message: e.message, error_code: 'web_framework_error', vm_error_code: null } };
  }
  return {
    status: 500,
    body: { message: `Internal error: ${(e as Error).message}`, error_code: 'internal_error', vm_error_code: null },
  };
}

/** Starts the node API; every response carries the node's x-aptos-* ledger headers. */
export function startNodeApi(ledger: Ledger, opts: NodeApiOptions = {}): Promise<RunningServer> {
  return serve(nodeRoutes(ledger, opts), {
    host: opts.host ?? '127.0.0.1',
    port: opts.port ?? LOCAL_PORTS.node,
    onError: nodeErrorResponse,
    ...(opts.origins ? { origins: opts.origins } : {}),
    extraHeaders: () => ({
      'x-aptos-chain-id': String(ledger.chainId),
      'x-aptos-ledger-version': ledger.meta.ledgerVersion.toString(),
      'x-aptos-ledger-timestampusec': ledger.meta.timestampUs.toString(),
      'x-aptos-block-height': ledger.meta.blockHeight.toString(),
      'x-aptos-epoch': '1',
      'x-aptos-oldest-ledger-version': '0',
      'x-aptos-oldest-block-height': '0',
    }),
  });
}
