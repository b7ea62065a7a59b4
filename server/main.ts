/**
 * The local network in a box: Aptos chain emulation (node, indexer, faucet), the exchange (HTTP + WebSocket) and
 * the dev wallet host, all over one SQLite file, on the ports of src/lib/network/ports.ts.
 * `npm run server` runs it alone; scripts/start.ts runs it next to the site.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startChain } from './chain/index.ts';
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

/** Starts every service of the local network over `${dataDir}/local.sqlite`. */
export async function startLocalNetwork(opts: LocalNetworkOptions): Promise<LocalNetwork> {
  const host = opts.host ?? LOCAL_HOST;
  const ports = { ...LOCAL_PORTS, ...opts.ports };
  mkdirSync(opts.dataDir, { recursive: true });
  const db = join(resolve(opts.dataDir), 'local.sqlite');
  const operator = loadOperator(db);
  const operatorAddress = operator.accountAddress.toStringLong();
  // one clock for the network: the chain's block times and transaction expiry follow the exchange's clock, so an
  // advance moves both (the app reads it through getTime)
  const clock = new NetworkClock();
  const now = () => clock.now();
  const chain = await startChain({
    db,
    host,
    nodePort: ports.node,
    indexerPort: ports.indexer,
    faucetPort: ports.faucet,
    ledger: { exchangeSigner: operatorAddress, now },
    rules: { ...DEFAULT_SUBMIT_RULES, nowSecs: () => BigInt(Math.floor(now() / 1000)) },
  });
  const exchange = await startExchange({
    db,
    host,
    port: ports.exchange,
    chain,
    operator,
    networkClock: clock,
    controls: opts.controls ?? false,
    simulate: opts.simulate ?? true,
  });
  const wallet = await startWalletHost({ host, port: ports.walletHost, dataDir: opts.dataDir, nodeUrl: chain.nodeUrl });
  return {
    exchangeUrl: exchange.url,
    nodeUrl: chain.nodeUrl,
    indexerUrl: chain.indexerUrl,
    faucetUrl: chain.faucetUrl,
    walletHostUrl: wallet.url,
    operatorAddress,
    clock,
    exchange,
    async close() {
      await wallet.close();
      await exchange.close();
      await chain.close();
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
