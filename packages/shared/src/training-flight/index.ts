export * from "./airports";
export * from "./constants";
export * from "./schemas";
