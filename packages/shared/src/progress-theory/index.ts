export * from "./constants";
export * from "./schemas";
