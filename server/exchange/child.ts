/**
 * The exchange in its own process, started and restarted by server/supervisor.ts (which owns the chain
 * emulation, the wallet host and the network clock's other readers): it takes its configuration over the IPC
 * channel, reaches the chain through it (process-link.ts), tells the supervisor whenever its clock moves, and
 * says when it serves. Killed at any point (kill -9 included), it loses nothing it acknowledged: every command is
 * durable before its answer (store/store.ts), and the next start replays the journal.
 */
import { SupervisorChannel } from './process-link.ts';

// listening before the exchange's modules load (seconds on a loaded machine): the configuration may come meanwhile
const channel = new SupervisorChannel();
// the supervisor gone (killed itself), nothing would restart or stop this process: leave with it
process.once('disconnect', () => process.exit(0));
const [{ NetworkClock }, { startExchange }, { loadOperator }] = await Promise.all([
  import('./clock.ts'),
  import('./index.ts'),
  import('./onchain/operator.ts'),
]);
const config = await channel.config();
const clock = new NetworkClock();
clock.advance(config.clockOffset);
const exchange = await startExchange({
  db: config.db,
  host: config.host,
  port: config.port,
  chain: channel.link(config),
  operator: loadOperator(config.db),
  networkClock: clock,
  controls: config.controls,
  simulate: config.simulate,
  clockMoved: () => channel.clock(clock.offset),
});
await channel.clock(clock.offset);
channel.ready(exchange.url);
const stop = () => void exchange.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
