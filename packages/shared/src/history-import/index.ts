export * from "./access";
export * from "./kinds";
export * from "./messages";
export * from "./schemas";
