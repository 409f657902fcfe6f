export * from "./access";
export * from "./api";
export * from "./auth";
export * from "./constants";
export * from "./lists";
export * from "./pilots";
export * from "./users";
export * from "./training-flight";
