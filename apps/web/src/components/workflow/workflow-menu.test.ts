import { describe, expect, it } from "vitest";
import { mapEntries, type WorkflowMenuItem, workflowEntries, workflowMenuItems } from "./workflow-menu";

type Action = "submit" | "submit_again" | "set_status" | "download";
const item = (key: string): WorkflowMenuItem => ({ key, label: key.toUpperCase(), onSelect: () => {} });

describe("the entries of the actions the tables offer", () => {
  const entries = { set_status: "status", submit: "upload", submit_again: "upload" } as const;

  it("keeps the map's order, not the order the actions come in", () => {
    expect(workflowEntries(["submit", "set_status"], entries)).toEqual(["status", "upload"]);
    expect(workflowEntries(["set_status", "submit"], entries)).toEqual(["status", "upload"]);
  });

  it("shows an entry two actions share once, and no entry for an action the map leaves out", () => {
    expect(workflowEntries(["submit", "submit_again", "download"], entries)).toEqual(["upload"]);
    expect(workflowEntries(["download"], entries)).toEqual([]);
    expect(workflowEntries([], entries)).toEqual([]);
  });

  it("keys entries by what `keyOf` says", () => {
    const menu = { submit: item("upload"), submit_again: item("upload"), set_status: item("status") };
    expect(workflowEntries(["submit", "submit_again", "set_status"], menu, (entry) => entry.key)).toEqual([
      menu.submit,
      menu.set_status,
    ]);
  });

  it("maps entries to menu items in the same order", () => {
    const mapped = mapEntries<Action, string, string>(entries, (entry, action) => `${action}:${entry}`);
    expect(Object.entries(mapped)).toEqual([
      ["set_status", "set_status:status"],
      ["submit", "submit:upload"],
      ["submit_again", "submit_again:upload"],
    ]);
  });

  it("draws the entries that are no workflow step around the steps", () => {
    const keys = (actions: Action[]) =>
      workflowMenuItems<Action>({
        actions,
        entries: { submit: item("upload"), set_status: item("status") },
        before: [item("detail")],
        after: [item("clean_up")],
      }).map((entry) => entry.key);
    expect(keys(["set_status", "submit"])).toEqual(["detail", "upload", "status", "clean_up"]);
    expect(keys([])).toEqual(["detail", "clean_up"]);
  });
});
