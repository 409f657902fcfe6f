import { describe, expect, it } from "vitest";
import { databaseUnreachable } from "./db-errors";
import { AppError, databaseUnavailable, fileStoreUnavailable } from "./errors";

/** An error as node-postgres gives it, wrapped as Drizzle wraps a failed query. */
const wrapped = (cause: object) => Object.assign(new Error("Failed query: select 1"), { cause });

describe("databaseUnreachable", () => {
  it("knows a database that is down, restarting, cut off or too slow", () => {
    const unreachable = [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new Error("Query read timeout"),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }),
      Object.assign(new Error("connection failure"), { code: "08006" }),
    ];
    for (const error of unreachable) {
      expect(databaseUnreachable(error), error.message).toBe(true);
      expect(databaseUnreachable(wrapped(error)), error.message).toBe(true);
    }
    expect(databaseUnreachable(databaseUnavailable(new Error("x")))).toBe(true);
  });

  it("leaves the request's own faults and the file store's to their own answers", () => {
    const others = [
      Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" }),
      Object.assign(new Error("invalid input syntax for type integer"), { code: "22P02" }),
      new AppError("NOT_FOUND", "not_found"),
      fileStoreUnavailable(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })),
      new Error("something else"),
      null,
      undefined,
    ];
    for (const error of others) expect(databaseUnreachable(error)).toBe(false);
  });
});
