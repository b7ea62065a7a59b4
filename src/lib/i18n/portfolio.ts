import { areaTranslator } from './index.ts';
import { enPortfolio } from './en-portfolio.ts';

/** Translates a key of the portfolio pages (en-portfolio.ts), or of the frame. */
export const t = areaTranslator(enPortfolio);
