/**
 * The logging the engines need. Core's pino logger fits this shape and is passed in, so the
 * stylist package does not depend on core's logger module (or on pino).
 */
export interface StylistLogFn {
  (obj: object, msg?: string): void;
  (msg: string): void;
}

export interface StylistLogger {
  child(bindings: Record<string, unknown>): StylistLogger;
  error: StylistLogFn;
  warn: StylistLogFn;
  info: StylistLogFn;
  debug: StylistLogFn;
}
