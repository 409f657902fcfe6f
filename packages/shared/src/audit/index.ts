export * from "./integrity";
export * from "./schemas";
