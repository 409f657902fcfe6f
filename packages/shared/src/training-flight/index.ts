export * from "./access";
export * from "./airports";
export * from "./changes";
export * from "./constants";
export * from "./names";
export * from "./schemas";
export * from "./workflow";
