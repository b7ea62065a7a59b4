import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where `npm start` writes its pid: e2e tests send it SIGUSR2 to restart the exchange mid-session. */
export const START_PID_FILE = join(tmpdir(), 'perps-start.pid');

/**
 * Where `npm start` keeps a copy of every line it and the site write (the local network's logs): the e2e tests scan
 * it for key material after a run. Emptied at each start.
 */
export const START_LOG_FILE = join(tmpdir(), 'perps-start.log');

/** Where `npm start` writes the pid of its exchange child at each start: e2e tests kill -9 it mid-order. */
export const EXCHANGE_PID_FILE = join(tmpdir(), 'perps-exchange.pid');
