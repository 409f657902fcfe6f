export * from "./schemas";
export * from "./second-factor";
export * from "./sessions";
