import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app.ts';
import { catalogueModule } from './catalogue/routes.ts';
import { membersModule } from './members/index.ts';

export type Module = (app: FastifyInstance, deps: AppDeps) => Promise<void> | void;

/** Every feature module of the server, in registration order. */
export const modules: Module[] = [membersModule, catalogueModule];
