import type { BrowserContext, TestInfo } from "@playwright/test";

/**
 * Sign-up is rate limited per client address, so each journey of a file comes from its own: `{prefix}.{n}`,
 * n a hash of the journey's title (the seed keeps one file's titles from colliding). Call it from
 * `test.beforeEach`.
 */
export async function fromOwnAddress(
  context: BrowserContext,
  testInfo: TestInfo,
  prefix: string,
  seed: number,
) {
  const hash = [...testInfo.title].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 250, seed);
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `${prefix}.${hash}` });
}
