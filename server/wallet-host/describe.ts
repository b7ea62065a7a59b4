/** Plain-words description of a request, for the prompt page. */
import type { WalletRequest } from '#lib/wallet-connect/serialize/requests.ts';
import { isBcsPayload } from '#lib/wallet-connect/serialize/payload.ts';

/** What the prompt shows: a title and a few lines. */
export interface RequestDescription {
  readonly title: string;
  readonly lines: readonly string[];
}

function payloadLine(payload: unknown): string {
  if (isBcsPayload(payload as never)) {
    const entry = (
      payload as {
        entryFunction?: {
          module_name: { address: unknown; name: { identifier: string } };
          function_name: { identifier: string };
        };
      }
    ).entryFunction;
    if (entry)
      return `Calls ${String(entry.module_name.address)}::${entry.module_name.name.identifier}::${entry.function_name.identifier}`;
    return 'Runs a transaction payload';
  }
  const input = payload as { function?: string };
  return input.function ? `Calls ${input.function}` : 'Runs a script';
}

/** Describes who asks what, in words a user can approve or reject. */
export function describeRequest(request: WalletRequest): RequestDescription {
  const from = `${request.dappInfo.name} (${request.dappInfo.domain})`;
  switch (request.name) {
    case 'connect':
      return { title: 'Connect account', lines: [`${from} wants to see your account address.`] };
    case 'signIn':
      return {
        title: 'Sign in',
        lines: [`${from} asks you to sign in on ${request.args.network}.`, `Nonce: ${request.args.input.nonce}`],
      };
    case 'signMessage':
      return {
        title: 'Sign message',
        lines: [`${from} asks you to sign:`, new TextDecoder().decode(request.args.message)],
      };
    case 'signTransaction':
      return {
        title: 'Sign transaction',
        lines: [`${from} asks you to sign a transaction.`, payloadLine(request.args.payload)],
      };
    case 'signAndSubmitTransaction':
      return {
        title: 'Send transaction',
        lines: [`${from} asks you to sign and send a transaction.`, payloadLine(request.args.payload)],
      };
    default:
      return { title: request.name, lines: [`${from} sent ${request.name}.`] };
  }
}
