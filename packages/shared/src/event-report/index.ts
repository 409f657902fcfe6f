export * from "./access";
export * from "./history";
export * from "./schemas";
