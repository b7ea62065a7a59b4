/** `npx node server/wallet-host/main.ts`: runs the dev wallet host alone (PORT, HOST, DATA_DIR, NODE_URL from env). */
import { startWalletHost } from './index.ts';

const host = await startWalletHost({
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: process.env.DATA_DIR ?? 'data',
  ...(process.env.NODE_URL === undefined ? {} : { nodeUrl: process.env.NODE_URL }),
});
console.log(`wallet host ${host.url}/prompt/?provider=google`);
process.once('SIGINT', () => void host.close().then(() => process.exit(0)));
