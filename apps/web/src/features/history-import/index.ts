// What another feature may use of this one: nothing yet. The app reaches its screen through
// routes.tsx.
export {};
