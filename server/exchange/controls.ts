/**
 * The local network's controls over HTTP, for the `npm run net` CLI and the Playwright tests
 * (tests/e2e/harness/net.ts): read the clock, advance it, set a token's index price. Served only when the exchange
 * was started as the local network (startExchange's `controls`, set by server/main.ts alone), and there only to
 * loopback callers that are not web pages: a request from another address, or carrying an Origin header (every
 * browser page's POST does, and a JSON POST needs a CORS preflight this never allows), is refused. The app (src/)
 * never names these paths.
 *
 *   GET  /_local/clock                                  -> ControlClock
 *   POST /_local/advance {"span": "1h"}                 -> ControlAdvance
 *   POST /_local/price   {"token": "BTC", "price": "90000"} -> ControlPrice
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { formatDecimal, PRICE_DECIMALS } from '#lib/domain/fixed.ts';
import { ApiFailure } from './api/failure.ts';
import type { NetworkClock } from './clock.ts';
import { ControlInputError, parsePrice, parseSpan, priceToken } from './control-input.ts';
import type { AdvanceReport } from './schedule.ts';
import type { ExchangeService } from './service.ts';

/** Path prefix of the controls. */
export const CONTROL_PREFIX = '/_local/';

/** The clock read: network time, its ISO text, and how far it runs ahead of the wall clock. */
export const ControlClock = v.object({ now: v.number(), iso: v.string(), offsetMs: v.number() });
/** What an advance did (schedule.ts AdvanceReport) and the clock after it. */
export const ControlAdvance = v.object({
  from: v.number(),
  to: v.number(),
  steps: v.array(
    v.object({
      at: v.number(),
      work: v.array(v.picklist(['funding', 'interest', 'liquidation', 'settlement', 'snapshot'])),
      settlements: v.array(v.number()),
      rejected: v.number(),
      index: v.optional(v.record(v.string(), v.string())),
    }),
  ),
  settled: v.array(v.object({ userId: v.string(), network: v.string(), settlesAt: v.number() })),
  clock: ControlClock,
});
/** The price set (decimal text of the fixed point stored) and the clock. */
export const ControlPrice = v.object({ token: v.string(), price: v.string(), clock: ControlClock });

const AdvanceBody = v.object({ span: v.string() });
const PriceBody = v.object({ token: v.string(), price: v.string() });

/** What the controls act on. */
export interface ControlTarget {
  readonly service: ExchangeService;
  readonly clock: NetworkClock;
  readonly advance: (ms: number) => AdvanceReport;
  /** Resolves once whoever else reads the clock (the chain in another process) has the moved clock. */
  readonly clockMoved?: () => Promise<void>;
}

/** True for a request path under the controls' prefix. */
export function isControlPath(url: string | undefined): boolean {
  return url !== undefined && url.startsWith(CONTROL_PREFIX);
}

/** True for a loopback peer address (IPv4 127/8, IPv6 ::1, or IPv4 loopback mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

function clockRead(clock: NetworkClock): v.InferOutput<typeof ControlClock> {
  const now = clock.now();
  return { now, iso: new Date(now).toISOString(), offsetMs: clock.offset };
}

async function body<S extends v.GenericSchema>(req: IncomingMessage, schema: S): Promise<v.InferOutput<S>> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
    throw new ApiFailure('unsupported_media_type', 'send application/json');
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 4096) throw new ApiFailure('invalid_request', 'body too large');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiFailure('invalid_request', 'the body is not JSON');
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) throw new ApiFailure('invalid_request', `invalid body: ${parsed.issues[0].message}`);
  return parsed.output;
}

async function answer(target: ControlTarget, req: IncomingMessage): Promise<unknown> {
  const route = `${req.method ?? ''} ${(req.url ?? '').split('?')[0]}`;
  switch (route) {
    case `GET ${CONTROL_PREFIX}clock`:
      return clockRead(target.clock);
    case `POST ${CONTROL_PREFIX}advance`: {
      const ms = parseSpan((await body(req, AdvanceBody)).span);
      const report = target.advance(ms);
      await target.clockMoved?.();
      return { ...report, clock: clockRead(target.clock) };
    }
    case `POST ${CONTROL_PREFIX}price`: {
      const input = await body(req, PriceBody);
      const token = priceToken(input.token);
      const price = parsePrice(input.price);
      const svc = target.service;
      svc.execute({ type: 'setIndexPrice', ts: svc.stamp(), prices: [{ token, price }] });
      return { token, price: formatDecimal(price, PRICE_DECIMALS), clock: clockRead(target.clock) };
    }
    default:
      throw new ApiFailure('not_found', `no control at ${route}`);
  }
}

/** The controls' request handler (mount it for paths under CONTROL_PREFIX only). */
export function controlsHandler(target: ControlTarget): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(value));
    };
    (async () => {
      if (!isLoopback(req.socket.remoteAddress) || req.headers.origin !== undefined)
        throw new ApiFailure('forbidden', 'the local network controls answer loopback tools only, never web pages');
      return answer(target, req);
    })().then(
      (value) => send(200, value),
      (error: unknown) => {
        const failure =
          error instanceof ApiFailure
            ? error
            : error instanceof ControlInputError
              ? new ApiFailure('invalid_request', error.message)
              : new ApiFailure('internal', String(error));
        send(failure.status, failure.toEnvelope());
      },
    );
  };
}
