export * from "./messages";
export * from "./schemas";
