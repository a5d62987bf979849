import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Providers } from './providers/index.ts';

/**
 * What modules receive: the configuration, the database, and the outside parties (clock, SMS,
 * email, object storage, the payment gateway; built by `createProviders(config, db)`).
 */
export type AppDeps = { config: Config; db: Database } & Providers;

/** A server module: registers its routes and services on the app. */
export type Module = (app: FastifyInstance, deps: AppDeps) => Promise<void> | void;
