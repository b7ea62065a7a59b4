import { areaTranslator } from './index.ts';
import { enVault } from './en-vault.ts';

/** Translates a key of the /vault screen (en-vault.ts), or of the frame. */
export const t = areaTranslator(enVault);
