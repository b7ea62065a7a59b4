/**
 * Keyless answers made by the official serializer: a Google account (AnyPublicKey variant 3) and its keyless
 * signature, as the hosted wallet answers connect, sign-in and sign-message. Ours decodes them here (Node), and the
 * bytes are kept in keyless-answers.json, which the bundled e2e dapp harness feeds to our client in Chromium
 * (tests/e2e/wallet-keyless.spec.ts): that is where a tree-shaken build used to throw "Unknown variant index".
 * UPDATE_KEYLESS_FIXTURE=1 rewrites the file; otherwise a drift between the peer's bytes and the file fails.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as Peer from '@aptos-connect/wallet-api';
import * as Sdk5 from '@aptos-labs/ts-sdk';
import { describe, expect, it } from 'vitest';
import { deserializeWalletResponse } from '../../src/lib/wallet-connect/serialize/responses.ts';

const FIXTURE = new URL('./keyless-answers.json', import.meta.url);
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const filled = (value: number, length: number) => new Uint8Array(length).fill(value);

const publicKey = new Sdk5.AnyPublicKey(new Sdk5.KeylessPublicKey('https://accounts.google.com', filled(0x5a, 32)));
const address = publicKey.authKey().derivedAddress();
const ephemeral = new Sdk5.Ed25519PrivateKey(filled(0x0e, 32));
const proof = new Sdk5.ZkProof(new Sdk5.Groth16Zkp({ a: filled(1, 32), b: filled(2, 64), c: filled(3, 32) }), 0);
const signature = new Sdk5.AnySignature(
  new Sdk5.KeylessSignature({
    jwtHeader: '{"alg":"RS256","kid":"k1","typ":"JWT"}',
    ephemeralCertificate: new Sdk5.EphemeralCertificate(
      new Sdk5.ZeroKnowledgeSig({ proof, expHorizonSecs: 10_000_000 }),
      0,
    ),
    expiryDateSecs: 1_900_000_000,
    ephemeralPublicKey: new Sdk5.EphemeralPublicKey(ephemeral.publicKey()),
    ephemeralSignature: new Sdk5.EphemeralSignature(ephemeral.sign(filled(9, 32))),
  }),
);
const account = { address, publicKey, name: 'Google account' } as never;

/** The official bytes of each answer (response layouts: connect v2, sign-in v2, sign-message). */
function officialAnswers(): Record<string, string> {
  return {
    connect: hex(Peer.ConnectResponse.serialize({ status: 'approved', args: { account } }).data),
    signIn: hex(
      Peer.SignInResponse.serialize(
        { status: 'approved', args: { account, input: { nonce: 'n-keyless' }, signature, type: 'keyless' } as never },
        2,
      ).data,
    ),
    signMessage: hex(
      Peer.SignMessageResponse.serialize({ status: 'approved', args: { fullMessage: 'APTOS\nmessage: hi', signature } })
        .data,
    ),
  };
}

describe('keyless answers of the official serializer', () => {
  const answers = officialAnswers();
  it('are the bytes kept for the bundled e2e test', () => {
    const expected = {
      address: address.toString(),
      publicKey: publicKey.toString(),
      signature: signature.toString(),
      answers,
    };
    if (process.env.UPDATE_KEYLESS_FIXTURE === '1') writeFileSync(FIXTURE, `${JSON.stringify(expected, null, 2)}\n`);
    expect(JSON.parse(readFileSync(FIXTURE, 'utf8'))).toEqual(expected);
  });
  it.each([
    ['connect', 2],
    ['signIn', 2],
    ['signMessage', 1],
  ] as const)('our %s decoder reads the keyless account and signature', (name, version) => {
    const decoded = deserializeWalletResponse(name, { data: Buffer.from(answers[name]!, 'hex') }, version);
    if (decoded.status !== 'approved') throw new Error('expected an approval');
    const args = decoded.args as { account?: { address: unknown; publicKey: unknown }; signature?: unknown };
    if (args.account !== undefined) {
      expect(String(args.account.address)).toBe(address.toString());
      expect(String(args.account.publicKey)).toBe(publicKey.toString());
    }
    if (args.signature !== undefined) expect(String(args.signature)).toBe(signature.toString());
  });
});
