import { describe, expect, test } from "vitest";
import { z } from "zod";
import { NOTHING_TO_UPDATE, updateSchema } from "./update";

describe("updateSchema", () => {
  const schema = updateSchema({ title: z.string(), isPublished: z.boolean() });

  test.each([[{}], [{ unknown: 1 }], [{ title: undefined }]])("%j → 'Nothing to update'", (body) => {
    const result = schema.safeParse(body);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NOTHING_TO_UPDATE]);
  });

  test("any one field is an update", () => {
    expect(schema.parse({ isPublished: false })).toEqual({ isPublished: false });
  });

  test("each field keeps its own rules", () => {
    expect(schema.safeParse({ title: 42 }).success).toBe(false);
  });
});
