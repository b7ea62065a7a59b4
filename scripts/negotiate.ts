/** Content-coding negotiation for the production server (scripts/serve-site.ts, scripts/serve-html.ts). */

/** A content coding the server can send. */
export type Coding = 'br' | 'gzip' | 'identity';

/** The best coding an Accept-Encoding header allows: br, then gzip, else identity (q=0 refuses a coding). */
export function negotiate(accept: string | undefined): Coding {
  const q = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const allowed = (coding: string) => (q.get(coding) ?? q.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return 'identity';
}
