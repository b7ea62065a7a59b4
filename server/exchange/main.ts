/** Runs the exchange alone: `npx node server/exchange/main.ts` (PORT default LOCAL_PORTS.exchange, DB default data/exchange.sqlite). */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { startExchange } from './index.ts';
import { LOCAL_PORTS } from '#lib/network/ports.ts';

const db = process.env.EXCHANGE_DB ?? 'data/exchange.sqlite';
if (db !== ':memory:') mkdirSync(dirname(db), { recursive: true });
const exchange = await startExchange({
  db,
  port: Number(process.env.PORT ?? LOCAL_PORTS.exchange),
  host: process.env.HOST ?? '127.0.0.1',
  simulate: process.env.SIMULATE !== '0',
});
console.log(`exchange ${exchange.url}`);
const stop = () => void exchange.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
