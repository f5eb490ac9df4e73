/** The cell whose set list is open, with the names its title shows. */
export interface SetListTarget {
  exerciseId: string;
  clientId: string;
  exerciseName: string;
  /** The name the grid shows for the client (`clientDisplayNames`). */
  clientName: string;
}
