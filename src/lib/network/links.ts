/** Where the footer's Help button leads (opened in a new tab with noopener). */
export const SUPPORT_URL = 'https://aptos.dev/en/network/faucet';
/** Where the footer's status indicator links. */
export const STATUS_URL = '/';
