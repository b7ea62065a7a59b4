import { atom } from 'nanostores';

/** Buy (long) or sell (short). */
export type OrderSide = 'buy' | 'sell';
/** A market order fills now against the book; a limit order rests at its price. */
export type OrderType = 'market' | 'limit';
/** What the size field counts: base tokens (BTC) or USD notional. */
export type SizeUnit = 'base' | 'usd';

/** The order form as the trader fills it in: texts are canonical decimal strings ('' when empty). */
export interface OrderDraft {
  readonly side: OrderSide;
  readonly type: OrderType;
  /** Limit price (USD), at most the tick's decimals. */
  readonly price: string;
  /** Size in `sizeUnit`. */
  readonly size: string;
  readonly sizeUnit: SizeUnit;
  readonly reduceOnly: boolean;
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
  size: '',
  sizeUnit: 'base',
  reduceOnly: false,
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
  $orderDraft.set({ ...draft, type: 'limit', price: priceText, pickedAt: draft.pickedAt + 1 });
}

/** Clears the size after an order went through: the price stays for the next order at the same level. */
export function clearDraftSize(): void {
  $orderDraft.set({ ...$orderDraft.get(), size: '', percent: null });
}

/** Clears price and size on a market switch: another market's numbers mean nothing here. */
export function clearDraftAmounts(): void {
  const draft = $orderDraft.get();
  $orderDraft.set({ ...draft, price: '', size: '', percent: null });
}
