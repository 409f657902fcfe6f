import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { backgroundTasks } from "./background";

const logger = () =>
  ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

describe("backgroundTasks", () => {
  it("runs work after the caller has moved on and drains everything started, even work started meanwhile", async () => {
    const log = logger();
    const tasks = backgroundTasks(log);
    const done: string[] = [];
    tasks.run("first", async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push("first");
      tasks.run("second", async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        done.push("second");
      });
    });
    expect(done).toEqual([]);
    await tasks.drain();
    expect(done).toEqual(["first", "second"]);
  });

  it("logs a failed task instead of throwing it at anyone", async () => {
    const log = logger();
    const tasks = backgroundTasks(log);
    tasks.run("mail", async () => {
      throw new Error("SMTP down");
    });
    await expect(tasks.drain()).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ task: "mail" }),
      "background task failed",
    );
  });
});
