import { areaTranslator, type MessageKey } from './index.ts';
import { enFunds } from './en-funds.ts';

/** A key the deposit and withdraw wizards translate: the frame's and their own (en-funds.ts). */
export type FundsMessageKey = MessageKey | keyof typeof enFunds;

/** Translates a key of the deposit and withdraw wizards and the borrow panel, or of the frame. */
export const t = areaTranslator(enFunds);
