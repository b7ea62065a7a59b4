/**
 * Child process of store-checkpoint.test.ts: appends commands to the store at argv[2] one per turn, as the exchange
 * logs orders (a nonce queued with each), and prints each sequence number once its append returned: acknowledged.
 */
import { ExchangeStore } from '#server/exchange/store/store.ts';

const store = new ExchangeStore(process.argv[2]!);
for (let i = 1; ; i++) {
  store.queueNonce(`key:${i}`, i);
  const seq = store.append({ type: 'placeLimitOrder', ts: i, price: BigInt(i) * 10n ** 9n } as never);
  process.stdout.write(`${seq}\n`);
  await new Promise((resolve) => setImmediate(resolve));
}
