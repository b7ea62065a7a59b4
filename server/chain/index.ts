/**
 * Chain in a box: one ledger behind the Aptos node API (/v1), the faucet and the indexer GraphQL endpoint, so the
 * unmodified @aptos-labs/ts-sdk runs offline against a custom network config. Port 0 picks a free port (tests).
 */
import type { DatabaseSync } from 'node:sqlite';
import { startFaucet, type TestMintOptions } from './faucet.ts';
import { trustedOrigins } from './cors.ts';
import type { RunningServer } from './http.ts';
import { startIndexer } from './indexer/endpoint.ts';
import { Ledger, type LedgerOptions } from './ledger/ledger.ts';
import { startNodeApi } from './node/api.ts';
import type { SubmitRules } from './node/submit.ts';
import { LOCAL_PORTS } from '#lib/network/ports.ts';

export { Ledger, CHAIN_OPERATOR, resolveAsset } from './ledger/ledger.ts';
export { mintEachTestToken, mintTestToken } from './faucet.ts';
export type { TestToken } from './faucet.ts';
export { NOT_EXCHANGE_SIGNER_ABORT } from './ledger/move-functions.ts';
export type { LedgerOptions } from './ledger/ledger.ts';
export type { UserTxJson } from './ledger/tx-json.ts';

/** Options of startChain. */
export interface StartChainOptions {
  /** Database handle or file path (default in-memory). */
  db?: DatabaseSync | string;
  /** Node API port (default LOCAL_PORTS.node). */
  nodePort?: number;
  /** Indexer port (default LOCAL_PORTS.indexer). */
  indexerPort?: number;
  /** Faucet port (default LOCAL_PORTS.faucet). */
  faucetPort?: number;
  /** Interface to bind (default 127.0.0.1). */
  host?: string;
  /** Ledger options (chain id, execution delay, gas used, clock, the exchange co-signer of deposits). */
  ledger?: LedgerOptions;
  /** Submission rules (max gas, min gas price, clock). */
  rules?: SubmitRules;
  /** Test-faucet pacing for POST /test-tokens. */
  testMint?: TestMintOptions;
  /** Origins, besides loopback pages, whose browser requests may carry credentials (cors.ts). */
  corsOrigins?: readonly string[];
}

/** A running chain. */
export interface RunningChain {
  ledger: Ledger;
  /** Node API base, ending in /v1. */
  nodeUrl: string;
  /** Indexer GraphQL endpoint, ending in /v1/graphql. */
  indexerUrl: string;
  /** Faucet base URL. */
  faucetUrl: string;
  /** Stops the servers and closes the ledger. */
  close(): Promise<void>;
}

/** Starts the ledger and the three services; on a start failure everything already started is stopped. */
export async function startChain(opts: StartChainOptions = {}): Promise<RunningChain> {
  const host = opts.host ?? '127.0.0.1';
  const ledger = new Ledger(opts.db ?? ':memory:', opts.ledger);
  const servers: RunningServer[] = [];
  const close = async () => {
    await Promise.all(servers.map((s) => s.close()));
    ledger.close();
  };
  const origins = trustedOrigins(opts.corsOrigins);
  try {
    const node = await startNodeApi(ledger, {
      host,
      port: opts.nodePort ?? LOCAL_PORTS.node,
      rules: opts.rules,
      origins,
    });
    servers.push(node);
    const indexer = await startIndexer(ledger, { host, port: opts.indexerPort ?? LOCAL_PORTS.indexer, origins });
    servers.push(indexer);
    const faucet = await startFaucet(ledger, {
      host,
      port: opts.faucetPort ?? LOCAL_PORTS.faucet,
      testMint: opts.testMint,
      origins,
    });
    servers.push(faucet);
    return { ledger, nodeUrl: `${node.url}/v1`, indexerUrl: `${indexer.url}/v1/graphql`, faucetUrl: faucet.url, close };
  } catch (e) {
    await close();
    throw e;
  }
}
