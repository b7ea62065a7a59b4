import { areaTranslator, type MessageKey } from './index.ts';
import { enAccounts } from './en-accounts.ts';

/** A key the account panels and modals translate: the frame's and their own (en-accounts.ts). */
export type AccountsMessageKey = MessageKey | keyof typeof enAccounts;

/** Translates a key of the login and account panels, the account modals and /account/accounts, or of the frame. */
export const t = areaTranslator(enAccounts);
