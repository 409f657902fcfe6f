export * from "./access";
export * from "./conflicts";
export * from "./constants";
export * from "./date-time";
export * from "./messages";
export * from "./schemas";
