import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scheduleRepeating } from "./schedule";

const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

/** A task every 15 minutes whose first run waits a minute, as the server's daily jobs do. */
function delayed() {
  const task = vi.fn(async () => {});
  const schedule = scheduleRepeating({ name: "t", intervalMs: 900_000, log, task, firstRunAfterMs: 60_000 });
  return { task, schedule };
}

describe("scheduleRepeating", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs at once, then every interval", async () => {
    const task = vi.fn(async () => {});
    const schedule = scheduleRepeating({ name: "t", intervalMs: 1_000, log, task });
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).toHaveBeenCalledTimes(3);
    await schedule.stop();
  });

  it("with a first-run delay, waits for it before the first run (a restarted server answers first)", async () => {
    const { task, schedule } = delayed();
    await vi.advanceTimersByTimeAsync(59_999);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(900_000);
    expect(task).toHaveBeenCalledTimes(2);
    await schedule.stop();
  });

  it("never runs a delayed first run once stopped", async () => {
    const { task, schedule } = delayed();
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(task).not.toHaveBeenCalled();
  });
});
