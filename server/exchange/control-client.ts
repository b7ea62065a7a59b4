/**
 * The client of the local network's controls (controls.ts), shared by the `npm run net` CLI and the tests: every
 * answer is checked against its schema, and a refusal becomes a ControlError with the server's code and message.
 */
import * as v from 'valibot';
import { ErrorEnvelope } from '#lib/api/contract/errors.ts';
import { CONTROL_PREFIX, ControlAdvance, ControlClock, ControlPrice } from './controls.ts';

/** The network clock as the controls report it. */
export type ClockReading = v.InferOutput<typeof ControlClock>;
/** What an advance did. */
export type AdvanceResult = v.InferOutput<typeof ControlAdvance>;
/** The index price set. */
export type PriceResult = v.InferOutput<typeof ControlPrice>;

/** A control call failed: refused by the server (status and code) or unreachable (status 0). */
export class ControlError extends Error {
  override readonly name = 'ControlError' as const;
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** Calls the controls of the exchange at `baseUrl` (e.g. http://127.0.0.1:3001). */
export class ControlClient {
  readonly #base: string;

  constructor(baseUrl: string) {
    this.#base = baseUrl.replace(/\/$/, '');
  }

  /** The network clock now. */
  clock(): Promise<ClockReading> {
    return this.#call('GET', 'clock', undefined, ControlClock);
  }

  /** Advances the clock by a span ("1h", "25h", "1h30m") or a number of milliseconds. */
  advance(span: string | number): Promise<AdvanceResult> {
    return this.#call('POST', 'advance', { span: String(span) }, ControlAdvance);
  }

  /** Sets a token's index price from human text ("90000", "90,000.50"). */
  setPrice(token: string, price: string): Promise<PriceResult> {
    return this.#call('POST', 'price', { token, price }, ControlPrice);
  }

  async #call<S extends v.GenericSchema>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    let res: Response;
    try {
      res = await fetch(`${this.#base}${CONTROL_PREFIX}${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
    } catch (error) {
      throw new ControlError(0, 'unreachable', `no local network at ${this.#base}: ${String(error)}`);
    }
    const json: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const envelope = v.safeParse(ErrorEnvelope, json);
      const error = envelope.success ? envelope.output.error : { code: 'unknown', message: res.statusText };
      throw new ControlError(res.status, error.code, error.message);
    }
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) throw new ControlError(res.status, 'bad_answer', `unexpected answer from ${path}`);
    return parsed.output;
  }
}
