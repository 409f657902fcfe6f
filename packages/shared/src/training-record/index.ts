export * from "./access";
export * from "./constants";
export * from "./schemas";
export * from "./workflow";
export * from "./monthly-report";
