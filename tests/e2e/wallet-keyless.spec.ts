/**
 * Keyless accounts (what the hosted wallet answers for Google and Apple) decode in a BUNDLED client: the e2e dapp
 * harness is our wallet-connect client bundled by esbuild and run in Chromium, fed the connect, sign-in and
 * sign-message answers the official serializer made (tests/interop/keyless.test.ts keeps those bytes). A build that
 * loses the SDK's keyless module throws "Unknown variant index for AnyPublicKey: 3" here.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './harness/test.ts';
import { startHarnessServer, type HarnessServer } from './harness/serve.ts';

const FIXTURE = JSON.parse(readFileSync(new URL('../interop/keyless-answers.json', import.meta.url), 'utf8')) as {
  address: string;
  publicKey: string;
  signature: string;
  answers: Record<'connect' | 'signIn' | 'signMessage', string>;
};
let dapp: HarnessServer;

test.beforeAll(async () => {
  dapp = await startHarnessServer();
});
test.afterAll(async () => dapp?.close());

test('the bundled client reads keyless connect, sign-in and sign-message answers of the official serializer', async ({
  page,
}) => {
  await page.goto(dapp.dappUrl('http://127.0.0.1:9'));
  await expect(page).toHaveTitle('Harness ready');
  const read = (name: 'connect' | 'signIn' | 'signMessage') =>
    page.evaluate(([n, hex]) => window.walletHarness.readAnswer(n, hex), [name, FIXTURE.answers[name]] as const);
  expect(await read('connect')).toEqual({ status: 'approved', address: FIXTURE.address, publicKey: FIXTURE.publicKey });
  expect(await read('signIn')).toEqual({
    status: 'approved',
    address: FIXTURE.address,
    publicKey: FIXTURE.publicKey,
    signature: FIXTURE.signature,
  });
  expect(await read('signMessage')).toEqual({ status: 'approved', signature: FIXTURE.signature });
  // the keyless key is the single-key variant 3 (0x03...), not an Ed25519 key read by accident
  expect(FIXTURE.publicKey).toMatch(/^0x03/);
});
