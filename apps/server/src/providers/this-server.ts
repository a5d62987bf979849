import type { Config } from '../config.ts';

/** The address this server listens on, for providers that run inside it and call it over HTTP. */
export function thisServerOrigin(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}`;
}
