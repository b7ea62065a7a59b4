/**
 * The Move functions this chain knows, as one table: their ABI (served to the SDK, which fetches it to encode
 * arguments), argument codecs (BCS and JSON) and behaviour. Entry functions return balance movements; view
 * functions return JSON values.
 */
import { AccountAddress, Deserializer, type EntryFunctionArgument } from '@aptos-labs/ts-sdk';
import { DEPOSIT_TOKEN_FUNCTION, EXCHANGE_MODULE_ADDRESS, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import type { ChainReader, Execution } from './types.ts';
import { longAddress, moduleEvent, printAddress } from './tx-json.ts';

/** A Move parameter type this chain can decode. */
export type ParamType = 'address' | 'u64' | 'object';

/** A decoded argument: addresses long form, integers bigint. */
export type MoveArg = string | bigint;

/** What an entry function sees. */
export interface EntryContext {
  chain: ChainReader;
  /** Signer addresses in order: sender, then secondary signers. */
  signers: string[];
  typeArgs: string[];
  args: MoveArg[];
}

/** A known Move function. */
export interface MoveFunctionSpec {
  /** Fully qualified id, long-form address: 0x…::module::name. */
  id: string;
  /** Number of leading &signer parameters. */
  signers: number;
  /** Number of generic type parameters. */
  typeParams: number;
  /** Ability constraints of each type parameter as the ABI lists them (default ['key']: an Object<T>). */
  typeConstraints?: string[];
  params: ParamType[];
  /** Move return types (view functions). */
  returns?: string[];
  /** Entry behaviour. */
  entry?: (ctx: EntryContext) => Execution;
  /** View behaviour. */
  view?: (chain: ChainReader, typeArgs: string[], args: MoveArg[]) => unknown[];
}

const OK = 'Executed successfully';
const APT = LOCAL_ASSETS.APT.address;
const transfer = (from: string, to: string, asset: string, amount: bigint): Execution => ({
  success: true,
  vmStatus: OK,
  movements: [{ from, to, asset, amount }],
  events: [],
});

/** vm_status of a deposit whose second signer is not the configured exchange operator (error::permission_denied(1)). */
export const NOT_EXCHANGE_SIGNER_ABORT = `Move abort in ${printAddress(EXCHANGE_MODULE_ADDRESS)}::exchange: ENOT_EXCHANGE_SIGNER(0x50001): The second signer is not the exchange operator.`;

/** The exchange's deposit: wallet -> deposit address, co-signed by the exchange; emits DepositEvent. */
function depositToken(ctx: EntryContext): Execution {
  const [wallet, exchange] = ctx.signers as [string, string];
  const required = ctx.chain.exchangeSigner;
  if (required !== undefined && exchange !== required)
    return { success: false, vmStatus: NOT_EXCHANGE_SIGNER_ABORT, movements: [], events: [] };
  const [asset, amount, userId, depositAddress] = ctx.args as [string, bigint, bigint, string];
  const movement = { from: wallet, to: depositAddress, asset, amount };
  const event = moduleEvent(`${EXCHANGE_MODULE_ADDRESS}::exchange::DepositEvent`, {
    user_id: userId.toString(),
    depositor: wallet,
    deposit_address: depositAddress,
    metadata: asset,
    amount: amount.toString(),
  });
  return { success: true, vmStatus: OK, movements: [movement], events: [event] };
}

const ONE_LONG = longAddress('0x1');

/** The coin type of APT; its coin store is the APT fungible asset (0xa) on this chain, as after the FA migration. */
const APTOS_COIN_TYPE = '0x1::aptos_coin::AptosCoin';

/** vm_status of a coin call with a type that is no coin of this chain (coin::ECOIN_INFO_NOT_PUBLISHED). */
const COIN_NOT_PUBLISHED_ABORT =
  'Move abort in 0x1::coin: ECOIN_INFO_NOT_PUBLISHED(0x60002): The coin type has not been published.';

/** aptos_account::transfer_coins<CoinType>: APT moves as its paired fungible asset; other coin types abort. */
function transferCoins(ctx: EntryContext): Execution {
  if (ctx.typeArgs[0] !== APTOS_COIN_TYPE)
    return { success: false, vmStatus: COIN_NOT_PUBLISHED_ABORT, movements: [], events: [] };
  return transfer(ctx.signers[0]!, ctx.args[0] as string, APT, ctx.args[1] as bigint);
}

/** Every function of the chain, keyed by id. */
export const MOVE_FUNCTIONS: ReadonlyMap<string, MoveFunctionSpec> = new Map(
  [
    {
      id: `${ONE_LONG}::primary_fungible_store::transfer`,
      signers: 1,
      typeParams: 1,
      params: ['object', 'address', 'u64'],
      entry: (c: EntryContext) =>
        transfer(c.signers[0]!, c.args[1] as string, c.args[0] as string, c.args[2] as bigint),
    },
    {
      id: `${ONE_LONG}::aptos_account::transfer`,
      signers: 1,
      typeParams: 0,
      params: ['address', 'u64'],
      entry: (c: EntryContext) => transfer(c.signers[0]!, c.args[0] as string, APT, c.args[1] as bigint),
    },
    {
      id: `${ONE_LONG}::aptos_account::transfer_coins`,
      signers: 1,
      typeParams: 1,
      typeConstraints: [],
      params: ['address', 'u64'],
      entry: transferCoins,
    },
    {
      id: `${ONE_LONG}::aptos_account::transfer_fungible_assets`,
      signers: 1,
      typeParams: 0,
      params: ['object', 'address', 'u64'],
      entry: (c: EntryContext) =>
        transfer(c.signers[0]!, c.args[1] as string, c.args[0] as string, c.args[2] as bigint),
    },
    {
      id: longId(DEPOSIT_TOKEN_FUNCTION),
      signers: 2,
      typeParams: 0,
      params: ['object', 'u64', 'u64', 'address'],
      entry: depositToken,
    },
    {
      id: `${ONE_LONG}::primary_fungible_store::balance`,
      signers: 0,
      typeParams: 1,
      params: ['address', 'object'],
      returns: ['u64'],
      view: (l: ChainReader, _t: string[], a: MoveArg[]) => [l.balanceOf(a[0] as string, a[1] as string).toString()],
    },
    {
      id: `${ONE_LONG}::coin::balance`,
      signers: 0,
      typeParams: 1,
      params: ['address'],
      returns: ['u64'],
      view: (l: ChainReader, t: string[], a: MoveArg[]) => {
        if (t[0] !== APTOS_COIN_TYPE) throw new Error(`Unknown coin type ${t[0]}`);
        return [l.balanceOf(a[0] as string, APT).toString()];
      },
    },
  ].map((f) => [f.id, f] as [string, MoveFunctionSpec]),
);

/** A function id with its address in long form ("0x1::m::f" -> "0x00…01::m::f"); throws when malformed. */
export function longId(id: string): string {
  const [addr, mod, name, extra] = id.split('::');
  if (!addr || !mod || !name || extra !== undefined) throw new Error(`Invalid function id '${id}'`);
  return `${longAddress(addr)}::${mod}::${name}`;
}

/** Decodes BCS entry-function arguments per the parameter types. */
export function decodeBcsArgs(params: ParamType[], args: EntryFunctionArgument[]): MoveArg[] {
  if (args.length !== params.length) throw new Error(`Expected ${params.length} arguments, got ${args.length}`);
  return params.map((p, i) => {
    const inner = new Deserializer(args[i]!.bcsToBytes());
    const value = p === 'u64' ? inner.deserializeU64() : AccountAddress.deserialize(inner).toStringLong();
    inner.assertFinished();
    return value;
  });
}

/** Decodes JSON view/entry arguments (addresses as hex strings, u64 as decimal strings). */
export function decodeJsonArgs(params: ParamType[], args: unknown[]): MoveArg[] {
  if (args.length !== params.length) throw new Error(`Expected ${params.length} arguments, got ${args.length}`);
  return params.map((p, i) => {
    const a = args[i];
    if (p === 'u64') {
      if (typeof a !== 'string' || !/^\d+$/.test(a)) throw new Error(`Argument ${i} must be a u64 string`);
      return BigInt(a);
    }
    const addr = typeof a === 'object' && a !== null && 'inner' in a ? (a as { inner: unknown }).inner : a;
    if (typeof addr !== 'string') throw new Error(`Argument ${i} must be an address`);
    return longAddress(addr);
  });
}

/** Decoded arguments as the node prints them in a payload (objects as {inner}, u64 as strings). */
export function printArgs(params: ParamType[], args: MoveArg[]): unknown[] {
  return args.map((a, i) => {
    const shown = typeof a === 'bigint' ? a.toString() : AccountAddress.from(a).toString();
    return params[i] === 'object' ? { inner: shown } : shown;
  });
}
