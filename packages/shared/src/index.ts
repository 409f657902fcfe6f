export * from "./access";
export * from "./api";
export * from "./auth";
export * from "./constants";
export * from "./lists";
export * from "./pilots";
export * from "./training-flight";
export * from "./users";
