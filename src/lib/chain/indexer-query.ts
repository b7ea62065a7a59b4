/**
 * Indexer GraphQL reads that keep integers exact. The SDK parses indexer JSON with plain JSON.parse (its
 * current_fungible_asset_balances amount is typed any), so a balance above 2^53 arrives rounded; here the raw text
 * is parsed with JSON.parse source access and every integer beyond the safe range becomes a bigint.
 */
import { ChainApiError } from './api-error.ts';

/** Parses JSON text; integers outside Number's safe range become exact bigints, everything else is as JSON.parse. */
export function parseJsonExact(text: string): unknown {
  return JSON.parse(text, (_key: string, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' &&
    !Number.isSafeInteger(value) &&
    context?.source !== undefined &&
    /^-?\d+$/.test(context.source)
      ? BigInt(context.source)
      : value,
  );
}

/** Posts a GraphQL query to the indexer and returns its data, integers exact; HTTP failures are ChainApiError. */
export async function queryIndexerExact<T>(
  endpoint: string,
  query: string,
  variables: Record<string, unknown>,
  fetchFn: typeof fetch = fetch,
): Promise<T> {
  const res = await fetchFn(endpoint, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  const body = (text === '' ? null : parseJsonExact(text)) as { data?: T; errors?: { message: string }[] } | null;
  if (!res.ok) throw new ChainApiError({ url: endpoint, status: res.status, statusText: res.statusText, data: body });
  if (body?.errors?.length || body?.data === undefined)
    throw new Error(`Indexer query failed: ${body?.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  return body.data;
}
