/** The exchange contract, shared by the app's client and the local server: schemas, types, the call table. */
export * from './contract/primitives.ts';
export * from './contract/auth.ts';
export * from './contract/errors.ts';
export * from './contract/market.ts';
export * from './contract/user.ts';
export * from './contract/trading.ts';
export * from './contract/funds.ts';
export * from './contract/history.ts';
export * from './contract/referral.ts';
export * from './contract/streams.ts';
export * from './contract/calls.ts';
