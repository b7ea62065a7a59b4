import { en, type MessageKey } from './en.ts';

export { en, type MessageKey };

/** Values substituted into `{name}` placeholders of a message. */
export type MessageParams = Readonly<Record<string, string | number | bigint>>;

/** Translates a catalogue key, filling `{name}` placeholders; an unknown placeholder is left visible on purpose. */
export function t(key: MessageKey, params?: MessageParams): string {
  const template: string = en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** True when a runtime string is a catalogue key (errors from lib carry keys, not English). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}
