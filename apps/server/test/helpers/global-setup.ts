import type { TestProject } from 'vitest/node';
import { buildTemplate } from './template-database.ts';
import type { TemplateDatabase } from './template-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the run's migrated and seeded database, copied for each test app (helpers/template-database.ts) */
    templateDatabase: TemplateDatabase;
  }
}

/** Once per run: the template database every test app starts from a copy of. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { template, drop } = await buildTemplate(process.env.TEST_DATABASE_URL);
  project.provide('templateDatabase', template);
  return drop;
}
