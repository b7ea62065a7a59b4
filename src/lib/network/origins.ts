/** Endpoint URLs of every service the app talks to, per network; the one place they are written down. */
import { LOCAL_HOST, LOCAL_PORTS } from './ports.ts';

/** A network the app can be built for. */
export type NetworkName = 'local' | 'devnet' | 'testnet' | 'mainnet';

/** The services of one network. */
export interface NetworkEndpoints {
  /** Exchange HTTP API base (calls are POST {exchange}/api/{call}). */
  readonly exchange: string;
  /** Exchange WebSocket stream URL. */
  readonly exchangeWs: string;
  /** Aptos node REST base, ending in /v1. */
  readonly node: string;
  /** Aptos indexer GraphQL endpoint. */
  readonly indexer: string;
  /** Aptos faucet base, absent where the network has none. */
  readonly faucet?: string;
  /** Origin of the hosted web wallet (Google / Apple sign-in prompt). */
  readonly walletHost: string;
}

/** Local network in a box: the services `npm start` runs, on the ports of ports.ts. */
const LOCAL: NetworkEndpoints = {
  exchange: `http://${LOCAL_HOST}:${LOCAL_PORTS.exchange}`,
  exchangeWs: `ws://${LOCAL_HOST}:${LOCAL_PORTS.exchange}/ws`,
  node: `http://${LOCAL_HOST}:${LOCAL_PORTS.node}/v1`,
  indexer: `http://${LOCAL_HOST}:${LOCAL_PORTS.indexer}/v1/graphql`,
  faucet: `http://${LOCAL_HOST}:${LOCAL_PORTS.faucet}`,
  walletHost: `http://${LOCAL_HOST}:${LOCAL_PORTS.walletHost}`,
};

/** Every network's endpoints; remote exchange hosts are configuration, not code, and can be overridden by env. */
export const NETWORKS: Readonly<Record<NetworkName, NetworkEndpoints>> = {
  local: LOCAL,
  devnet: {
    exchange: 'https://api.devnet.exchange.invalid',
    exchangeWs: 'wss://api.devnet.exchange.invalid/ws',
    node: 'https://api.devnet.aptoslabs.com/v1',
    indexer: 'https://api.devnet.aptoslabs.com/v1/graphql',
    faucet: 'https://faucet.devnet.aptoslabs.com',
    walletHost: 'https://aptosconnect.app',
  },
  testnet: {
    exchange: 'https://api.testnet.exchange.invalid',
    exchangeWs: 'wss://api.testnet.exchange.invalid/ws',
    node: 'https://api.testnet.aptoslabs.com/v1',
    indexer: 'https://api.testnet.aptoslabs.com/v1/graphql',
    faucet: 'https://faucet.testnet.aptoslabs.com',
    walletHost: 'https://aptosconnect.app',
  },
  mainnet: {
    exchange: 'https://api.mainnet.exchange.invalid',
    exchangeWs: 'wss://api.mainnet.exchange.invalid/ws',
    node: 'https://api.mainnet.aptoslabs.com/v1',
    indexer: 'https://api.mainnet.aptoslabs.com/v1/graphql',
    walletHost: 'https://aptosconnect.app',
  },
};

/** True when the text names a known network. */
export function isNetworkName(value: string): value is NetworkName {
  return Object.hasOwn(NETWORKS, value);
}

/** The endpoints of a network by name; unknown names are a configuration error, reported loudly. */
export function networkEndpoints(name: string): NetworkEndpoints {
  if (!isNetworkName(name)) throw new Error(`Unknown network '${name}'`);
  return NETWORKS[name];
}

/** Origins the page may connect to (CSP connect-src) for a network. */
export function networkOrigins(name: string): { connect: string[] } {
  const e = networkEndpoints(name);
  const urls = [e.exchange, e.exchangeWs, e.node, e.indexer, e.walletHost, ...(e.faucet ? [e.faucet] : [])];
  return { connect: [...new Set(urls.map((u) => new URL(u).origin))] };
}
