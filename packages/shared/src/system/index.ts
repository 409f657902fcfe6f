export * from "./access";
export * from "./schemas";
