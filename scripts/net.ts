/**
 * `npm run net -- <command>`: the local network's clock and price controls (server/exchange/controls.ts), for demos
 * and by hand; the Playwright tests call the same endpoint through tests/e2e/harness/net.ts.
 *
 *   npm run net -- clock              the network time and how far it runs ahead of this machine's
 *   npm run net -- advance 1h         moves it forward (1h, 25h, 90m, 1h30m, 2d, 500ms), running in order the
 *                                     funding, interest, liquidations, bridge settlements and snapshots inside
 *   npm run net -- price BTC 90000    sets BTC's index price (exact decimal, "90,000.50" too); liquidations react
 *
 * It talks to the exchange of `npm start` / `npm run server` (EXCHANGE_URL overrides http://127.0.0.1:3001), which
 * answers only loopback tools and only when started as the local network.
 */
import { formatSpan, parseSpan } from '#server/exchange/control-input.ts';
import { ControlClient, ControlError } from '#server/exchange/control-client.ts';
import { LOCAL_HOST, LOCAL_PORTS } from '#lib/network/ports.ts';

/** One command of the CLI. */
export type NetCommand =
  | { readonly kind: 'clock' }
  | { readonly kind: 'advance'; readonly span: string; readonly ms: number }
  | { readonly kind: 'price'; readonly token: string; readonly price: string };

const USAGE = 'usage: npm run net -- clock | advance <span, e.g. 1h> | price <TOKEN> <price, e.g. 90000>';

/** Reads the CLI's arguments (after `--`); throws an Error with the usage on anything else. */
export function parseNetArgs(args: readonly string[]): NetCommand {
  const [command, ...rest] = args;
  if (command === 'clock' && rest.length === 0) return { kind: 'clock' };
  if (command === 'advance' && rest.length === 1) return { kind: 'advance', span: rest[0]!, ms: parseSpan(rest[0]!) };
  if (command === 'price' && rest.length === 2) return { kind: 'price', token: rest[0]!, price: rest[1]! };
  throw new Error(USAGE);
}

const ahead = (offsetMs: number) =>
  offsetMs < 1000 ? 'on the wall clock' : `${formatSpan(offsetMs)} ahead of the wall clock`;

/** Runs one command against the controls at `baseUrl`; returns the lines to print. */
export async function runNet(command: NetCommand, baseUrl: string): Promise<string[]> {
  const net = new ControlClient(baseUrl);
  switch (command.kind) {
    case 'clock': {
      const clock = await net.clock();
      return [`${clock.iso} (${ahead(clock.offsetMs)})`];
    }
    case 'advance': {
      const result = await net.advance(command.ms);
      const count = (work: string) => result.steps.filter((s) => s.work.includes(work as never)).length;
      return [
        `advanced ${formatSpan(command.ms)}: ${new Date(result.from).toISOString()} -> ${new Date(result.to).toISOString()}`,
        `${result.steps.length} steps: ${count('funding')} fundings, ${count('interest')} interest accruals, ` +
          `${count('liquidation')} liquidation scans, ${result.settled.length} bridge settlements, ${count('snapshot')} snapshots`,
        `clock ${result.clock.iso} (${ahead(result.clock.offsetMs)})`,
      ];
    }
    case 'price': {
      const set = await net.setPrice(command.token, command.price);
      return [`${set.token} index price ${set.price} at ${set.clock.iso}`];
    }
  }
}

if (import.meta.main) {
  try {
    const command = parseNetArgs(process.argv.slice(2));
    const base = process.env.EXCHANGE_URL ?? `http://${LOCAL_HOST}:${LOCAL_PORTS.exchange}`;
    for (const line of await runNet(command, base)) console.log(line);
  } catch (error) {
    console.error(error instanceof ControlError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
