/**
 * Security checks of the running site (issue 26):
 * - every route (read from src/pages, tests/e2e/harness/routes.ts) carries a Content-Security-Policy whose
 *   script-src allows no 'unsafe-inline' and no 'unsafe-eval', and every inline script of the page is one the policy
 *   lists by hash (so none runs by grace of a loose policy); the page loads under it without a CSP violation;
 * - no secret or key material in any log line: after every other e2e test ran (this one is @exclusive, so it runs
 *   last), the lines `npm start` and the site wrote during the run (START_LOG_FILE) are scanned for the network's own
 *   private keys (the exchange operator's, the dev wallet host's), AIP-80 private keys, secret-key fields, 64-byte
 *   hex secrets and BIP-39 phrases.
 * postMessage from a foreign origin or window, session keys acting for another account or after expiry, and wallet
 * proofs replayed are checked below the browser: tests/unit/lib/wallet-connect/popup-transport.test.ts ("ignores
 * messages from ..."), tests/unit/lib/fuzz-decoders.test.ts, tests/unit/server/exchange/security.test.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { START_LOG_FILE } from '#scripts/start-pid.ts';
import { routePaths } from './harness/routes.ts';
import { expect, test } from './harness/test.ts';

/** The policy of a page: its header, else its <meta http-equiv> (Astro's CSP for a server build). */
function policyOf(headers: Record<string, string>, html: string): string | undefined {
  const header = headers['content-security-policy'];
  if (header) return header;
  const meta = /<meta[^>]+http-equiv="content-security-policy"[^>]+content="([^"]+)"/i.exec(html);
  return meta?.[1]?.replace(/&#39;|&apos;/g, "'").replace(/&quot;/g, '"');
}

/** The sources one directive allows (script-src falls back to default-src). */
function directive(policy: string, name: string): string[] | undefined {
  for (const part of policy.split(';')) {
    const [key, ...values] = part.trim().split(/\s+/);
    if (key === name) return values;
  }
  return name === 'script-src' ? directive(policy, 'default-src') : undefined;
}

test('every route: a CSP without unsafe-inline or unsafe-eval scripts, every inline script listed by hash', async ({
  request,
  page,
}) => {
  const routes = routePaths();
  const checkedRoutes: string[] = [];
  for (const path of routes) {
    const response = await request.get(path);
    const html = await response.text();
    const policy = policyOf(response.headers(), html);
    expect(policy, `${path} has a Content-Security-Policy`).toBeDefined();
    const scripts = directive(policy!, 'script-src') ?? [];
    expect(scripts, `${path} script-src`).not.toContain("'unsafe-inline'");
    expect(scripts, `${path} script-src`).not.toContain("'unsafe-eval'");
    expect(
      scripts.some((s) => s === '*' || s === 'data:' || s === 'http:' || s === 'https:'),
      path,
    ).toBe(false);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
    for (const body of inline.filter((b) => b.trim() !== '')) {
      const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
      expect(scripts, `${path}: an inline script not listed by hash`).toContain(hash);
    }
    checkedRoutes.push(path);
  }
  // the policy is in force: a page refuses an inline script it does not list
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.append(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  console.log(`CSP: ${checkedRoutes.length} routes checked (${checkedRoutes.join(' ')})`);
});

test.use({
  allowedPageErrors: { 'the inline script the CSP check injects on purpose': /Content Security Policy/ },
});

test.describe('logs', () => {
  test('@exclusive no secret or key material in any line the local network and the site wrote during the run', () => {
    const log = readFileSync(START_LOG_FILE, 'utf8');
    const dataDir = /local network up \(data in (.+?)\)/.exec(log)?.[1];
    expect(dataDir, 'the log names the data directory').toBeDefined();
    // the network's own secrets: the exchange operator's key and the dev wallet host's per-provider keys
    const db = new DatabaseSync(join(dataDir!, 'local.sqlite'), { readOnly: true });
    const operator = (db.prepare('SELECT private_key FROM ex_operator WHERE id = 1').get() as { private_key: string })
      .private_key;
    db.close();
    const hostKeys = Object.values(
      JSON.parse(readFileSync(join(dataDir!, 'wallet-host-keys.json'), 'utf8')) as Record<string, string>,
    );
    const known = [operator, ...hostKeys].map((k) =>
      k
        .replace(/^ed25519-priv-/, '')
        .replace(/^0x/, '')
        .toLowerCase(),
    );
    expect(known.every((k) => /^[0-9a-f]{64}$/.test(k))).toBe(true);

    const words = new Set(wordlist);
    /** Why a line holds key material (empty when it does not). */
    const reasons = (line: string) => {
      const lower = line.toLowerCase();
      let run = 0;
      let longest = 0;
      for (const word of lower.split(/[^a-z]+/)) longest = Math.max(longest, (run = words.has(word) ? run + 1 : 0));
      return [
        known.some((k) => lower.includes(k)) && 'a private key of the network',
        /ed25519-priv-|secp256k1-priv-/.test(lower) && 'an AIP-80 private key',
        /(private_?key|secret_?key|mnemonic|seed_?phrase)["']?\s*[:=]/.test(lower) && 'a secret-key field',
        /\b(0x)?[0-9a-f]{128}\b/.test(lower) && 'a 64-byte hex secret',
        longest >= 12 && 'a BIP-39 phrase',
      ].filter(Boolean);
    };
    // the scan can fail: each kind of secret it looks for is found in a line made to hold it
    expect(
      [
        `signed with 0x${known[0]}`,
        `key ed25519-priv-0x${'ab'.repeat(32)}`,
        '{"secretKey": "x"}',
        `sk ${'cd'.repeat(64)}`,
        `words ${wordlist.slice(0, 12).join(' ')}`,
      ].map((line) => reasons(line).length > 0),
    ).toEqual([true, true, true, true, true]);

    const lines = log.split('\n');
    const findings: string[] = [];
    for (const [i, line] of lines.entries()) {
      const why = reasons(line);
      if (why.length > 0) findings.push(`line ${i + 1} (${why.join(', ')}): ${line.slice(0, 160)}`);
    }
    console.log(`log scan: ${lines.length} lines of ${START_LOG_FILE}, ${findings.length} with key material`);
    expect(lines.length).toBeGreaterThan(1);
    expect(findings).toEqual([]);
  });
});
