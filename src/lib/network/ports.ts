/**
 * Ports of the local network in a box, the one place they are written: the app's local endpoints
 * (origins.ts), the servers that listen on them (server/main.ts, server/chain/main.ts, the wallet host) and the e2e
 * harness all read this. SPEC 9 fixes node 8080 and indexer 8090; the other three are this repository's choice.
 */
export const LOCAL_PORTS = { node: 8080, indexer: 8090, faucet: 8081, exchange: 3001, walletHost: 8787 } as const;

/** The loopback host every local service listens on. */
export const LOCAL_HOST = '127.0.0.1';
