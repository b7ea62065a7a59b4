/**
 * Runs the chain alone: `npx node server/chain/main.ts [db-file]` (default .data/chain.sqlite; CHAIN_HOST,
 * CHAIN_NODE_PORT, CHAIN_INDEXER_PORT, CHAIN_FAUCET_PORT override the local ports of src/lib/network/ports.ts).
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { startChain } from './index.ts';
import { LOCAL_HOST, LOCAL_PORTS } from '#lib/network/ports.ts';

const dbPath = process.argv[2] ?? '.data/chain.sqlite';
mkdirSync(dirname(dbPath), { recursive: true });
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const chain = await startChain({
  db: dbPath,
  host: process.env.CHAIN_HOST ?? LOCAL_HOST,
  nodePort: port('CHAIN_NODE_PORT', LOCAL_PORTS.node),
  indexerPort: port('CHAIN_INDEXER_PORT', LOCAL_PORTS.indexer),
  faucetPort: port('CHAIN_FAUCET_PORT', LOCAL_PORTS.faucet),
});
console.log(`chain: node ${chain.nodeUrl}, indexer ${chain.indexerUrl}, faucet ${chain.faucetUrl}, db ${dbPath}`);
const stop = () => void chain.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
