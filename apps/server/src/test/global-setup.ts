import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file every worker's embedded database starts from (pglite-template.ts). */
    pgliteTemplate: string;
  }
}

/** Makes the embedded-database template once, before the workers start, unless on PostgreSQL. */
export default async function setup(project: TestProject): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) project.provide('pgliteTemplate', await pgliteTemplate());
}
