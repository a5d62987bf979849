import type { FastifyRequest } from 'fastify';
import { HEADER_DEVICE } from '@pisoplay/contract';
import type { ClientInfo } from './context.ts';

/** Address, `d` header and user agent of a request, trimmed to sane lengths. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const device = request.headers[HEADER_DEVICE];
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    device: typeof device === 'string' ? device.slice(0, 16) : '',
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : '',
  };
}
