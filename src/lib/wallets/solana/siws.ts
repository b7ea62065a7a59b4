/**
 * Sign-In With Solana messages (the text `solana:signIn` wallets build and sign), in the layout of
 * @solana/wallet-standard-util's createSignInMessageText, and the parser the exchange reads a signed one with.
 */

/** The fields of a sign-in message; domain and address are required. */
export interface SiwsFields {
  readonly domain: string;
  readonly address: string;
  readonly statement?: string;
  readonly uri?: string;
  readonly version?: string;
  readonly chainId?: string;
  readonly nonce?: string;
  readonly issuedAt?: string;
  readonly expirationTime?: string;
  readonly notBefore?: string;
  readonly requestId?: string;
  readonly resources?: readonly string[];
}

const LABELS = [
  ['uri', 'URI'],
  ['version', 'Version'],
  ['chainId', 'Chain ID'],
  ['nonce', 'Nonce'],
  ['issuedAt', 'Issued At'],
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const;

/** The text a wallet signs for these fields (statement and each field only when given). */
export function siwsMessageText(fields: SiwsFields): string {
  let message = `${fields.domain} wants you to sign in with your Solana account:\n${fields.address}`;
  if (fields.statement) message += `\n\n${fields.statement}`;
  const lines: string[] = [];
  for (const [key, label] of LABELS) {
    const value = fields[key];
    if (value) lines.push(`${label}: ${value}`);
  }
  if (fields.resources) lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`));
  if (lines.length > 0) message += `\n\n${lines.join('\n')}`;
  return message;
}

const field = (label: string, key: string) => `(?:\\n${label}: (?<${key}>[^\\n]+))?`;
const MESSAGE = new RegExp(
  '^(?<domain>[^\\n]+?) wants you to sign in with your Solana account:\\n(?<address>[^\\n]+)(?:\\n|$)' +
    '(?:\\n(?<statement>[\\S\\s]*?)(?:\\n|$))??' +
    LABELS.map(([key, label]) => field(label, key)).join('') +
    '(?:\\nResources:(?<resources>(?:\\n- [^\\n]+)*))?\\n*$',
);

/** The fields of a sign-in message text, or undefined when the text is not one. */
export function parseSiwsMessage(text: string): SiwsFields | undefined {
  const groups = MESSAGE.exec(text)?.groups;
  if (groups?.domain === undefined || groups.address === undefined) return undefined;
  const parsed: Record<string, unknown> = { domain: groups.domain, address: groups.address };
  for (const key of ['statement', ...LABELS.map(([k]) => k)]) if (groups[key] !== undefined) parsed[key] = groups[key];
  if (groups.resources !== undefined) parsed.resources = groups.resources.split('\n- ').slice(1);
  return parsed as unknown as SiwsFields;
}
