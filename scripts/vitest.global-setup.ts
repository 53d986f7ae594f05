import { assertTestServices, prepareTemplateDatabase } from '@fitrater/core/testing';

/** Builds the migrated template database every integration test file clones. */
export default async function setup(): Promise<void> {
  await assertTestServices();
  await prepareTemplateDatabase();
}
