export * from "./dates";
export * from "./schemas";
