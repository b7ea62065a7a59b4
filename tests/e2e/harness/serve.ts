/**
 * Node side of the e2e dapp harness: bundles dapp.ts with esbuild and serves it from a tiny HTTP server on a free
 * loopback port, so the dapp has its own origin (the wallet host listens on another port, hence another origin).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** A running harness server. */
export interface HarnessServer {
  /** Origin of the server, e.g. http://127.0.0.1:40123 */
  readonly origin: string;
  /** The dapp page talking to the wallet at `walletOrigin`. */
  dappUrl(walletOrigin: string): string;
  /** A page that posts forged prompt answers to its opener (else its parent) as soon as it loads. */
  readonly forgeUrl: string;
  close(): Promise<void>;
}

const ENTRY = fileURLToPath(new URL('./dapp.ts', import.meta.url));

const DAPP_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Harness loading</title>
<script type="module" src="/dapp.js"></script></head><body><main><h1>E2E dapp</h1></main></body></html>`;

// A forged dismissal ([0]) and a forged unauthorized error: accepting either would end the flow early.
// Framed, it posts to the dapp as another window; loaded in the popup, as the popup but from the wrong origin.
const FORGE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forger</title></head><body><script>
const target = window.opener ?? window.parent;
target.postMessage({ __messageType: 'PromptApprovalResponse', serializedValue: { data: Uint8Array.of(0) } }, '*');
target.postMessage({ __messageType: 'PromptUnauthorizedError' }, '*');
document.title = 'Forged';
</script></body></html>`;

let bundle: Promise<Record<string, string>> | undefined;

/**
 * The harness bundle (built once per worker): dapp.js and its chunks by URL path. Split like the site's own build,
 * so code the client loads on demand (the SDK's keyless module) arrives as its own chunk; esbuild's single-file mode
 * would instead wrap the SDK in lazy initialisers it then fails to call.
 */
function bundleDapp(): Promise<Record<string, string>> {
  bundle ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/harness',
    entryNames: '[name]',
    write: false,
    logLevel: 'silent',
  }).then((result) => {
    const files = Object.fromEntries(result.outputFiles.map((file) => [`/${basename(file.path)}`, file.text]));
    if (files['/dapp.js'] === undefined) throw new Error('esbuild produced no dapp.js');
    return files;
  });
  return bundle;
}

/** Starts a harness server on a free port of 127.0.0.1. */
export async function startHarnessServer(): Promise<HarnessServer> {
  const scripts = await bundleDapp();
  const pages: Record<string, { type: string; body: string }> = {
    '/': { type: 'text/html; charset=utf-8', body: DAPP_HTML },
    '/forge.html': { type: 'text/html; charset=utf-8', body: FORGE_HTML },
    // the browser asks every origin for one; a 404 would be a console error, which fails the e2e guard
    '/favicon.ico': { type: 'image/x-icon', body: '' },
  };
  for (const [path, body] of Object.entries(scripts)) pages[path] = { type: 'text/javascript; charset=utf-8', body };
  const server = createServer((req, res) => {
    const page = pages[new URL(req.url ?? '/', 'http://harness').pathname];
    res.writeHead(page === undefined ? 404 : 200, {
      'Content-Type': page?.type ?? 'text/plain',
      'Cache-Control': 'no-store',
    });
    res.end(page?.body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    dappUrl: (walletOrigin) => `${origin}/?wallet=${encodeURIComponent(walletOrigin)}`,
    forgeUrl: `${origin}/forge.html`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
