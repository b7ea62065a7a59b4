import { atom } from 'nanostores';

/** Buy (long) or sell (short). */
export type OrderSide = 'buy' | 'sell';
/**
 * A market order fills now against the book; a limit order rests at its price; a stop market / stop limit waits
 * for the mark to reach its trigger, then goes in as a market / limit order.
 */
export type OrderType = 'market' | 'limit' | 'stopMarket' | 'stopLimit';
/** What a TP/SL field holds: the trigger price, a % gain or loss of the entry, or a PnL in USD. */
export type TpSlFieldMode = 'price' | 'percent' | 'pnl';
/** One TP/SL leg as typed: which of its three fields was typed last and its text ('' when unset). */
export interface TpSlField {
  readonly mode: TpSlFieldMode;
  readonly text: string;
}
/** No leg typed. */
export const EMPTY_TPSL_FIELD: TpSlField = { mode: 'price', text: '' };
/** What the size field counts: base tokens (BTC) or USD notional. */
export type SizeUnit = 'base' | 'usd';

/** The order form as the trader fills it in: texts are canonical decimal strings ('' when empty). */
export interface OrderDraft {
  readonly side: OrderSide;
  readonly type: OrderType;
  /** Limit price (USD), at most the tick's decimals. */
  readonly price: string;
  /** Trigger price of a stop order (USD). */
  readonly trigger: string;
  /** Size in `sizeUnit`. */
  readonly size: string;
  readonly sizeUnit: SizeUnit;
  readonly reduceOnly: boolean;
  /** A limit order that is refused rather than filled when it would cross the book (maker only). */
  readonly postOnly: boolean;
  /** A limit order whose unfilled rest is dropped (immediate-or-cancel). */
  readonly ioc: boolean;
  /** Whether the Advanced section (post-only, IOC, reduce-only) is open. */
  readonly advancedOpen: boolean;
  /** Whether take profit / stop loss are set on entry, and their fields. */
  readonly tpslOn: boolean;
  readonly takeProfit: TpSlField;
  readonly stopLoss: TpSlField;
  /** The slider's position (whole percent of the maximum size), or null when the size was typed. */
  readonly percent: number | null;
  /** Moves each time the book fills the price, so the form can focus its size field. */
  readonly pickedAt: number;
}

/** A fresh form: a limit buy with nothing typed. */
export const EMPTY_DRAFT: OrderDraft = {
  side: 'buy',
  type: 'limit',
  price: '',
  trigger: '',
  size: '',
  sizeUnit: 'base',
  reduceOnly: false,
  postOnly: false,
  ioc: false,
  advancedOpen: false,
  tpslOn: false,
  takeProfit: EMPTY_TPSL_FIELD,
  stopLoss: EMPTY_TPSL_FIELD,
  percent: null,
  pickedAt: 0,
};

/** The order form's draft, shared by the form, the book (click-to-fill) and the mobile Buy/Sell bar. */
export const $orderDraft = atom<OrderDraft>(EMPTY_DRAFT);

/** Changes some fields of the draft. */
export function updateDraft(patch: Partial<Omit<OrderDraft, 'pickedAt'>>): void {
  $orderDraft.set({ ...$orderDraft.get(), ...patch });
}

/**
 * A book level was pressed: its price (exact input text at the tick's decimals, never an exponent) goes into the
 * limit price, and the form switches to limit if it was on market.
 */
export function fillPriceFromBook(priceText: string): void {
  const draft = $orderDraft.get();
  const type = draft.type === 'stopLimit' ? 'stopLimit' : 'limit';
  $orderDraft.set({ ...draft, type, price: priceText, pickedAt: draft.pickedAt + 1 });
}

/** Clears the size after an order went through: the price stays for the next order at the same level. */
export function clearDraftSize(): void {
  $orderDraft.set({
    ...$orderDraft.get(),
    size: '',
    percent: null,
    takeProfit: EMPTY_TPSL_FIELD,
    stopLoss: EMPTY_TPSL_FIELD,
  });
}

/** Clears price and size on a market switch: another market's numbers mean nothing here. */
export function clearDraftAmounts(): void {
  const draft = $orderDraft.get();
  $orderDraft.set({
    ...draft,
    price: '',
    trigger: '',
    size: '',
    percent: null,
    takeProfit: EMPTY_TPSL_FIELD,
    stopLoss: EMPTY_TPSL_FIELD,
  });
}
