/**
 * Move module ABIs generated from the function table, in the node's MoveModule JSON shape. The SDK fetches
 * GET /v1/accounts/:address/module/:name to learn how to encode entry-function arguments.
 */
import { AccountAddress } from '@aptos-labs/ts-sdk';
import { MOVE_FUNCTIONS, type MoveFunctionSpec, type ParamType } from './move-functions.ts';

/** One exposed function in the node's JSON. */
export interface MoveFunctionJson {
  name: string;
  visibility: 'public';
  is_entry: boolean;
  is_view: boolean;
  generic_type_params: { constraints: string[] }[];
  params: string[];
  return: string[];
}

/** A module ABI in the node's JSON. */
export interface MoveModuleJson {
  address: string;
  name: string;
  friends: string[];
  exposed_functions: MoveFunctionJson[];
  structs: never[];
}

function paramJson(p: ParamType, generic: boolean): string {
  if (p === 'object') return generic ? '0x1::object::Object<T0>' : '0x1::object::Object<0x1::fungible_asset::Metadata>';
  return p;
}

function functionJson(f: MoveFunctionSpec): MoveFunctionJson {
  return {
    name: f.id.split('::')[2]!,
    visibility: 'public',
    is_entry: f.entry !== undefined,
    is_view: f.view !== undefined,
    generic_type_params: Array.from({ length: f.typeParams }, () => ({ constraints: f.typeConstraints ?? ['key'] })),
    params: [
      ...Array.from({ length: f.signers }, () => '&signer'),
      ...f.params.map((p) => paramJson(p, f.typeParams > 0)),
    ],
    return: f.returns ?? [],
  };
}

/** ABIs of every module at an address (long form). */
export function modulesAt(address: string): MoveModuleJson[] {
  const byName = new Map<string, MoveModuleJson>();
  for (const f of MOVE_FUNCTIONS.values()) {
    const [addr, name] = f.id.split('::') as [string, string];
    if (addr !== address) continue;
    const mod = byName.get(name) ?? {
      address: AccountAddress.from(addr).toString(),
      name,
      friends: [],
      exposed_functions: [],
      structs: [],
    };
    mod.exposed_functions.push(functionJson(f));
    byName.set(name, mod);
  }
  return [...byName.values()];
}

/** One module's ABI, or undefined. */
export function moduleAbi(address: string, name: string): MoveModuleJson | undefined {
  return modulesAt(address).find((m) => m.name === name);
}
