/**
 * Funds on the chain emulation (server/chain). Deposits: the wallet sends tokens to the account's deposit
 * address with the exchange's deposit_token entry function, a multi-agent transaction the exchange operator
 * co-signs (deposit-cosigner.ts); claimDeposit credits what sits there and sweeps it to the treasury.
 * Withdrawals debit the account with the network's fee; to Aptos the treasury then pays on chain, to Solana and
 * Ethereum the bridge emulation (bridge.ts) records them and settles them after the network's time. The chain step of both is an outbox entry
 * logged with the command, so a crash between the two is finished at the next start.
 */
import type { Ed25519Account } from '@aptos-labs/ts-sdk';
import { DEPOSIT_TOKEN_FUNCTION, LOCAL_ASSETS } from '#lib/chain/local-assets.ts';
import { isTokenTicker } from '#lib/domain/tokens.ts';
import { mintEachTestToken, type Ledger, type TestToken } from '#server/chain/index.ts';
import { longAddress } from '#server/chain/ledger/tx-json.ts';
import type { ChainLink, ChainStep } from '#server/exchange/onchain/chain-link.ts';
import { settlesAt, withdrawRoute } from '#server/exchange/bridge.ts';
import { DepositCosigner } from '#server/exchange/onchain/deposit-cosigner.ts';
import { ApiFailure } from '#server/exchange/api/failure.ts';
import { FaucetRuns } from './faucet-run.ts';
import { ledgerLink, settleChainStep } from '#server/exchange/onchain/outbox.ts';
import type { ExchangeService, Handlers } from '#server/exchange/service.ts';
import { requireUser } from '#server/exchange/views/user.ts';

/** The chain in the same process (its ledger), or a link to it (another process: server/exchange/child.ts). */
export type ChainPort = { readonly ledger: Ledger; readonly nodeUrl: string } | ChainLink;

/** The chain behind a port as a link. */
export function linkOf(chain: ChainPort): ChainLink {
  return 'ledger' in chain ? ledgerLink(chain.ledger, chain.nodeUrl) : chain;
}

/** Options of the funds handlers. */
export interface FundsOptions {
  readonly chain?: ChainPort;
  /** The exchange operator, co-signer of deposits (server/exchange/onchain/operator.ts); without it deposits are unavailable. */
  readonly operator?: Ed25519Account;
  /** Pause between faucet mints (default 1 s; tests inject none). */
  readonly sleep?: (ms: number) => Promise<void>;
}

function linkFor(link: ChainLink | undefined): ChainLink {
  if (!link) throw new ApiFailure('unavailable', 'no chain is attached to this exchange');
  return link;
}

/** An account's owner wallet, the sender of its deposits; market-maker and other internal owners have none. */
function ownerWallet(owner: string, userId: string): string {
  if (!/^0x[0-9a-f]{64}$/.test(owner))
    throw new ApiFailure('rejected', `account ${userId} has no owner wallet to sign a deposit`);
  return owner;
}

function chainTicker(token: string): string {
  if (!isTokenTicker(token)) throw new ApiFailure('unknown_token', `${token} is not on the chain`);
  return token;
}

/** Funds handlers over a chain. */
export function fundsHandlers(
  options: FundsOptions,
): Handlers<'depositTokenPayload' | 'claimDeposit' | 'withdraw' | 'testFaucet' | 'startFaucet' | 'getFaucetRun'> {
  const link = options.chain && linkOf(options.chain);
  const finish = (s: ExchangeService, seq: number, step: ChainStep): Promise<string> =>
    settleChainStep(s.store, linkFor(link), { seq }, step);
  /**
   * Claims of one deposit address and token, one at a time: a claim reads the address's balance from the chain (an
   * await when the chain is another process), credits it and sweeps it. Two claims in flight together (the page's
   * own claim after the account's funding and its background deposit scan) both read the unswept balance and
   * credited it twice; the second now reads the balance only after the first one's sweep has settled.
   */
  const claims = new Map<string, Promise<unknown>>();
  const oneClaimAtATime = <T>(key: string, claim: () => Promise<T>): Promise<T> => {
    const result = (claims.get(key) ?? Promise.resolve()).then(claim, claim);
    const settled = result.catch(() => undefined);
    claims.set(key, settled);
    void settled.then(() => {
      if (claims.get(key) === settled) claims.delete(key);
    });
    return result;
  };
  /** Credits what sits at the account's deposit address of one token and sweeps it to the treasury. */
  const claim = (s: ExchangeService, userId: string, token: string) => {
    const chain = linkFor(link);
    const user = requireUser(s.engine, userId);
    return oneClaimAtATime(`${user.depositAddress}:${token}`, async () => {
      const amount = await chain.balanceOf(user.depositAddress, token);
      if (amount === 0n) return { amount: '0', txHash: null };
      const step: ChainStep = { kind: 'sweep', from: user.depositAddress, token, amount };
      const done = s.execute({ type: 'deposit', ts: s.stamp(), userId, token, amount }, step);
      return { amount: amount.toString(), txHash: await finish(s, done.seq, step) };
    });
  };
  /** The faucet runs the exchange carries out for startFaucet, over the service of the call that started each. */
  const faucetRuns = (s: ExchangeService) =>
    new FaucetRuns({
      mint: (userId, token) => linkFor(link).mintTestToken(requireUser(s.engine, userId).depositAddress, token),
      claim: (userId, token) => claim(s, userId, chainTicker(token)),
      sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    });
  let runs: FaucetRuns | undefined;
  const cosigner =
    options.chain && options.operator ? new DepositCosigner(options.chain.nodeUrl, options.operator) : undefined;
  return {
    depositTokenPayload: async (s, r) => {
      const user = requireUser(s.engine, r.userId);
      const ticker = chainTicker(s.tokens.name(r.tokenAddress));
      const sender = ownerWallet(user.owner, r.userId);
      if (!cosigner) throw new ApiFailure('unavailable', 'no deposit co-signer is attached to this exchange');
      const call = {
        function: DEPOSIT_TOKEN_FUNCTION,
        functionArguments: [
          LOCAL_ASSETS[ticker as keyof typeof LOCAL_ASSETS].address,
          r.amount,
          r.userId,
          user.depositAddress,
        ],
      };
      const signed = await cosigner.cosign(sender, call, s.stamp());
      return {
        payload: { ...call, typeArguments: [] },
        secondarySigner: cosigner.address,
        depositAddress: user.depositAddress,
        ...signed,
      };
    },
    claimDeposit: (s, r) => claim(s, r.userId, chainTicker(s.tokens.name(r.tokenAddress))),
    withdraw: async (s, r) => {
      const token = s.tokens.name(r.tokenAddress);
      const route = withdrawRoute(token, r.network);
      const ts = s.stamp();
      const amount = BigInt(r.amount);
      const base = {
        type: 'withdraw',
        ts,
        userId: r.userId,
        token,
        amount,
        fee: route.feeUnits,
        borrow: r.borrow,
      } as const;
      if (r.network !== 'Aptos') {
        // the bridge takes it: recorded now, settled on its network after the network's time (bridge.ts)
        const network = { network: r.network, settlesAt: settlesAt(route, ts) };
        return { txHash: s.execute({ ...base, address: r.recipient, ...network }).txHash };
      }
      linkFor(link);
      const to = longAddress(r.recipient);
      const step: ChainStep = { kind: 'pay', to, token: chainTicker(token), amount };
      const done = s.execute({ ...base, address: to }, step);
      return { txHash: await finish(s, done.seq, step) };
    },
    testFaucet: async (s, r) => {
      const chain = linkFor(link);
      const user = requireUser(s.engine, r.userId);
      if (r.token !== undefined) return { txHashes: [await chain.mintTestToken(user.depositAddress, r.token)] };
      const mint = (token: TestToken) => chain.mintTestToken(user.depositAddress, token);
      const txHashes = await mintEachTestToken(mint, options.sleep ? { sleep: options.sleep } : {});
      return { txHashes };
    },
    startFaucet: (s, r) => {
      linkFor(link);
      requireUser(s.engine, r.userId);
      runs ??= faucetRuns(s);
      return { run: runs.start(r.userId) };
    },
    getFaucetRun: (s, r) => {
      requireUser(s.engine, r.userId);
      return { run: runs?.latest(r.userId) ?? null };
    },
  };
}
