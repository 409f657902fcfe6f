import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const dataDir = mkdtempSync(path.join(tmpdir(), "trms-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "s", ...env });

describe("log level", () => {
  it("logs requests outside production and only warnings and errors in production", () => {
    expect(load({}).logLevel).toBe("info");
    expect(load({ NODE_ENV: "production" }).logLevel).toBe("warn");
  });

  it("keeps LOG_LEVEL when it is set, in production too", () => {
    expect(load({ NODE_ENV: "production", LOG_LEVEL: "info" }).logLevel).toBe("info");
    expect(load({ LOG_LEVEL: "debug" }).logLevel).toBe("debug");
  });
});

describe("expiry alerts", () => {
  it("runs from 07:00 airline time unless turned off", () => {
    expect(load({}).expiryAlerts).toEqual({ enabled: true, hour: 7 });
    expect(load({ EXPIRY_ALERTS: "0", EXPIRY_ALERT_HOUR: "0" }).expiryAlerts).toEqual({
      enabled: false,
      hour: 0,
    });
  });

  it("refuses an hour that is not one of the day's", () => {
    for (const hour of ["24", "-1", "7.5", "seven"])
      expect(() => load({ EXPIRY_ALERT_HOUR: hour })).toThrow(/EXPIRY_ALERT_HOUR/);
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless told", () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it("takes a hop count or the proxies' addresses", () => {
    expect(load({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(load({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.5,::1,fd00::/8,loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.5",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses trusting everyone and what is not an address", () => {
    expect(() => load({ TRUST_PROXY: "true" })).toThrow(/choose its own address/);
    for (const value of ["proxy.local", "10.0.0.0/33", "10.0.0.1/8/1", "1.2.3"])
      expect(() => load({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe("mail outbox", () => {
  it("looks every 30 s, tries 10 times from a minute's wait, and keeps sent mails 14 days unless told", () => {
    expect(load({}).mailOutbox).toEqual({
      pollMs: 30_000,
      maxAttempts: 10,
      retryBaseMs: 60_000,
      keepDays: 14,
    });
    expect(
      load({
        MAIL_OUTBOX_POLL_SECONDS: "5",
        MAIL_OUTBOX_MAX_ATTEMPTS: "3",
        MAIL_OUTBOX_RETRY_SECONDS: "10",
        MAIL_OUTBOX_KEEP_DAYS: "30",
      }).mailOutbox,
    ).toEqual({ pollMs: 5000, maxAttempts: 3, retryBaseMs: 10_000, keepDays: 30 });
  });

  it("refuses a setting that is not a whole number of at least 1", () => {
    for (const [name, value] of [
      ["MAIL_OUTBOX_POLL_SECONDS", "0"],
      ["MAIL_OUTBOX_MAX_ATTEMPTS", "2.5"],
      ["MAIL_OUTBOX_RETRY_SECONDS", "soon"],
      ["MAIL_OUTBOX_KEEP_DAYS", "-1"],
    ] as const)
      expect(() => load({ [name]: value })).toThrow(new RegExp(name));
  });
});

describe("metrics", () => {
  it("keeps /metrics closed unless a token or a port of its own is given", () => {
    expect(load({}).metrics).toEqual({ token: undefined, port: undefined });
    const token = "0123456789abcdef0123";
    expect(load({ METRICS_TOKEN: token, METRICS_PORT: "9464" }).metrics).toEqual({ token, port: 9464 });
  });

  it("refuses a token short enough to guess and a port that is not one, or is the app's", () => {
    for (const token of ["short", "has spaces in the token"])
      expect(() => load({ METRICS_TOKEN: token })).toThrow(/METRICS_TOKEN/);
    for (const port of ["0", "70000", "9464.5", "metrics"])
      expect(() => load({ METRICS_PORT: port })).toThrow(/METRICS_PORT/);
    expect(() => load({ PORT: "8080", METRICS_PORT: "8080" })).toThrow(/METRICS_PORT must differ/);
  });
});

describe("database timeouts", () => {
  it("waits 5 s for a connection and a minute for a statement, within the request's two minutes", () => {
    expect(load({}).requestTimeoutMs).toBe(120_000);
    expect(load({}).databaseTimeouts).toEqual({ connectMs: 5_000, statementMs: 60_000 });
  });

  it("keeps the statement timeout under a shorter request timeout unless told", () => {
    expect(load({ REQUEST_TIMEOUT_MS: "30000" }).databaseTimeouts).toEqual({
      connectMs: 5_000,
      statementMs: 15_000,
    });
    expect(
      load({ DATABASE_CONNECT_TIMEOUT_MS: "2000", DATABASE_STATEMENT_TIMEOUT_MS: "20000" }).databaseTimeouts,
    ).toEqual({ connectMs: 2_000, statementMs: 20_000 });
  });

  it("refuses a database wait as long as the request's, and a value that is not a duration", () => {
    expect(() => load({ REQUEST_TIMEOUT_MS: "10000", DATABASE_STATEMENT_TIMEOUT_MS: "10000" })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS .* less than REQUEST_TIMEOUT_MS/,
    );
    expect(() => load({ REQUEST_TIMEOUT_MS: "4000", DATABASE_CONNECT_TIMEOUT_MS: "5000" })).toThrow(
      /DATABASE_CONNECT_TIMEOUT_MS/,
    );
    expect(load({ REQUEST_TIMEOUT_MS: "4000" }).databaseTimeouts).toEqual({
      connectMs: 1_000,
      statementMs: 2_000,
    });
    for (const value of ["0", "-5", "1.5", "soon"])
      expect(() => load({ DATABASE_CONNECT_TIMEOUT_MS: value })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });
});
