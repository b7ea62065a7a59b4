/** Child process of the crash test: chain (in memory) + exchange on the SQLite file given as argv[2]. */
import { startChain } from '#server/chain/index.ts';
import { startExchange } from '#server/exchange/index.ts';

const chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0 });
const exchange = await startExchange({
  db: process.argv[2]!,
  port: 0,
  chain,
  simulate: false,
  maintenance: false,
  faucetSleep: async () => {},
  log: () => {},
});
process.stdout.write(`${JSON.stringify({ url: exchange.url })}\n`);
