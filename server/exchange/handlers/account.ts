/** Account mutations: creating accounts, session keys, aliases, transfers, claiming referral kickbacks. */
import { SESSION_KEY_LIFETIME_MS } from '#lib/api/contract/auth.ts';
import type { BalanceChangeEvent } from '#server/engine/model/events.ts';
import { spendWalletProof, verifyWalletProof } from '#server/exchange/api/auth.ts';
import { ApiFailure } from '#server/exchange/api/failure.ts';
import type { ExchangeService, Handlers } from '#server/exchange/service.ts';
import { requireUser } from '#server/exchange/views/user.ts';

type AccountCall =
  'createUser' | 'addApiKey' | 'removeApiKey' | 'transferToUser' | 'setAliasName' | 'addSubAccount' | 'claimReferral';

function checkExpiration(expiration: number, now: number): void {
  if (expiration <= now || expiration > now + SESSION_KEY_LIFETIME_MS) {
    throw new ApiFailure('invalid_request', 'expiration must be in the future and at most 24 hours away');
  }
}

function requireOwner(svc: ExchangeService, userId: string, owner: string): void {
  if (requireUser(svc.engine, userId).owner !== owner)
    throw new ApiFailure('forbidden', `account ${userId} belongs to another wallet`);
}

/** Account handlers. */
export const ACCOUNT_HANDLERS: Handlers<AccountCall> = {
  createUser: (s, r, ctx) => {
    if (r.proof.address !== r.sender) throw new ApiFailure('forbidden', 'the proof is not signed by the sender');
    const act = { action: 'createUser', alias: r.name, apiKey: r.apiKey, expiration: r.expiration } as const;
    verifyWalletProof(r.proof, act, ctx.now);
    checkExpiration(r.expiration, ctx.now);
    // a key names one wallet's accounts only
    if (s.keys.keyHolders(r.apiKey).length > 0) throw new ApiFailure('conflict', 'api key already registered');
    // single use: once its key is removed, a replayed proof would otherwise create another account
    spendWalletProof(s.nonces, r.proof, act, ctx.now);
    // account and key in one command: a key the engine refuses leaves no account behind
    const sessionKey = { apiKey: r.apiKey, expiration: r.expiration };
    const created = s.execute({
      type: 'createUser',
      ts: s.stamp(),
      owner: r.sender,
      alias: r.name,
      sessionKey,
      ...(r.referralCode ? { referralCode: r.referralCode } : {}),
    });
    const userId = created.events.find((e) => e.type === 'UserCreated')!.userId;
    return { userId, apiKey: r.apiKey, expiration: r.expiration, signature: r.proof.signature, txHash: created.txHash };
  },
  addApiKey: (s, r, ctx) => {
    const act = { action: 'addApiKey', userId: r.userId, apiKey: r.apiKey, expiration: r.expiration } as const;
    verifyWalletProof(r.proof, act, ctx.now);
    requireOwner(s, r.userId, r.proof.address);
    checkExpiration(r.expiration, ctx.now);
    const foreign = s.keys.keyHolders(r.apiKey).some((id) => s.engine.account(id)?.owner !== r.proof.address);
    if (foreign) throw new ApiFailure('conflict', 'api key belongs to another wallet');
    // single use: a key the owner revoked must not come back through its old authorization
    spendWalletProof(s.nonces, r.proof, act, ctx.now);
    const done = s.execute({
      type: 'addApiKey',
      ts: s.stamp(),
      userId: r.userId,
      apiKey: r.apiKey,
      expiration: r.expiration,
    });
    return { apiKey: r.apiKey, expiration: r.expiration, txHash: done.txHash };
  },
  removeApiKey: (s, r) => ({
    txHash: s.execute({ type: 'removeApiKey', ts: s.stamp(), userId: r.userId, apiKey: r.apiKey }).txHash,
  }),
  transferToUser: (s, r) => {
    const token = s.tokens.name(r.tokenAddress);
    requireOwner(s, r.recipient, requireUser(s.engine, r.userId).owner);
    if (r.recipient === r.userId) throw new ApiFailure('invalid_request', 'sender and recipient are the same account');
    const done = s.execute({
      type: 'transfer',
      ts: s.stamp(),
      fromUserId: r.userId,
      toUserId: r.recipient,
      token,
      amount: BigInt(r.amount),
      borrow: r.borrow,
    });
    return { txHash: done.txHash };
  },
  setAliasName: (s, r) => ({
    txHash: s.execute({ type: 'setAlias', ts: s.stamp(), userId: r.userId, alias: r.alias }).txHash,
  }),
  addSubAccount: (s, r, ctx) => {
    const token = s.tokens.name(r.tokenAddress);
    const amount = BigInt(r.amount);
    // the new account is usable at once with the key that created it, until that key expires; account, funding
    // and key are one command, so none of them is left half done
    const expiration = s.keys.keyExpiry(r.userId, ctx.apiKey ?? '');
    const sessionKey = ctx.apiKey && expiration !== undefined ? { sessionKey: { apiKey: ctx.apiKey, expiration } } : {};
    const done = s.execute({
      type: 'addSubAccount',
      ts: s.stamp(),
      sourceUserId: r.userId,
      alias: r.name,
      ...(amount > 0n ? { token, amount } : {}),
      ...sessionKey,
    });
    const userId = done.events.find((e) => e.type === 'UserCreated')!.userId;
    return { userId, txHash: done.txHash };
  },
  claimReferral: (s, r) => {
    // nothing owed answers "0" like claimDeposit does, so a repeated claim is harmless
    if (requireUser(s.engine, r.userId).referralToClaim === 0n) return { amount: '0', txHash: null };
    const done = s.execute({ type: 'claimReferral', ts: s.stamp(), userId: r.userId });
    const paid = done.events.find((e): e is BalanceChangeEvent => e.type === 'BalanceChange')!;
    return { amount: paid.changeAmount.toString(), txHash: done.txHash };
  },
};
