// A pilot's training file: the section of the pilot's profile and detail screens.
// What another feature may use of this one; the app reaches its screens through routes.tsx.
export { TrainingFileSection } from "./components/training-file-section";
