import { atom } from 'nanostores';
import { captureReferral } from '#lib/storage/referral.ts';
import { STORAGE_KEYS } from '#lib/storage/keys.ts';

/** The saved referral code, if any. */
export const $referral = atom<string | undefined>(undefined);

/** Saves the page's `referral` query parameter per the spec's rule and publishes the saved code. */
export function captureReferralFromLocation(): void {
  captureReferral(window.location.search, window.localStorage);
  $referral.set(window.localStorage.getItem(STORAGE_KEYS.referral) ?? undefined);
}
