export * from "./can";
export * from "./records";
export * from "./roles";
export * from "./scope";
