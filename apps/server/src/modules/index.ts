import type { Module } from '../deps.ts';
import { catalogueModule } from './catalogue/routes.ts';
import { membersModule } from './members/index.ts';

/** Every feature module of the server, in registration order. */
export const modules: Module[] = [membersModule, catalogueModule];
