/**
 * What services log through: the few levels they use, so they need not know Fastify (whose
 * logger, pino, fits this shape).
 */
type LogFn = (details: object, message: string) => void;
export type Logger = { info: LogFn; warn: LogFn; error: LogFn };
