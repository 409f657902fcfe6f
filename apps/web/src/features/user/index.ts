// What another feature may use of this one: nothing yet. The app reaches its screens through
// routes.tsx.
export {};
