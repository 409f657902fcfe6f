export * from "./access";
export * from "./alerts";
export * from "./rules";
export * from "./schemas";
