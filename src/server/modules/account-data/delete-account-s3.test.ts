import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { as, signUpUser } from "@/server/test/factories";
import { createTestContext, type TestContext } from "@/server/test/harness";
import { startS3Double } from "@/server/test/s3-double";
import { furnishedEvent, uploadCover } from "./account-data-test-helpers";

let bucket: Awaited<ReturnType<typeof startS3Double>>;
let ctx: TestContext;
beforeAll(async () => {
  bucket = await startS3Double();
  ctx = await createTestContext({ env: bucket.env });
});
afterAll(async () => {
  await ctx?.close();
  await bucket?.close();
});

describe("Delete my account with uploads in S3", () => {
  test("the event's cover and the person's other uploads leave the bucket; another person's stay", async () => {
    const ann = await signUpUser(ctx);
    const bo = await signUpUser(ctx);
    await furnishedEvent(ctx, ann);
    await uploadCover(ctx, ann);
    const bos = await uploadCover(ctx, bo);
    expect(bucket.objects.size).toBe(3);
    const deleted = await as(ctx, ann.cookie).delete("/api/account", { confirmation: ann.user.email });
    expect(deleted.status).toBe(200);
    expect([...bucket.objects.keys()]).toEqual([bos.path]);
  });
});
