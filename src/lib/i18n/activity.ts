import { areaTranslator } from './index.ts';
import { enActivity } from './en-activity.ts';

/** Translates a key of the portfolio's activity pages (en-activity.ts), or of the frame. */
export const t = areaTranslator(enActivity);
