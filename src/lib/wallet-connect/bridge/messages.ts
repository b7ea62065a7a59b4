/** Incoming bridge events: parsing the messaging app's {eventType, eventData} messages and listening for them. */
import { BridgeError } from './errors.ts';

/** One event from the messaging app. */
export interface BridgeMessage {
  readonly eventType: string;
  /** Absent when the event carries no data. */
  readonly eventData?: unknown;
}

/** The parts of `window` that receive bridge events. */
export interface BridgeEventWindow {
  readonly parent: unknown;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The reference parsers wrap every failure in a named ERR_PARSE layer; the cause chain is kept identical.
function transformer<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (cause) {
    throw new BridgeError('parse_failure', { message: `"${name}" transformer failed to parse the value`, cause });
  }
}

function recordOf(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch (cause) {
      // The reference builds this one from a cause alone, which leaves its message empty.
      throw new BridgeError('invalid_value', { message: '', cause });
    }
  }
  if (!isRecord(parsed)) throw new BridgeError('unexpected_value');
  return parsed;
}

function stringField(record: Record<string, unknown>, key: string): string {
  try {
    return transformer('string', () => {
      const value = record[key];
      if (typeof value === 'string' || typeof value === 'number') return value.toString();
      throw new BridgeError('unexpected_type', { message: `Unexpected value received: ${JSON.stringify(value)}` });
    });
  } catch (cause) {
    throw new BridgeError('parse_failure', { message: `Parser for "${key}" property failed`, cause });
  }
}

/**
 * Parses a bridge message (a JSON string or an object) like the reference `miniAppsMessage` parser; any failure is
 * BridgeError('parse_failure') whose cause says why (invalid_value, unexpected_value, or unexpected_type deeper down).
 */
export function parseBridgeMessage(value: unknown): BridgeMessage {
  return transformer('miniAppsMessage', () => {
    const record = recordOf(value);
    const eventType = stringField(record, 'eventType');
    return record.eventData === undefined ? { eventType } : { eventType, eventData: record.eventData };
  });
}

/**
 * Calls `listener` for each bridge event the messaging app (the parent frame) posts to `host`; messages from other
 * sources and messages that do not parse are ignored, as the reference bridge does. Returns the unsubscribe.
 */
export function subscribeBridgeEvents(host: BridgeEventWindow, listener: (message: BridgeMessage) => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== host.parent) return;
    let message: BridgeMessage;
    try {
      message = parseBridgeMessage(event.data);
    } catch {
      // The page's own postMessage traffic shares the channel; only bridge events are ours.
      return;
    }
    listener(message);
  };
  host.addEventListener('message', onMessage);
  return () => host.removeEventListener('message', onMessage);
}
