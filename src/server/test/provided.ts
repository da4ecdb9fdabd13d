/** What the Vitest global setups hand to the test files (see vitest.config.ts). */
export type TestDatabase =
  | { kind: "pglite"; snapshotFile: string }
  | { kind: "postgres"; serverUrl: string; template: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: TestDatabase;
  }
}
