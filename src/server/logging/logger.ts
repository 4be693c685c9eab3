import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from '../env.ts';

export type { Logger };

/**
 * The server's structured JSON logger (pino). One line per event; request lines carry the request id,
 * the user id, the route, the status and the time. Never log bodies, query strings, headers or cookies:
 * they hold passwords, tokens, search texts and health data.
 */
export function createLogger(level: Env['LOG_LEVEL'], destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}
