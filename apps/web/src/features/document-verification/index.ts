// What another feature may use of this one: nothing. The app reaches its page through routes.tsx.
export {};
