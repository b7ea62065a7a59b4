/**
 * The engine's public vocabulary in one import: configuration, commands, events and errors.
 * The server codes against these types; the definitions live in the files re-exported here.
 */
/** Configuration types and the fixed account ids. */
export * from './config.ts';
/** The Command union (every mutation). */
export type * from './commands.ts';
/** The Event union (user and market streams). */
export type * from './events.ts';
/** Typed rejections. */
export * from './errors.ts';
/** The seed: everything the engine starts from. */
export type { Seed } from './seed.ts';
