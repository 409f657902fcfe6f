export * from "./access";
export * from "./constants";
export * from "./schemas";
