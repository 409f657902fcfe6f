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

describe("the line check demo", () => {
  it("has line checks in every status for the demo pilots, one red, one downloaded and read", async () => {
    const api = apiClient(ctx);
    const admin = await api.tokenFor("admin@demo.trms");
    const list = await api.post(
      "linecheck/get_line_check_list",
      { page_count: 50, filter: "line_check_date", order: "+" },
      { token: admin },
    );
    expect(list.status).toBe(200);
    const rows = list.body.data.line_check_list as {
      line_check_status: number;
      line_check_reset_status: unknown[];
      downloaded_flag: number;
      linecheck_document_completion: boolean;
      second_submit: string | null;
    }[];
    expect(new Set(rows.map((r) => r.line_check_status))).toEqual(new Set([1, 2, 3, 4]));
    expect(rows.some((r) => r.line_check_status !== 4 && r.line_check_reset_status.length > 0)).toBe(true);
    expect(
      rows.some(
        (r) => r.line_check_status === 4 && r.downloaded_flag === 2 && r.linecheck_document_completion,
      ),
    ).toBe(true);
    // The demo pilot's latest line check waits for the reading confirmation; its files are stored.
    const pilot = await api.tokenFor("pilot@demo.trms");
    const latest = await api.post("linecheck/get_latest_line_check", undefined, { token: pilot });
    expect(latest.body.data.line_check).toMatchObject({
      line_check_status: 2,
      linecheck_document_completion: false,
    });
    const file = await ctx.app.inject({
      method: "GET",
      url: latest.body.data.line_check.first_submit,
      headers: { "access-token": pilot },
    });
    expect(file.statusCode).toBe(200);
    const instructor = await api.tokenFor("instructor@demo.trms");
    const theirs = await api.post("linecheck/get_line_check_list", {}, { token: instructor });
    expect(theirs.body.data.total).toBe(rows.length);

    // Filed line checks of the fleet pilots give the ledger's line check column every state.
    const ledger = await api.post(
      "ledger/get_ledger",
      { sort_by: "line_check", order: "+", page_count: 100 },
      { token: admin },
    );
    const states = new Set(
      (ledger.body.data.pilots as { validities: { line_check: { state: string } } }[]).map(
        (p) => p.validities.line_check.state,
      ),
    );
    expect(states).toEqual(new Set(["valid", "expiring", "expired", "never"]));
  });
});
