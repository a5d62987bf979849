import type { FastifyInstance } from 'fastify';
import { calls } from '@pisoplay/contract';
import { route } from '../../../http/route.ts';
import type { AccountService } from './account-service.ts';

/** The player's withdrawal accounts (/finance/account/...). */
export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService): void {
  route(app, calls.accountList, ({ caller }) => accounts.list(caller.uid));
  route(app, calls.accountInsert, ({ caller, payload }) => accounts.insert(caller.uid, payload));
  route(app, calls.accountDelete, ({ caller, payload }) => accounts.remove(caller.uid, payload.id));
}
