export * from "./access";
export * from "./constants";
export * from "./messages";
export * from "./schemas";
