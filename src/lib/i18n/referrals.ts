import { areaTranslator } from './index.ts';
import { enReferrals } from './en-referrals.ts';

/** Translates a key of the /account/referrals screen (en-referrals.ts), or of the frame. */
export const t = areaTranslator(enReferrals);
