import { areaTranslator } from './index.ts';
import { enEarn } from './en-earn.ts';

/** Translates a key of the /earn screen (en-earn.ts), or of the frame. */
export const t = areaTranslator(enEarn);
