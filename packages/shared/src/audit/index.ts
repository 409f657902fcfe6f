export * from "./integrity";
export * from "./messages";
export * from "./schemas";
