export * from "./can";
export * from "./roles";
export * from "./scope";
export * from "./records";
