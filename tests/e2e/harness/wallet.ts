/**
 * Which dev wallet host the wallet specs talk to: the shared one of the local network (NETWORKS.local.walletHost,
 * started by the e2e webServer) when it answers, else one of our own on a free port. WALLET_HOST_URL forces a URL, or `own`.
 */
import { NETWORKS } from '#lib/network/origins.ts';
import { startWalletHost } from '#server/wallet-host/index.ts';

/** The shared host of the local network (its port is LOCAL_PORTS.walletHost of src/lib/network/ports.ts). */
const SHARED_WALLET_HOST = NETWORKS.local.walletHost;

/** A dev account's public half, as GET /v1/dev/accounts reports it. */
export interface DevAccount {
  readonly address: string;
  readonly publicKey: string;
}

/** The wallet host a spec uses; close() stops it only when the spec started it. */
export interface E2eWalletHost {
  readonly origin: string;
  readonly accounts: Readonly<Record<'google' | 'apple', DevAccount>>;
  close(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/prompt/`)).ok;
  } catch {
    return false;
  }
}

async function devAccounts(origin: string): Promise<E2eWalletHost['accounts']> {
  const response = await fetch(`${origin}/v1/dev/accounts`);
  if (!response.ok) throw new Error(`${origin}/v1/dev/accounts answered ${response.status}`);
  return (await response.json()) as E2eWalletHost['accounts'];
}

/** Resolves the wallet host (see the file comment) and reads its dev accounts. */
export async function useWalletHost(): Promise<E2eWalletHost> {
  const wanted = process.env.WALLET_HOST_URL;
  if (wanted !== undefined && wanted !== 'own')
    return { origin: wanted, accounts: await devAccounts(wanted), close: async () => undefined };
  if (wanted !== 'own' && (await answers(SHARED_WALLET_HOST))) {
    return {
      origin: SHARED_WALLET_HOST,
      accounts: await devAccounts(SHARED_WALLET_HOST),
      close: async () => undefined,
    };
  }
  const own = await startWalletHost({ port: 0 });
  return { origin: own.url, accounts: await devAccounts(own.url), close: () => own.close() };
}
