/**
 * POST /v1/view: view functions called with a BCS EntryFunction body (the SDK's `view`) or a JSON body
 * {function, type_arguments, arguments} (the SDK's `viewJson`).
 */
import { Deserializer, EntryFunction } from '@aptos-labs/ts-sdk';
import { NodeApiError, invalidInput } from '#server/chain/errors.ts';
import type { RouteRequest, RouteResponse } from '#server/chain/http.ts';
import type { Ledger } from '#server/chain/ledger/ledger.ts';
import {
  MOVE_FUNCTIONS,
  decodeBcsArgs,
  decodeJsonArgs,
  longId,
  type MoveArg,
} from '#server/chain/ledger/move-functions.ts';

interface ViewCall {
  id: string;
  typeArgs: string[];
  decode: (params: Parameters<typeof decodeJsonArgs>[0]) => MoveArg[];
}

function parseCall(req: RouteRequest): ViewCall {
  const type = String(req.headers['content-type'] ?? '');
  if (type.startsWith('application/x.aptos.view_function+bcs')) {
    const d = new Deserializer(req.body);
    const fn = EntryFunction.deserialize(d);
    d.assertFinished();
    return {
      id: `${fn.module_name.address.toStringLong()}::${fn.module_name.name.identifier}::${fn.function_name.identifier}`,
      typeArgs: fn.type_args.map((t) => t.toString()),
      decode: (params) => decodeBcsArgs(params, fn.args),
    };
  }
  const parsed: unknown = JSON.parse(new TextDecoder().decode(req.body));
  if (typeof parsed !== 'object' || parsed === null) throw new Error('Expected {function, type_arguments, arguments}');
  const json = parsed as { function?: unknown; type_arguments?: unknown; arguments?: unknown };
  if (typeof json.function !== 'string' || !Array.isArray(json.arguments))
    throw new Error('Expected {function, type_arguments, arguments}');
  const args = json.arguments as unknown[];
  const typeArgs = json.type_arguments ?? [];
  if (!Array.isArray(typeArgs) || !typeArgs.every((t) => typeof t === 'string'))
    throw new Error('type_arguments must be a list of type strings');
  return {
    id: longId(json.function),
    typeArgs,
    decode: (params) => decodeJsonArgs(params, args),
  };
}

/** Answers a view call with the function's JSON return values. */
export function viewRoute(ledger: Ledger, req: RouteRequest): RouteResponse {
  let call: ViewCall;
  try {
    call = parseCall(req);
  } catch (e) {
    throw invalidInput(`Invalid view function request: ${(e as Error).message}`);
  }
  const spec = MOVE_FUNCTIONS.get(call.id);
  if (!spec?.view) throw new NodeApiError(400, 'vm_error', `Function ${call.id} is not a view function`);
  if (spec.typeParams !== call.typeArgs.length) throw invalidInput('NUMBER_OF_TYPE_ARGUMENTS_MISMATCH');
  let args: MoveArg[];
  try {
    args = call.decode(spec.params);
  } catch (e) {
    throw invalidInput(`Failed to parse arguments: ${(e as Error).message}`);
  }
  try {
    return { status: 200, body: spec.view(ledger, call.typeArgs, args) };
  } catch (e) {
    throw new NodeApiError(400, 'vm_error', `Move abort: ${(e as Error).message}`, 4016);
  }
}
