export * from "./access";
export * from "./constants";
export * from "./monthly-report";
export * from "./schemas";
export * from "./workflow";
