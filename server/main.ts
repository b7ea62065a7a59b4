/**
 * The local network in a box: Aptos chain emulation (node, indexer, faucet), the exchange (HTTP + WebSocket) and
 * the dev wallet host, all over one SQLite file, on the ports of src/lib/network/ports.ts.
 * `npm run server` runs it alone, in one process; scripts/start.ts runs it next to the site through
 * server/supervisor.ts, with the exchange in a child process of its own.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Ed25519Account } from '@aptos-labs/ts-sdk';
import { startChain, type RunningChain } from './chain/index.ts';
import { DEFAULT_SUBMIT_RULES } from './chain/node/submit.ts';
import { NetworkClock } from './exchange/clock.ts';
import { startExchange, type RunningExchange } from './exchange/index.ts';
import { loadOperator } from './exchange/onchain/operator.ts';
import { startWalletHost } from './wallet-host/index.ts';
import { LOCAL_HOST, LOCAL_PORTS } from '#lib/network/ports.ts';

/** Options of the local network. */
export interface LocalNetworkOptions {
  /** Folder holding the SQLite file; created when missing. */
  readonly dataDir: string;
  readonly host?: string;
  /** Run the price simulator and market makers (default true). */
  readonly simulate?: boolean;
  /**
   * Serve the clock and price controls (server/exchange/controls.ts) on the exchange's port to loopback tools
   * (default false). Set only where this runs as the local network: `npm run server`, scripts/start.ts.
   */
  readonly controls?: boolean;
  /** Ports replacing LOCAL_PORTS (0 picks a free one: tests). */
  readonly ports?: Partial<Record<keyof typeof LOCAL_PORTS, number>>;
}

/** A running local network. */
export interface LocalNetwork {
  readonly exchangeUrl: string;
  readonly nodeUrl: string;
  readonly indexerUrl: string;
  readonly faucetUrl: string;
  readonly walletHostUrl: string;
  /** The exchange operator's address: the co-signer every deposit_token needs (stable across restarts). */
  readonly operatorAddress: string;
  /** The network clock every service reads (the exchange stamps with it, the chain's blocks and expiry follow it). */
  readonly clock: NetworkClock;
  /** The exchange itself, for in-process drivers such as the trade-page soak (bench/soak.ts). */
  readonly exchange: RunningExchange;
  close(): Promise<void>;
}

/** The chain emulation and the wallet host over one database, on the network clock (what the exchange talks to). */
export interface ChainServices {
  /** The SQLite file every service of the network keeps its tables in. */
  readonly db: string;
  readonly operator: Ed25519Account;
  readonly chain: RunningChain;
  readonly wallet: { readonly url: string; close(): Promise<void> };
  close(): Promise<void>;
}

/** Starts the chain emulation and the wallet host over `${dataDir}/local.sqlite`, reading time from `clock`. */
export async function startChainServices(opts: LocalNetworkOptions, clock: NetworkClock): Promise<ChainServices> {
  const host = opts.host ?? LOCAL_HOST;
  const ports = { ...LOCAL_PORTS, ...opts.ports };
  mkdirSync(opts.dataDir, { recursive: true });
  const db = join(resolve(opts.dataDir), 'local.sqlite');
  const operator = loadOperator(db);
  // one clock for the network: the chain's block times and transaction expiry follow the exchange's clock, so an
  // advance moves both (the app reads it through getTime)
  const now = () => clock.now();
  const chain = await startChain({
    db,
    host,
    nodePort: ports.node,
    indexerPort: ports.indexer,
    faucetPort: ports.faucet,
    ledger: { exchangeSigner: operator.accountAddress.toStringLong(), now },
    rules: { ...DEFAULT_SUBMIT_RULES, nowSecs: () => BigInt(Math.floor(now() / 1000)) },
  });
  const wallet = await startWalletHost({ host, port: ports.walletHost, dataDir: opts.dataDir, nodeUrl: chain.nodeUrl });
  return {
    db,
    operator,
    chain,
    wallet,
    async close() {
      await wallet.close();
      await chain.close();
    },
  };
}

/** Starts every service of the local network over `${dataDir}/local.sqlite`, the exchange in this process. */
export async function startLocalNetwork(opts: LocalNetworkOptions): Promise<LocalNetwork> {
  const clock = new NetworkClock();
  const services = await startChainServices(opts, clock);
  const { chain, wallet, operator } = services;
  const exchange = await startExchange({
    db: services.db,
    host: opts.host ?? LOCAL_HOST,
    port: { ...LOCAL_PORTS, ...opts.ports }.exchange,
    chain,
    operator,
    networkClock: clock,
    controls: opts.controls ?? false,
    simulate: opts.simulate ?? true,
  }).catch(async (error: unknown) => {
    await services.close();
    throw error;
  });
  return {
    exchangeUrl: exchange.url,
    nodeUrl: chain.nodeUrl,
    indexerUrl: chain.indexerUrl,
    faucetUrl: chain.faucetUrl,
    walletHostUrl: wallet.url,
    operatorAddress: operator.accountAddress.toStringLong(),
    clock,
    exchange,
    async close() {
      await exchange.close();
      await services.close();
    },
  };
}

if (import.meta.main) {
  const network = await startLocalNetwork({ dataDir: process.env.DATA_DIR ?? 'data', controls: true });
  console.log(
    `exchange ${network.exchangeUrl}\nnode ${network.nodeUrl}\nindexer ${network.indexerUrl}\nwallet ${network.walletHostUrl}`,
  );
  const stop = () => void network.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
