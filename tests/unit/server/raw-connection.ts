/**
 * One raw TCP connection speaking HTTP/1.1 by hand, for tests of what ordinary clients cannot send: a chunked body
 * written to its end before the answer is read (as curl and simple clients do), or a body that never ends.
 */
import { connect, type Socket } from 'node:net';

/** One parsed answer. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** A kept-alive connection; answers are parsed in order as they arrive (content-length bodies only). */
export class RawConnection {
  readonly #socket: Socket;
  #received = Buffer.alloc(0);
  readonly #waiting: Array<() => void> = [];
  #closed = false;
  /** The socket error, if the connection was reset. */
  error: Error | undefined;

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.on('data', (chunk: Buffer) => {
      this.#received = Buffer.concat([this.#received, chunk]);
      this.#wake();
    });
    socket.on('error', (error) => {
      this.error = error;
    });
    socket.on('close', () => {
      this.#closed = true;
      this.#wake();
    });
  }

  /** Opens a connection to the origin of `url`. */
  static open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** True once the server closed the connection. */
  get closed(): boolean {
    return this.#closed;
  }

  /** Writes bytes, resolving once the kernel took them (backpressure respected). */
  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.#socket.write(data, (error) => (error ? reject(error) : resolve())));
  }

  /** Writes a POST's head with a chunked body, then `chunks` chunks of `chunkSize` spaces, then the last chunk. */
  async postChunked(path: string, chunks: number, chunkSize = 16 * 1024, end = true): Promise<void> {
    await this.write(
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n`,
    );
    const frame = Buffer.concat([
      Buffer.from(`${chunkSize.toString(16)}\r\n`),
      Buffer.alloc(chunkSize, 0x20),
      Buffer.from('\r\n'),
    ]);
    for (let i = 0; i < chunks; i++) await this.write(frame);
    if (end) await this.write('0\r\n\r\n');
  }

  /** Writes a POST with a complete JSON body. */
  post(path: string, json: string): Promise<void> {
    return this.write(
      `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }

  /** The next answer; rejects with the socket's error, or when the connection closed first. */
  async answer(): Promise<RawAnswer> {
    for (;;) {
      const parsed = this.#take();
      if (parsed) return parsed;
      if (this.#closed) throw this.error ?? new Error('connection closed without an answer');
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    }
  }

  /** Resolves once the server closed the connection. */
  async whenClosed(): Promise<void> {
    while (!this.#closed) await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  /** Closes the connection. */
  close(): void {
    this.#socket.destroy();
  }

  #wake(): void {
    for (const resolve of this.#waiting.splice(0)) resolve();
  }

  #take(): RawAnswer | undefined {
    const headEnd = this.#received.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine = '', ...lines] = this.#received.subarray(0, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.#received.length < headEnd + 4 + length) return undefined;
    const body = this.#received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    this.#received = this.#received.subarray(headEnd + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}
