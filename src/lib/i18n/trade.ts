import { areaTranslator, type MessageKey } from './index.ts';
import { enTrade } from './en-trade.ts';

/** A key the trading screen translates: the frame's and its own (en-trade.ts). */
export type TradeMessageKey = MessageKey | keyof typeof enTrade;

/** Translates a key of the trading screen or of the frame. */
export const t = areaTranslator(enTrade);
