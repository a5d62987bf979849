import type { FastifyInstance } from 'fastify';
import { operatorCalls } from '@pisoplay/contract';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../http/route.ts';
import { createRestrictedPersonsService } from './restricted-service.ts';

/** The operators' restricted-persons calls (docs/responsible-gaming.md, "Restricted persons"). */
export function registerRestrictedPersons(app: FastifyInstance, deps: AppDeps): void {
  const restricted = createRestrictedPersonsService({ db: deps.db, clock: deps.clock });
  route(app, operatorCalls.adminRestrictedPersonsImport, ({ caller, payload }) =>
    restricted.import(caller, payload),
  );
}
