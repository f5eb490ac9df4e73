/* What the seed uses of workouts: the columns a library workout is written with. */
export { libraryEntryColumns } from './workout-repository';
