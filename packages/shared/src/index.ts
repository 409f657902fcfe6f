export * from "./access";
export * from "./api";
export * from "./auth";
export * from "./constants";
