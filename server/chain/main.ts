/**
 * Runs the chain alone: `npx node server/chain/main.ts [db-file]` (default .data/chain.sqlite; CHAIN_HOST,
 * CHAIN_NODE_PORT, CHAIN_INDEXER_PORT, CHAIN_FAUCET_PORT override the spec's local ports).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { startChain } from './index.ts';

const dbPath = process.argv[2] ?? '.data/chain.sqlite';
mkdirSync(dirname(dbPath), { recursive: true });
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const chain = await startChain({
  db: dbPath,
  host: process.env.CHAIN_HOST ?? '127.0.0.1',
  nodePort: port('CHAIN_NODE_PORT', 8080),
  indexerPort: port('CHAIN_INDEXER_PORT', 8090),
  faucetPort: port('CHAIN_FAUCET_PORT', 8081),
});
console.log(`chain: node ${chain.nodeUrl}, indexer ${chain.indexerUrl}, faucet ${chain.faucetUrl}, db ${dbPath}`);
const stop = () => void chain.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
