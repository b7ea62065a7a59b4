import { atom } from 'nanostores';

/**
 * The exchange user currently acting (main or sub-account id), once the wallet's accounts are known. Its home is
 * accounts.ts (which re-exports it with switchAccount); it lives in this leaf so wallet.ts can re-export it too
 * without an import cycle.
 */
export const $currentUserId = atom<string | undefined>(undefined);
