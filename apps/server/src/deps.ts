import type { FastifyInstance } from 'fastify';
import type { KycAction } from '@pisoplay/contract';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { EventBus } from './platform/events/event-bus.ts';
import type { Providers } from './providers/index.ts';

/**
 * What modules receive: the configuration, the database, the events between servers (built by
 * buildApp), and the outside parties (clock, SMS, email, object storage, the payment gateway;
 * built by `createProviders(config, db)`).
 */
export type AppDeps = { config: Config; db: Database; events: EventBus } & Providers;

export type { Config } from './config.ts';

/**
 * A server module's registration: its routes on the app, from the shared dependencies and the
 * services of the modules below it (`uses`); answers the service it gives the modules above it.
 * The composition root (modules/index.ts) calls each once, in order.
 */
export type Module<Uses = object, Service = void> = (
  app: FastifyInstance,
  deps: AppDeps,
  uses: Uses,
) => Promise<Service>;

/**
 * The player gate: refuses the action (ERR_BUSINESS) for the player's KYC status (spec 4.3) or a
 * cooling-off or self-exclusion in force (docs/responsible-gaming.md).
 */
export type PlayerGate = (uid: number, action: KycAction) => Promise<void>;
