/**
 * The node API's account routes: account info, resources, modules, fungible balance and the account's transactions.
 */
import { invalidInput, NodeApiError, notFound } from '#server/chain/errors.ts';
import type { Route, RouteResponse } from '#server/chain/http.ts';
import type { Ledger } from '#server/chain/ledger/ledger.ts';
import { moduleAbi, modulesAt } from '#server/chain/ledger/modules.ts';
import { longAddress } from '#server/chain/ledger/tx-json.ts';

const ok = (body: unknown, headers?: Record<string, string>): RouteResponse => ({ status: 200, body, headers });

/** A path's account address in long form; malformed input is a 400. */
function parseAddress(raw: string | undefined): string {
  try {
    return longAddress(raw ?? '');
  } catch {
    throw invalidInput(`Invalid account address '${raw}'`);
  }
}

const U64_MAX = 2n ** 64n - 1n;
const U16_MAX = 65_535n;

/** A u64 path or query parameter, as the node parses it: anything else (sign, fraction, overflow) is a 400. */
export function parseU64(raw: string | undefined, name: string, max = U64_MAX): bigint {
  const value = /^\d{1,20}$/.test(raw ?? '') ? BigInt(raw!) : undefined;
  if (value === undefined || value > max)
    throw invalidInput(`Invalid ${name} '${raw}': expected an unsigned integer of at most ${max}`);
  return value;
}

/** The start (u64) and limit (u16, clamped to 1..1000) query parameters. */
export function pageQuery(query: URLSearchParams, defaultLimit: number): { start: bigint; limit: number } {
  const start = parseU64(query.get('start') ?? '0', 'start');
  const limit = parseU64(query.get('limit') ?? String(defaultLimit), 'limit', U16_MAX);
  return { start, limit: Math.min(Math.max(Number(limit), 1), 1000) };
}

/** Cuts a list to one page; the x-aptos-cursor header carries the next start when more remain. */
function cursorPage<T>(items: T[], query: URLSearchParams): RouteResponse {
  const { start, limit } = pageQuery(query, 1000);
  const from = start > BigInt(items.length) ? items.length : Number(start);
  const next = from + limit;
  return ok(items.slice(from, next), next < items.length ? { 'x-aptos-cursor': String(next) } : undefined);
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

/** The /v1/accounts/... routes over a ledger. */
export function accountRoutes(ledger: Ledger): Route[] {
  return [
    {
      // An address never touched answers 200 {sequence_number "0", authentication_key = the address}, not 404
      // account_not_found: current fullnodes do this for stateless accounts (AIP-115, DEFAULT_ACCOUNT_RESOURCE). The
      // SDK (7.3) would survive a 404 in two places only: build with withFeePayer (fee payer 0x0) catches any getInfo
      // error and uses sequence 0, and getAuthKey maps account_not_found to auth key = address. Every other build
      // (a new account paying its own gas, generateRawTransaction with a concrete fee payer) needs this 200.
      method: 'GET',
      pattern: '/v1/accounts/:address',
      handler: ({ params }) => {
        const a = ledger.account(parseAddress(params.address));
        return ok({ sequence_number: a.sequenceNumber.toString(), authentication_key: a.authKey });
      },
    },
    {
      method: 'GET',
      pattern: '/v1/accounts/:address/resources',
      handler: ({ params, query }) => cursorPage([accountResource(ledger, parseAddress(params.address))], query),
    },
    {
      method: 'GET',
      pattern: '/v1/accounts/:address/resource/:type',
      handler: ({ params }) => {
        if (params.type === '0x1::account::Account') return ok(accountResource(ledger, parseAddress(params.address)));
        throw notFound(
          'resource_not_found',
          `Resource not found by Address(${params.address}), Struct tag(${params.type})`,
        );
      },
    },
    {
      method: 'GET',
      pattern: '/v1/accounts/:address/modules',
      handler: ({ params, query }) =>
        cursorPage(
          modulesAt(parseAddress(params.address)).map((abi) => ({ bytecode: '0x', abi })),
          query,
        ),
    },
    {
      method: 'GET',
      pattern: '/v1/accounts/:address/module/:name',
      handler: ({ params }) => {
        const abi = moduleAbi(parseAddress(params.address), params.name ?? '');
        if (!abi)
          throw notFound(
            'module_not_found',
            `Module not found by Address(${params.address}), Module name(${params.name})`,
          );
        return ok({ bytecode: '0x', abi });
      },
    },
    {
      method: 'GET',
      pattern: '/v1/accounts/:address/balance/:asset',
      handler: ({ params }) => {
        const asset = params.asset === '0x1::aptos_coin::AptosCoin' ? '0xa' : (params.asset ?? '');
        try {
          return { status: 200, body: null, rawJson: ledger.balanceOf(parseAddress(params.address), asset).toString() };
        } catch (e) {
          if (e instanceof NodeApiError) throw e;
          return { status: 200, body: null, rawJson: '0' }; // unknown asset: nothing held
        }
      },
    },
    {
      method: 'GET',
      pattern: '/v1/accounts/:address/transactions',
      handler: ({ params, query }) => {
        const { start, limit } = pageQuery(query, 25);
        return ok(ledger.store.listTransactions(start, limit, parseAddress(params.address)).map((j) => JSON.parse(j)));
      },
    },
  ];
}
