/**
 * A keep-alive HTTP client for tests: one agent with a single socket, so a second request goes out on the
 * connection the first one used (reusedSocket says whether it did), as browsers and the SDK's fetch do.
 */
import { Agent, request } from 'node:http';

/** The answer of one request. */
export interface KeptAliveAnswer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
  /** True when the request went out on a connection an earlier request had used. */
  reusedSocket: boolean;
}

/** A client whose requests share one kept-alive connection. */
export class KeepAliveClient {
  readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  /** Sends a request and reads the whole answer; a reset connection rejects. */
  send(
    url: string,
    method: string,
    body?: Buffer | string,
    headers: Record<string, string> = {},
  ): Promise<KeptAliveAnswer> {
    return new Promise((resolve, reject) => {
      const req = request(url, { method, agent: this.agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
            reusedSocket: req.reusedSocket,
          }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** Closes the kept-alive connection. */
  close(): void {
    this.agent.destroy();
  }
}
