/**
 * The local network in a box: Aptos chain emulation (node 8080, indexer 8090, faucet 8081), the exchange
 * (HTTP + WebSocket on 3001) and the dev wallet host (8787), all over one SQLite file.
 * `npm run server` runs it alone; scripts/start.ts runs it next to the site.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startChain } from './chain/index.ts';
import { startExchange } from './exchange/index.ts';
import { startWalletHost } from './wallet-host/index.ts';

/** Ports of the local network (SPEC section 9: node 8080, indexer 8090). */
export const LOCAL_PORTS = { node: 8080, indexer: 8090, faucet: 8081, exchange: 3001, walletHost: 8787 } as const;

/** Options of the local network. */
export interface LocalNetworkOptions {
  /** Folder holding the SQLite file; created when missing. */
  readonly dataDir: string;
  readonly host?: string;
  /** Run the price simulator and market makers (default true). */
  readonly simulate?: boolean;
}

/** A running local network. */
export interface LocalNetwork {
  readonly exchangeUrl: string;
  readonly nodeUrl: string;
  readonly indexerUrl: string;
  readonly walletHostUrl: string;
  close(): Promise<void>;
}

/** Starts every service of the local network over `${dataDir}/local.sqlite`. */
export async function startLocalNetwork(opts: LocalNetworkOptions): Promise<LocalNetwork> {
  const host = opts.host ?? '127.0.0.1';
  mkdirSync(opts.dataDir, { recursive: true });
  const db = join(resolve(opts.dataDir), 'local.sqlite');
  const chain = await startChain({
    db, host, nodePort: LOCAL_PORTS.node, indexerPort: LOCAL_PORTS.indexer, faucetPort: LOCAL_PORTS.faucet,
  });
  const exchange = await startExchange({ db, host, port: LOCAL_PORTS.exchange, chain, simulate: opts.simulate ?? true });
  const wallet = await startWalletHost({ host, port: LOCAL_PORTS.walletHost, dataDir: opts.dataDir, nodeUrl: chain.nodeUrl });
  return {
    exchangeUrl: exchange.url,
    nodeUrl: chain.nodeUrl,
    indexerUrl: chain.indexerUrl,
    walletHostUrl: wallet.url,
    async close() {
      await wallet.close();
      await exchange.close();
      await chain.close();
    },
  };
}

if (import.meta.main) {
  const network = await startLocalNetwork({ dataDir: process.env.DATA_DIR ?? 'data' });
  console.log(`exchange ${network.exchangeUrl}\nnode ${network.nodeUrl}\nindexer ${network.indexerUrl}\nwallet ${network.walletHostUrl}`);
  const stop = () => void network.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
