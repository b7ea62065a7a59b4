import { en, type MessageKey } from './en.ts';

export { en, type MessageKey };

/** Values substituted into `{name}` placeholders of a message. */
export type MessageParams = Readonly<Record<string, string | number | bigint>>;

/** Fills `{name}` placeholders; an unknown placeholder is left visible on purpose. */
function fill(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

let later: Promise<void> | undefined;

/**
 * Loads the frame catalogue's messages no page renders before it is interactive (notices, exchange error texts):
 * the client build leaves them out of en.ts (scripts/catalogue-split.ts). Called once the page is interactive and
 * before a notice shows; a failed download is asked for again by the next call.
 */
export function loadLaterMessages(): Promise<void> {
  later ??= import('./en-later.ts').then(
    (loaded) => void Object.assign(en, loaded.later),
    (error: unknown) => {
      later = undefined;
      throw error;
    },
  );
  return later;
}

/**
 * Translates a key of the frame's catalogue, filling `{name}` placeholders. A message of the later part asked for
 * before it has loaded (never expected: it loads as the page becomes interactive) reads as its key meanwhile.
 */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string | undefined = en[key];
  if (template !== undefined) return fill(template, params);
  loadLaterMessages().catch(() => undefined);
  return key;
}

/** True when a runtime string is a catalogue key (errors from lib carry keys, not English). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/**
 * A translator for one area (a screen, or a family of modals) over the frame's keys and the area's own catalogue.
 * The area's code imports it, so its messages download with that code, and a key of another area does not type.
 */
export function areaTranslator<Area extends Readonly<Record<string, string>>>(area: Area) {
  return (key: MessageKey | (keyof Area & string), params?: MessageParams): string =>
    Object.hasOwn(area, key) ? fill(area[key]!, params) : t(key as MessageKey, params);
}
