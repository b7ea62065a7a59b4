import { areaTranslator, type MessageKey } from './index.ts';
import { enAdvanced } from './en-advanced.ts';
import { enTrade } from './en-trade.ts';

const catalogue = { ...enTrade, ...enAdvanced };

/** A key of advanced trading: the frame's, the trading screen's (en-trade.ts) and its own (en-advanced.ts). */
export type AdvancedMessageKey = MessageKey | keyof typeof catalogue;

/** Translates a key of advanced trading, of the trading screen or of the frame. */
export const t = areaTranslator(catalogue);
