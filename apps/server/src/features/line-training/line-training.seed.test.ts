import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "../../../test/client";
import { createTestApp, type TestContext } from "../../../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: true });
});
afterAll(async () => {
  await ctx.close();
});

describe("the line training demo", () => {
  it("fills both tabs with several types, moved through the workflow with stored files", async () => {
    const api = apiClient(ctx);
    const admin = await api.tokenFor("admin@demo.trms");
    const tab = async (completed: 0 | 1, type?: number) =>
      (
        await api.post(
          "line_training/get_line_training_list",
          { page_count: 100, completed, ...(type ? { line_training_type: type } : {}) },
          { token: admin },
        )
      ).body.data as {
        total: number;
        line_training_list: {
          line_training_type: number;
          status: number;
          id: number;
          reset_status: unknown[];
          last_submit: string | null;
        }[];
      };
    const inProgress = await tab(0);
    const completed = await tab(1);
    expect(
      new Set(inProgress.line_training_list.map((l) => l.line_training_type)).size,
    ).toBeGreaterThanOrEqual(3);
    expect(
      new Set(completed.line_training_list.map((l) => l.line_training_type)).size,
    ).toBeGreaterThanOrEqual(3);
    expect(inProgress.line_training_list.map((l) => l.status).sort()).toEqual(expect.arrayContaining([1, 2]));
    for (const done of completed.line_training_list) {
      expect(done.status).toBe(3);
      expect(done.reset_status).toHaveLength(1);
    }
    // The default filter of the screen (FOT) shows rows in both tabs.
    expect((await tab(0, 1)).total).toBeGreaterThan(0);
    expect((await tab(1, 1)).total).toBeGreaterThan(0);

    const onTraining = inProgress.line_training_list.find((l) => l.status === 2);
    const submissions = await api.post(
      "line_training/get_submissions_by_line_training_id",
      { line_training_id: onTraining?.id },
      { token: admin },
    );
    expect(submissions.body.data.total).toBeGreaterThanOrEqual(2);
    const file = await ctx.app.inject({
      method: "GET",
      url: submissions.body.data.submissions[0].submission_file,
      headers: { "access-token": admin, "application-type": "5" },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("pdf");
  });
});
