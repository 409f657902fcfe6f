export * from "./access";
export * from "./constants";
export * from "./fields";
export * from "./monthly-report";
export * from "./schemas";
export * from "./workflow";
