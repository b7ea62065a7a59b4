import { Network } from '@aptos-labs/ts-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Evaluates the store module afresh under a PUBLIC_NETWORK value (undefined = unset). */
async function loadWith(network: string | undefined) {
  vi.stubEnv('PUBLIC_NETWORK', network);
  vi.resetModules();
  return import('#stores/chain.ts');
}

describe('$aptos', () => {
  it.each([
    [
      undefined,
      'local',
      Network.LOCAL,
      'http://127.0.0.1:8080/v1',
      'http://127.0.0.1:8090/v1/graphql',
      'http://127.0.0.1:8081',
    ],
    [
      'localnet',
      'local',
      Network.LOCAL,
      'http://127.0.0.1:8080/v1',
      'http://127.0.0.1:8090/v1/graphql',
      'http://127.0.0.1:8081',
    ],
    [
      'devnet',
      'devnet',
      Network.DEVNET,
      'https://api.devnet.aptoslabs.com/v1',
      'https://api.devnet.aptoslabs.com/v1/graphql',
      'https://faucet.devnet.aptoslabs.com',
    ],
    [
      'testnet',
      'testnet',
      Network.TESTNET,
      'https://api.testnet.aptoslabs.com/v1',
      'https://api.testnet.aptoslabs.com/v1/graphql',
      undefined,
    ],
    [
      'mainnet',
      'mainnet',
      Network.MAINNET,
      'https://api.mainnet.aptoslabs.com/v1',
      'https://api.mainnet.aptoslabs.com/v1/graphql',
      undefined,
    ],
  ])('PUBLIC_NETWORK=%s configures the %s client', async (env, name, network, fullnode, indexer, faucet) => {
    const { CHAIN_NETWORK, $aptos } = await loadWith(env);
    expect(CHAIN_NETWORK).toBe(name);
    const config = $aptos.get().config;
    expect({
      network: config.network,
      fullnode: config.fullnode,
      indexer: config.indexer,
      faucet: config.faucet,
    }).toEqual({ network, fullnode, indexer, faucet });
    expect(config.getDefaultMaxGasAmount()).toBe(200_000);
  });

  it.each(['Mainnet', 'localhost', 'prod'])('refuses to start with PUBLIC_NETWORK=%s', async (env) => {
    await expect(loadWith(env)).rejects.toThrow(`Unknown network '${env}'`);
  });
});
