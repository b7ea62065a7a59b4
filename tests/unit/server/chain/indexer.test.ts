import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { GraphqlSyntaxError, parseQuery } from '#server/chain/indexer/graphql.ts';
import { executeGraphql, toGraphqlJson } from '#server/chain/indexer/endpoint.ts';
import { Ledger } from '#server/chain/ledger/ledger.ts';
import { LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

const A = '0x' + 'aa'.repeat(32);
const B = '0x' + 'bb'.repeat(32);

function seeded(): Ledger {
  const ledger = new Ledger(new DatabaseSync(':memory:'));
  ledger.mint(A, 'USDC', 5n);
  ledger.mint(A, 'BTC', 7n);
  ledger.mint(A, 'SOL', 9_007_199_254_740_993n); // above 2^53: must survive digit for digit
  ledger.mint(B, 'USDC', 1n);
  return ledger;
}

const BALANCES = `query q($where_condition: current_fungible_asset_balances_bool_exp, $offset: Int, $limit: Int) {
  current_fungible_asset_balances(where: $where_condition, offset: $offset, limit: $limit, order_by: {amount: asc}) {
    amount asset_type owner_address metadata { symbol decimals }
  }
}`;

describe('indexer current_fungible_asset_balances', () => {
  it.each([
    ['owner filter', { owner_address: { _eq: A } }, undefined, undefined, ['USDC', 'BTC', 'SOL']],
    [
      'owner + asset filter',
      { owner_address: { _eq: A }, asset_type: { _eq: LOCAL_ASSETS.BTC.address } },
      undefined,
      undefined,
      ['BTC'],
    ],
    ['_in on asset type', { asset_type: { _in: [LOCAL_ASSETS.USDC.address] } }, undefined, undefined, ['USDC', 'USDC']],
    ['_gt on amount', { amount: { _gt: 5 } }, undefined, undefined, ['BTC', 'SOL']],
    ['nested metadata filter', { metadata: { symbol: { _eq: 'SOL' } } }, undefined, undefined, ['SOL']],
    [
      '_or',
      { _or: [{ owner_address: { _eq: B } }, { asset_type: { _eq: LOCAL_ASSETS.BTC.address } }] },
      undefined,
      undefined,
      ['USDC', 'BTC'],
    ],
    ['limit and offset', { owner_address: { _eq: A } }, 1, 1, ['BTC']],
    ['no filter', null, undefined, undefined, ['USDC', 'USDC', 'BTC', 'SOL']],
  ])('%s', (_name, where, offset, limit, symbols) => {
    const ledger = seeded();
    const out = executeGraphql(ledger, { query: BALANCES, variables: { where_condition: where, offset, limit } });
    const rows = out.data!.current_fungible_asset_balances as { metadata: { symbol: string } }[];
    expect(rows.map((r) => r.metadata.symbol)).toEqual(symbols);
    ledger.close();
  });

  it('writes amounts as exact JSON integers', () => {
    const ledger = seeded();
    const json = toGraphqlJson(
      executeGraphql(ledger, {
        query: BALANCES,
        variables: { where_condition: { metadata: { symbol: { _eq: 'SOL' } } } },
      }),
    );
    expect(json).toContain('"amount":9007199254740993');
    ledger.close();
  });

  it('counts through the aggregate and reports processor status', () => {
    const ledger = seeded();
    const query = `query getAccountCoinsCount($address: String) {
      current_fungible_asset_balances_aggregate(where: {owner_address: {_eq: $address}}) { aggregate { count } }
      status: processor_status(where: {processor: {_eq: "fungible_asset_processor"}}) { last_success_version }
    }`;
    expect(executeGraphql(ledger, { query, variables: { address: A } }).data).toEqual({
      current_fungible_asset_balances_aggregate: { aggregate: { count: 3 } },
      status: [{ last_success_version: 4n }],
    });
    ledger.close();
  });

  it.each([
    ['an unknown root field', '{ tokens { id } }', "field 'tokens' not found in type: 'query_root'"],
    [
      'an unknown column',
      '{ current_fungible_asset_balances { nope } }',
      "field 'nope' not found in type: 'current_fungible_asset_balances'",
    ],
    ['a mutation', 'mutation { x }', "Only query operations are supported, not 'mutation'"],
    ['an undefined fragment', '{ current_fungible_asset_balances { ...F } }', "Unknown fragment 'F'"],
    [
      'a directive',
      '{ current_fungible_asset_balances { amount @include(if: true) } }',
      'Directives are not supported',
    ],
    [
      'an unknown operator',
      '{ current_fungible_asset_balances(where: {amount: {_regex: "1"}}) { amount } }',
      "unsupported operator '_regex'",
    ],
  ])('reports %s in errors', (_n, query, message) => {
    const ledger = seeded();
    expect(executeGraphql(ledger, { query })).toEqual({ errors: [{ message }] });
    ledger.close();
  });
});

describe('parseQuery', () => {
  it('resolves aliases, literals, lists and variables', () => {
    const op = parseQuery(
      'query Named($v: [String!]) { a: t(x: 1, y: "s", z: [true, null, $v], w: {k: desc}) { f } }',
      { v: ['q'] },
    );
    expect(op).toEqual({
      name: 'Named',
      fields: [
        {
          key: 'a',
          name: 't',
          args: { x: 1n, y: 's', z: [true, null, ['q']], w: { k: 'desc' } },
          selections: [{ key: 'f', name: 'f', args: {}, selections: [] }],
        },
      ],
    });
  });

  it('expands named and inline fragments, wherever the document defines them', () => {
    const op = parseQuery('{ t { ...F ... on t { c } } } fragment F on t { a ...G } fragment G on t { b }');
    expect(op.fields[0]!.selections.map((f) => f.name)).toEqual(['a', 'b', 'c']);
  });

  it.each([
    ['{ a'],
    ['{ a(x: ) }'],
    ['{ a } { b }'],
    ['{ a ~ }'],
    ['{ a { ...F } } fragment F on a { ...F }'],
    ['{ a } fragment F on a { b } fragment F on a { c }'],
    ['fragment F on a { b }'],
    ['{ a(x: ' + '['.repeat(100) + ']'.repeat(100) + ') }'],
    ['{ a ' + '{ b '.repeat(100) + '}'.repeat(101)],
  ])('rejects %s', (text) => {
    expect(() => parseQuery(text)).toThrow(GraphqlSyntaxError);
  });
});
