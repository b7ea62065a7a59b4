/** `npx node server/wallet-host/main.ts`: runs the dev wallet host alone (PORT, HOST, DATA_DIR, NODE_URL from env). */
import { startWalletHost } from './index.ts';
import { LOCAL_HOST, LOCAL_PORTS } from '#lib/network/ports.ts';

const host = await startWalletHost({
  port: Number(process.env.PORT ?? LOCAL_PORTS.walletHost),
  host: process.env.HOST ?? LOCAL_HOST,
  dataDir: process.env.DATA_DIR ?? 'data',
  ...(process.env.NODE_URL === undefined ? {} : { nodeUrl: process.env.NODE_URL }),
});
console.log(`wallet host ${host.url}/prompt/?provider=google`);
process.once('SIGINT', () => void host.close().then(() => process.exit(0)));
