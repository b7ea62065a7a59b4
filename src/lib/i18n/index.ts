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

/** Translates a key of the frame's catalogue, filling `{name}` placeholders. */
export function t(key: MessageKey, params?: MessageParams): string {
  return fill(en[key], params);
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
    fill(Object.hasOwn(area, key) ? area[key]! : en[key as MessageKey], params);
}
