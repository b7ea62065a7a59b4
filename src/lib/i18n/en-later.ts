/**
 * The frame catalogue's messages that no page renders before it is interactive: notices (sonnerMessages.*) and the
 * exchange's error texts (errors.api.*, errors.http.*). In source this is the whole catalogue of en.ts, which keeps
 * them; the client build serves this module with those messages only and en.ts without them
 * (scripts/catalogue-split.ts), so they download once a page is interactive (loadLaterMessages in index.ts).
 */
export { en as later } from './en.ts';
