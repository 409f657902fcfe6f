export * from "./access";
export * from "./recency";
export * from "./schemas";
