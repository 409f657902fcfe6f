// My tasks: the panel of a pilot-area landing page.
// What another feature may use of this one; the app reaches its screens through routes.tsx.
export { MyTasks } from "./my-tasks";
export { preloadMyTasks } from "./preload";
