/**
 * The Aptos node REST API subset under /v1 that the SDK and the app use: ledger info, accounts (info, resources,
 * modules, balance), transactions (submit BCS, by hash, wait by hash, by version, lists), gas estimate and view.
 */
import { invalidInput, NodeApiError, notFound } from './errors.ts';
import { serve, type Route, type RouteResponse, type RunningServer } from './http.ts';
import type { Ledger } from './ledger.ts';
import { moduleAbi, modulesAt } from './modules.ts';
import { viewRoute } from './node-view.ts';
import { DEFAULT_SUBMIT_RULES, submitSignedTransaction, type SubmitRules } from './submit.ts';
import { longAddress } from './tx-json.ts';

/** Options of the node API server. */
export interface NodeApiOptions {
  host?: string;
  /** Port (default 8080; 0 = any free port). */
  port?: number;
  /** Submission rules (gas bounds, clock). */
  rules?: SubmitRules;
  /** Longest wait of /transactions/wait_by_hash, ms (default 2000). */
  longPollMs?: number;
}

const ok = (body: unknown, headers?: Record<string, string>): RouteResponse => ({ status: 200, body, headers });

function address(raw: string | undefined): string {
  try {
    return longAddress(raw ?? '');
  } catch {
    throw invalidInput(`Invalid account address '${raw}'`);
  }
}

function page(query: URLSearchParams, defaultLimit: number): { start: bigint; limit: number } {
  const start = query.get('start') ?? '0';
  const limit = query.get('limit') ?? String(defaultLimit);
  if (!/^\d+$/.test(start) || !/^\d+$/.test(limit)) throw invalidInput('start and limit must be unsigned integers');
  return { start: BigInt(start), limit: Math.min(Math.max(Number(limit), 1), 1000) };
}

/** Cuts a list to one page; the x-aptos-cursor header carries the next start when more remain. */
function cursorPage<T>(items: T[], query: URLSearchParams): RouteResponse {
  const { start, limit } = page(query, 1000);
  const from = Number(start);
  const next = from + limit;
  return ok(items.slice(from, next), next < items.length ? { 'x-aptos-cursor': String(next) } : undefined);
}

/** Ledger info in the node's JSON. */
export function ledgerInfo(ledger: Ledger): Record<string, unknown> {
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

function accountResource(ledger: Ledger, addr: string): Record<string, unknown> {
  const a = ledger.account(addr);
  return {
    type: '0x1::account::Account',
    data: {
      authentication_key: a.authKey,
      sequence_number: a.sequenceNumber.toString(),
      guid_creation_num: '0',
      coin_register_events: { counter: '0', guid: { id: { addr, creation_num: '0' } } },
      key_rotation_capability: { vec: [] },
      rotation_capability_offer: { for: { vec: [] } },
      signer_capability_offer: { for: { vec: [] } },
    },
  };
}

/** The node API routes over a ledger. */
export function nodeRoutes(ledger: Ledger, opts: NodeApiOptions = {}): Route[] {
  const rules = opts.rules ?? DEFAULT_SUBMIT_RULES;
  const tx = (hash: string | undefined) => {
    const found = ledger.getTransaction(hash ?? '');
    if (!found) throw notFound('transaction_not_found', `Transaction not found by Transaction hash(${hash})`);
    return found;
  };
  return [
    { method: 'GET', pattern: '/v1', handler: () => ok(ledgerInfo(ledger)) },
    { method: 'GET', pattern: '/v1/-/healthy', handler: () => ok({ message: 'aptos-node:ok' }) },
    { method: 'GET', pattern: '/v1/estimate_gas_price', handler: () => ok({ deprioritized_gas_estimate: 100, gas_estimate: 100, prioritized_gas_estimate: 150 }) },
    {
      method: 'GET', pattern: '/v1/accounts/:address', handler: ({ params }) => {
        const a = ledger.account(address(params.address));
        return ok({ sequence_number: a.sequenceNumber.toString(), authentication_key: a.authKey });
      },
    },
    { method: 'GET', pattern: '/v1/accounts/:address/resources', handler: ({ params, query }) => cursorPage([accountResource(ledger, address(params.address))], query) },
    {
      method: 'GET', pattern: '/v1/accounts/:address/resource/:type', handler: ({ params }) => {
        if (params.type === '0x1::account::Account') return ok(accountResource(ledger, address(params.address)));
        throw notFound('resource_not_found', `Resource not found by Address(${params.address}), Struct tag(${params.type})`);
      },
    },
    { method: 'GET', pattern: '/v1/accounts/:address/modules', handler: ({ params, query }) => cursorPage(modulesAt(address(params.address)).map((abi) => ({ bytecode: '0x', abi })), query) },
    {
      method: 'GET', pattern: '/v1/accounts/:address/module/:name', handler: ({ params }) => {
        const abi = moduleAbi(address(params.address), params.name ?? '');
        if (!abi) throw notFound('module_not_found', `Module not found by Address(${params.address}), Module name(${params.name})`);
        return ok({ bytecode: '0x', abi });
      },
    },
    {
      method: 'GET', pattern: '/v1/accounts/:address/balance/:asset', handler: ({ params }) => {
        const asset = params.asset === '0x1::aptos_coin::AptosCoin' ? '0xa' : params.asset ?? '';
        try {
          return { status: 200, body: null, rawJson: ledger.balanceOf(address(params.address), asset).toString() };
        } catch (e) {
          if (e instanceof NodeApiError) throw e;
          return { status: 200, body: null, rawJson: '0' }; // unknown asset: nothing held
        }
      },
    },
    {
      method: 'GET', pattern: '/v1/accounts/:address/transactions', handler: ({ params, query }) => {
        const { start, limit } = page(query, 25);
        return ok(ledger.store.listTransactions(start, limit, address(params.address)).map((j) => JSON.parse(j)));
      },
    },
    {
      method: 'GET', pattern: '/v1/transactions', handler: ({ query }) => {
        const { start, limit } = page(query, 25);
        return ok(ledger.store.listTransactions(start === 0n ? 1n : start, limit).map((j) => JSON.parse(j)));
      },
    },
    {
      method: 'POST', pattern: '/v1/transactions', handler: ({ headers, body }) => {
        if (!String(headers['content-type'] ?? '').startsWith('application/x.aptos.signed_transaction+bcs')) {
          throw new NodeApiError(415, 'invalid_input', 'Only application/x.aptos.signed_transaction+bcs submissions are supported');
        }
        return { status: 202, body: submitSignedTransaction(ledger, body, rules) };
      },
    },
    { method: 'GET', pattern: '/v1/transactions/by_hash/:hash', handler: ({ params }) => ok(tx(params.hash)) },
    {
      method: 'GET', pattern: '/v1/transactions/wait_by_hash/:hash', handler: async ({ params }) => {
        const current = tx(params.hash);
        if (current.type !== 'pending_transaction') return ok(current);
        return ok((await ledger.waitForCommit(current.hash, opts.longPollMs ?? 2000)) ?? tx(params.hash));
      },
    },
    {
      method: 'GET', pattern: '/v1/transactions/by_version/:version', handler: ({ params }) => {
        const json = /^\d+$/.test(params.version ?? '') ? ledger.store.transactionByVersion(BigInt(params.version!)) : undefined;
        if (!json) throw notFound('transaction_not_found', `Transaction not found by Ledger version(${params.version})`);
        return ok(JSON.parse(json));
      },
    },
    { method: 'POST', pattern: '/v1/view', handler: (req) => viewRoute(ledger, req) },
  ];
}

/** Maps thrown errors to the node's error JSON (NodeApiError as is; routing errors; anything else a 500). */
export function nodeErrorResponse(e: unknown): RouteResponse {
  if (e instanceof NodeApiError) return { status: e.status, body: e.toBody() };
  const status = (e as { status?: number }).status;
  if (status === 404 || status === 405 || status === 413) {
    return { status, body: { message: (e as Error).message, error_code: 'web_framework_error', vm_error_code: null } };
  }
  return { status: 500, body: { message: `Internal error: ${(e as Error).message}`, error_code: 'internal_error', vm_error_code: null } };
}

/** Starts the node API; every response carries the node's x-aptos-* ledger headers. */
export function startNodeApi(ledger: Ledger, opts: NodeApiOptions = {}): Promise<RunningServer> {
  return serve(nodeRoutes(ledger, opts), {
    host: opts.host ?? '127.0.0.1',
    port: opts.port ?? 8080,
    onError: nodeErrorResponse,
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
