// Every feature's tables, gathered for Drizzle and drizzle-kit.
export * from "../features/audit/audit.table";
export * from "../features/auth/auth.table";
export * from "../features/pilot/pilot.table";
export * from "../features/toldg/toldg.table";
export * from "../features/training-flight/training-flight.table";
export * from "../lib/rate-limit/rate-limit.table";
