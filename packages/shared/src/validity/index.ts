export * from "./access";
export * from "./rules";
export * from "./schemas";
