export * from "./recency";
export * from "./schemas";
