/**
 * The IPC protocol between the exchange's own process (child.ts) and the process that owns the chain emulation
 * and supervises it (server/supervisor.ts). The channel uses Node's 'advanced' serialization, so bigints cross it
 * as they are. The child asks (a chain call, a moved clock) and the supervisor answers each ask by id; the
 * supervisor hands the child its configuration once the chain is up.
 */
import type { ChildProcess } from 'node:child_process';
import { StepMoved, type ChainLink } from './onchain/chain-link.ts';

/** What the supervisor tells the child to start with. */
export interface ChildConfig {
  readonly db: string;
  readonly host: string;
  readonly port: number;
  readonly nodeUrl: string;
  readonly exchangeSigner: string | undefined;
  readonly controls: boolean;
  readonly simulate: boolean;
  /** The supervisor's clock offset: the child's clock starts no earlier (an advance survives the child). */
  readonly clockOffset: number;
}

type Op = Exclude<keyof ChainLink, 'nodeUrl' | 'exchangeSigner'>;
const OPS: readonly Op[] = ['balanceOf', 'operatorSeq', 'performStep', 'findStepTransfer', 'mintTestToken'];

/** A message from the child. */
export type ChildMessage =
  | { readonly kind: 'call'; readonly id: number; readonly op: Op; readonly args: unknown[] }
  | { readonly kind: 'clock'; readonly id: number; readonly offset: number }
  | { readonly kind: 'ready'; readonly url: string };
/** A message from the supervisor. */
export type SupervisorMessage =
  | { readonly kind: 'config'; readonly config: ChildConfig }
  | { readonly kind: 'answer'; readonly id: number; readonly value?: unknown; readonly error?: SentError };
interface SentError {
  readonly name: string;
  readonly message: string;
}

/** The child's side: asks go out on process.send, answers come back by id. */
export class SupervisorChannel {
  readonly #pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  #next = 1;

  readonly #config: Promise<ChildConfig>;

  /** Listens at once: make it before loading anything slow, or a message arriving meanwhile has no listener. */
  constructor() {
    this.#config = new Promise((resolve) => {
      const take = (message: SupervisorMessage) => {
        if (message.kind !== 'config') return;
        process.off('message', take);
        resolve(message.config);
      };
      process.on('message', take);
    });
    process.on('message', (message: SupervisorMessage) => {
      if (message.kind !== 'answer') return;
      const waiting = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (!waiting) return;
      if (!message.error) waiting.resolve(message.value);
      else if (message.error.name === 'StepMoved') waiting.reject(new StepMoved(message.error.message));
      else waiting.reject(Object.assign(new Error(message.error.message), { name: message.error.name }));
    });
  }

  /** The supervisor's configuration, once it sent it. */
  config(): Promise<ChildConfig> {
    return this.#config;
  }

  /** Tells the supervisor the clock's offset; resolves once it has it. */
  async clock(offset: number): Promise<void> {
    await this.#ask((id) => ({ kind: 'clock', id, offset }));
  }

  /** Tells the supervisor the exchange is serving at `url`. */
  ready(url: string): void {
    this.#send({ kind: 'ready', url });
  }

  /** The chain behind the supervisor as a link. */
  link(config: ChildConfig): ChainLink {
    const call =
      (op: Op) =>
      (...args: unknown[]) =>
        this.#ask((id) => ({ kind: 'call', id, op, args }));
    return {
      nodeUrl: config.nodeUrl,
      exchangeSigner: config.exchangeSigner,
      ...(Object.fromEntries(OPS.map((op) => [op, call(op)])) as Pick<ChainLink, Op>),
    };
  }

  #ask(message: (id: number) => ChildMessage): Promise<unknown> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#send(message(id));
    });
  }

  #send(message: ChildMessage): void {
    process.send?.(message);
  }
}

/** The supervisor's side: answers the child's chain calls with `link` and its moved clock with `onClock`. */
export function answerChild(child: ChildProcess, link: ChainLink, onClock: (offset: number) => void): void {
  const answer = (message: SupervisorMessage) => {
    if (child.connected) child.send(message);
  };
  child.on('message', (message: ChildMessage) => {
    if (message.kind === 'clock') {
      onClock(message.offset);
      answer({ kind: 'answer', id: message.id });
    } else if (message.kind === 'call' && OPS.includes(message.op)) {
      const method = link[message.op] as (...args: unknown[]) => Promise<unknown>;
      method(...message.args).then(
        (value) => answer({ kind: 'answer', id: message.id, value }),
        (error: unknown) => {
          const e = error instanceof Error ? error : new Error(String(error));
          answer({ kind: 'answer', id: message.id, error: { name: e.name, message: e.message } });
        },
      );
    }
  });
}
