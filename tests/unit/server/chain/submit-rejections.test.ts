/** Every validation rule of POST /v1/transactions, through the real SDK, with the fullnode's status and vm_error_code. */
import {
  Account,
  AccountAuthenticator,
  AccountAuthenticatorEd25519,
  Aptos,
  AptosApiError,
  AptosConfig,
  ChainId,
  Ed25519Signature,
  Network,
  RawTransaction,
  SimpleTransaction,
  type InputGenerateTransactionOptions,
} from '@aptos-labs/ts-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChain, type RunningChain } from '#server/chain/index.ts';
import { DEPOSIT_TOKEN_FUNCTION, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';

let chain: RunningChain;
let aptos: Aptos;

beforeAll(async () => {
  chain = await startChain({ nodePort: 0, indexerPort: 0, faucetPort: 0, ledger: { executionDelayMs: 20 } });
  aptos = new Aptos(
    new AptosConfig({
      network: Network.LOCAL,
      fullnode: chain.nodeUrl,
      indexer: chain.indexerUrl,
      faucet: chain.faucetUrl,
      transactionGenerationConfig: { defaultMaxGasAmount: 200_000 },
    }),
  );
});
afterAll(async () => chain.close());

type Tamper = (t: SimpleTransaction) => SimpleTransaction;
const withRaw = (
  t: SimpleTransaction,
  change: Partial<Record<'chain' | 'seq', bigint | number>>,
): SimpleTransaction => {
  const r = t.rawTransaction;
  return new SimpleTransaction(
    new RawTransaction(
      r.sender,
      change.seq !== undefined ? BigInt(change.seq) : r.sequence_number,
      r.payload,
      r.max_gas_amount,
      r.gas_unit_price,
      r.expiration_timestamp_secs,
      new ChainId(Number(change.chain ?? r.chain_id.chainId)),
    ),
  );
};

/** The same Ed25519 authenticator with one bit of its signature flipped. */
function forged(auth: AccountAuthenticator): AccountAuthenticatorEd25519 {
  const a = auth as AccountAuthenticatorEd25519;
  const bytes = a.signature.toUint8Array().slice();
  bytes[0]! ^= 1;
  return new AccountAuthenticatorEd25519(a.public_key, new Ed25519Signature(bytes));
}

const INVALID_SIGNATURE = {
  message: 'Invalid transaction: Type: Validation Code: INVALID_SIGNATURE',
  error_code: 'vm_error',
  vm_error_code: 1,
};

const cases: {
  name: string;
  options?: InputGenerateTransactionOptions;
  tamper?: Tamper;
  forge?: boolean;
  status: number;
  code: number;
  message: string;
}[] = [
  { name: 'a forged signature', forge: true, status: 400, code: 1, message: 'INVALID_SIGNATURE' },
  {
    name: 'a sequence number ahead of the account',
    options: { accountSequenceNumber: 5 },
    status: 400,
    code: 4,
    message: 'SEQUENCE_NUMBER_TOO_NEW',
  },
  { name: 'a wrong chain id', tamper: (t) => withRaw(t, { chain: 5 }), status: 400, code: 23, message: 'BAD_CHAIN_ID' },
  {
    name: 'an expired transaction',
    options: { expireTimestamp: Math.floor(Date.now() / 1000) - 1 },
    status: 400,
    code: 6,
    message: 'TRANSACTION_EXPIRED',
  },
  {
    name: 'max gas above the network bound 2000000',
    options: { maxGasAmount: 2_000_001 },
    status: 400,
    code: 13,
    message: 'MAX_GAS_UNITS_EXCEEDS_MAX_GAS_UNITS_BOUND',
  },
  {
    name: 'a gas price below the minimum',
    options: { gasUnitPrice: 99 },
    status: 400,
    code: 15,
    message: 'GAS_UNIT_PRICE_BELOW_MIN_BOUND',
  },
  {
    name: 'max gas the balance cannot cover',
    options: { maxGasAmount: 200_000, gasUnitPrice: 10_000 },
    status: 400,
    code: 5,
    message: 'INSUFFICIENT_BALANCE_FOR_TRANSACTION_FEE',
  },
];

describe('submission validation', () => {
  it.each(cases)('rejects $name with $status / $message', async ({ options, tamper, forge, status, code, message }) => {
    const sender = Account.generate();
    await aptos.fundAccount({ accountAddress: sender.accountAddress, amount: 100_000_000 });
    const built = await aptos.transferFungibleAsset({
      sender,
      fungibleAssetMetadataAddress: LOCAL_ASSETS.APT.address,
      recipient: Account.generate().accountAddress,
      amount: 1,
      options,
    });
    const transaction = tamper ? tamper(built) : built;
    const signed = aptos.transaction.sign({ signer: sender, transaction });
    const senderAuthenticator = forge ? forged(signed) : signed;
    const error = await aptos.transaction.submit.simple({ transaction, senderAuthenticator }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AptosApiError);
    expect((error as AptosApiError).status).toBe(status);
    expect((error as AptosApiError).data).toEqual({
      message: `Invalid transaction: Type: Validation Code: ${message}`,
      error_code: 'vm_error',
      vm_error_code: code,
    });
    expect(chain.ledger.nextSequenceNumber(sender.accountAddress.toString())).toBe(0n);
  });

  it.each([
    { name: 'a forged co-signer signature', coSigner: true, feePayer: false, forge: 'co-signer' },
    { name: 'a forged fee-payer signature', coSigner: false, feePayer: true, forge: 'fee payer' },
    {
      name: 'a forged co-signer signature in a fee-payer transaction',
      coSigner: true,
      feePayer: true,
      forge: 'co-signer',
    },
    { name: 'a forged fee-payer signature next to a co-signer', coSigner: true, feePayer: true, forge: 'fee payer' },
  ] as const)(
    'rejects $name with 400 / INVALID_SIGNATURE and leaves the ledger unchanged',
    async ({ coSigner, feePayer, forge }) => {
      const wallet = Account.generate();
      const exchange = Account.generate();
      const payer = Account.generate();
      for (const a of [wallet, payer])
        await aptos.fundAccount({ accountAddress: a.accountAddress, amount: 100_000_000 });
      chain.ledger.mint(wallet.accountAddress.toString(), 'SOL', 1_000_000_000n);
      const transaction = coSigner
        ? await aptos.transaction.build.multiAgent({
            sender: wallet.accountAddress,
            secondarySignerAddresses: [exchange.accountAddress],
            withFeePayer: feePayer,
            data: {
              function: DEPOSIT_TOKEN_FUNCTION,
              functionArguments: [LOCAL_ASSETS.SOL.address, 500_000_000n, 7, Account.generate().accountAddress],
            },
          })
        : await aptos.transaction.build.simple({
            sender: wallet.accountAddress,
            withFeePayer: feePayer,
            data: {
              function: '0x1::primary_fungible_store::transfer',
              typeArguments: ['0x1::fungible_asset::Metadata'],
              functionArguments: [LOCAL_ASSETS.SOL.address, Account.generate().accountAddress, 500_000_000],
            },
          });
      if (feePayer) transaction.feePayerAddress = payer.accountAddress;
      const exchangeAuth = aptos.transaction.sign({ signer: exchange, transaction });
      const senderAuthenticator = aptos.transaction.sign({ signer: wallet, transaction });
      const payerAuth = feePayer ? aptos.transaction.signAsFeePayer({ signer: payer, transaction }) : undefined;
      const feePayerAuthenticator = payerAuth && forge === 'fee payer' ? forged(payerAuth) : payerAuth;
      const owners = [wallet, payer].map((a) => a.accountAddress.toString());
      const state = () => ({
        version: chain.ledger.meta.ledgerVersion,
        pending: chain.ledger.pendingHashes(),
        sequence: owners.map((o) => chain.ledger.nextSequenceNumber(o)),
        balances: owners.flatMap((o) => [chain.ledger.balanceOf(o, 'APT'), chain.ledger.balanceOf(o, 'SOL')]),
      });
      const before = state();
      const error = await (
        coSigner
          ? aptos.transaction.submit.multiAgent({
              transaction,
              senderAuthenticator,
              additionalSignersAuthenticators: [forge === 'co-signer' ? forged(exchangeAuth) : exchangeAuth],
              feePayerAuthenticator,
            })
          : aptos.transaction.submit.simple({ transaction, senderAuthenticator, feePayerAuthenticator })
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AptosApiError);
      expect((error as AptosApiError).status).toBe(400);
      expect((error as AptosApiError).data).toEqual(INVALID_SIGNATURE);
      expect(state()).toEqual(before);
    },
  );

  it('rejects a replayed sequence number as too old once the first transaction committed', async () => {
    const sender = Account.generate();
    await aptos.fundAccount({ accountAddress: sender.accountAddress, amount: 100_000_000 });
    const build = () =>
      aptos.transferFungibleAsset({
        sender,
        fungibleAssetMetadataAddress: LOCAL_ASSETS.APT.address,
        recipient: Account.generate().accountAddress,
        amount: 1,
        options: { accountSequenceNumber: 0 },
      });
    const first = await aptos.signAndSubmitTransaction({ signer: sender, transaction: await build() });
    await aptos.waitForTransaction({ transactionHash: first.hash });
    const error = await aptos
      .signAndSubmitTransaction({ signer: sender, transaction: await build() })
      .catch((e: unknown) => e);
    expect((error as AptosApiError).status).toBe(400);
    expect((error as AptosApiError).data.vm_error_code).toBe(3);
  });

  it("rejects a signature by a key that is not the account's authentication key", async () => {
    const owner = Account.generate();
    const thief = Account.generate();
    await aptos.fundAccount({ accountAddress: owner.accountAddress, amount: 100_000_000 });
    const transaction = await aptos.transferFungibleAsset({
      sender: owner,
      fungibleAssetMetadataAddress: LOCAL_ASSETS.APT.address,
      recipient: thief.accountAddress,
      amount: 1,
    });
    const senderAuthenticator = aptos.transaction.sign({ signer: thief, transaction });
    const error = await aptos.transaction.submit.simple({ transaction, senderAuthenticator }).catch((e: unknown) => e);
    expect((error as AptosApiError).data.vm_error_code).toBe(2);
  });

  it.each([
    ['an unknown transaction hash', '/transactions/by_hash/0x' + '12'.repeat(32), 404, 'transaction_not_found'],
    ['a malformed account address', '/accounts/0xzz', 400, 'invalid_input'],
    ['an unknown module', '/accounts/0x1/module/nope', 404, 'module_not_found'],
    ['an unknown route', '/nothing/here', 404, 'web_framework_error'],
  ])('answers %s with the node error JSON', async (_name, path, status, errorCode) => {
    const res = await fetch(`${chain.nodeUrl}${path}`);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error_code: errorCode, vm_error_code: null });
  });

  it('rejects bytes that are not a SignedTransaction with 400 invalid_input', async () => {
    const res = await fetch(`${chain.nodeUrl}/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/x.aptos.signed_transaction+bcs' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_code: 'invalid_input' });
  });
});
