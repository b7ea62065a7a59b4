import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where `npm start` writes its pid: e2e tests send it SIGUSR2 to restart the local network mid-session. */
export const START_PID_FILE = join(tmpdir(), 'perps-start.pid');
