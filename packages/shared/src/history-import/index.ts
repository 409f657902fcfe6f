export * from "./access";
export * from "./columns";
export * from "./crew.kind";
export * from "./kinds";
export * from "./messages";
export * from "./schemas";
export * from "./toldg.kind";
