import { IDEMPOTENCY_IN_PROGRESS_DETAIL, Role } from "@trms/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idempotentRequests } from "../src/db/tables/idempotency.table";
import { trainingFlights } from "../src/db/tables/training-flight.table";
import { apiClient } from "./client";
import { createPilot, createUser, type Made, trainingFlightForm } from "./factories";
import { createTestApp, type TestContext } from "./harness";

/**
 * Writes sent with an `Idempotency-Key` (ADR 1580), as the offline outbox sends them: a retry after
 * a lost reply answers the first result and writes nothing; the same key with another body is
 * refused with 422; a failed write frees its key. Both databases.
 */
let ctx: TestContext;
let instructor: Made;
let trainee: Made;

beforeAll(async () => {
  ctx = await createTestApp();
  instructor = await createUser(ctx, {
    role: Role.INSTRUCTOR,
    fullName: "Trần Quốc Huy",
    profile: { instructorRating: "TRI" },
  });
  trainee = await createPilot(ctx);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** A training flight of one sector of the trainee as the form sends it, with its report. */
const flightForm = (overrides: Record<string, string> = {}) =>
  trainingFlightForm(trainee.pilotId as number, overrides);

const flightsOfTrainee = async () =>
  (
    await ctx.database.db
      .select({ id: trainingFlights.id })
      .from(trainingFlights)
      .where(eq(trainingFlights.pilotId, trainee.pilotId as number))
  ).length;

const send = (key: string | undefined, form: FormData) =>
  instructor.client.postForm("flt_training/create_flight", form, {
    headers: key ? { "idempotency-key": key } : {},
  });

describe("Idempotency-Key", () => {
  it("makes one record of two identical requests, and answers the second with the first's reply", async () => {
    const before = await flightsOfTrainee();
    const first = await send("outbox-0001-flight", flightForm());
    expect(first.status).toBe(200);
    const again = await send("outbox-0001-flight", flightForm());
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await flightsOfTrainee()).toBe(before + 1);
  });

  it("refuses the same key with another body with 422, writing nothing", async () => {
    const before = await flightsOfTrainee();
    const first = await send("outbox-0002-flight", flightForm());
    expect(first.status).toBe(200);
    const other = await send("outbox-0002-flight", flightForm({ comments: "Something else" }));
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(other.body.message).toBe(
      "This submission's key was already used for different content. Nothing was saved",
    );
    expect(await flightsOfTrainee()).toBe(before + 1);
  });

  it("frees the key of a write that failed, so the corrected request saves once", async () => {
    const before = await flightsOfTrainee();
    const refused = await send("outbox-0003-flight", flightForm({ pilot_id: "99999999" }));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const corrected = await send("outbox-0003-flight", flightForm());
    expect(corrected.status).toBe(200);
    expect(await flightsOfTrainee()).toBe(before + 1);
  });

  it("answers 409 while a write with the key runs or its outcome is unknown, and writes nothing", async () => {
    await ctx.database.db.insert(idempotentRequests).values({
      userId: instructor.userId,
      key: "outbox-0004-flight",
      route: "/api/v1/flt_training/create_flight",
      bodyHash: "unknown",
      state: "pending",
    });
    const before = await flightsOfTrainee();
    // Reserved for another body: refused as a reuse.
    const pending = await send("outbox-0004-flight", flightForm());
    expect(pending.status).toBe(422);
    // Reserved for this very content, still running (or lost mid-write): not run a second time.
    await ctx.database.db
      .update(idempotentRequests)
      .set({
        bodyHash: sql`(select body_hash from idempotent_requests where key = 'outbox-0001-flight')`,
      })
      .where(eq(idempotentRequests.key, "outbox-0004-flight"));
    const running = await send("outbox-0004-flight", flightForm());
    expect(running.status).toBe(409);
    // Named as such, so a device keeps the write and sends it again later under the same key.
    expect(running.body.details).toContainEqual({
      path: IDEMPOTENCY_IN_PROGRESS_DETAIL,
      message: expect.any(String),
    });
    expect(await flightsOfTrainee()).toBe(before);
  });

  it("keeps one account's keys its own, and refuses a malformed key", async () => {
    const other = await createUser(ctx, { role: Role.INSTRUCTOR, profile: { instructorRating: "TRI" } });
    const before = await flightsOfTrainee();
    const mine = await other.client.postForm("flt_training/create_flight", flightForm(), {
      headers: { "idempotency-key": "outbox-0001-flight" },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers["idempotent-replayed"]).toBeUndefined();
    expect(await flightsOfTrainee()).toBe(before + 1);
    const malformed = await send("bad key!", flightForm());
    expect(malformed.status).toBe(400);
    expect(await flightsOfTrainee()).toBe(before + 1);
  });

  it("applies to JSON calls too: a status change sent twice is answered once", async () => {
    const created = await send(undefined, flightForm());
    const id = created.body.data.id as number;
    const approve = () =>
      trainee.client.post(
        "flt_training/approve_result",
        { id },
        { headers: { "idempotency-key": "approve-0001" } },
      );
    const first = await approve();
    const second = await approve();
    expect(first.status).toBe(200);
    // Without the key the second approval would be a 409 (already approved): with it, the first reply.
    expect(second.status).toBe(200);
    expect(second.headers["idempotent-replayed"]).toBe("true");
  });
});

describe("old keys", () => {
  it("are forgotten once older than a device keeps its queue, when the account sends a new one", async () => {
    await ctx.database.db
      .update(idempotentRequests)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000) })
      .where(eq(idempotentRequests.key, "outbox-0002-flight"));
    await send("outbox-0005-flight", flightForm());
    const kept = await ctx.database.db
      .select({ key: idempotentRequests.key })
      .from(idempotentRequests)
      .where(eq(idempotentRequests.userId, instructor.userId));
    expect(kept.map((row) => row.key)).not.toContain("outbox-0002-flight");
    expect(kept.map((row) => row.key)).toContain("outbox-0005-flight");
  });
});

describe("an account deactivated while its device was offline", () => {
  it("has its queued write refused, told why, and nothing written", async () => {
    const admin = await createUser(ctx, { role: Role.ADMIN, isAdmin: true, fullName: "Office" });
    const departing = await createUser(ctx, {
      role: Role.INSTRUCTOR,
      fullName: "Departing Instructor",
      profile: { instructorRating: "TRI" },
    });
    const deactivated = await admin.client.post("pilot/deactivate_pilot", { crew_code: departing.crewCode });
    expect(deactivated.status).toBe(200);
    const before = await flightsOfTrainee();
    const queued = await departing.client.postForm(
      "flt_training/create_flight",
      trainingFlightForm(trainee.pilotId as number),
      { headers: { "idempotency-key": "outbox-0009-departed" } },
    );
    expect(queued.status).toBe(401);
    expect(queued.body.message).toBe("This account has been deactivated. Please contact the training office");
    expect(await flightsOfTrainee()).toBe(before);
    // Any other signed-out token is answered as before.
    const stranger = await apiClient(ctx).post(
      "pilot/pilot_detail",
      { id: trainee.pilotId },
      { token: "not.a.token" },
    );
    expect(stranger.status).toBe(401);
    expect(stranger.body.message).not.toContain("deactivated");
  });
});
