import { canChangeWorkout, createWorkoutDraft, toWorkoutDraft } from '@levelup/shared';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth/auth-provider';
import { workoutBuilderScreenMessages as t } from '@/messages';
import { LoadingScreen } from '@/ui/loading-screen';
import { useWorkout } from '../api/get-workout';
import { WorkoutBuilder } from '../components/workout-builder';
import { draftStorageKey } from '../model/draft-storage';

/**
 * /trainer/workouts/new (a new workout, or `?id=` to edit one) and /trainer/workouts/{id}: loads
 * the stored workout to edit, then hands the builder its starting draft.
 */
export function WorkoutBuilderScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const workoutId = params.id ?? search.get('id') ?? undefined;
  const { user } = useAuth();
  const workout = useWorkout(workoutId);
  const fresh = useMemo(() => createWorkoutDraft(), []);

  if (!user) return <LoadingScreen />;
  const storageKey = draftStorageKey(user.id, workoutId);
  if (workoutId === undefined) {
    return <WorkoutBuilder key={storageKey} initialDraft={fresh} storageKey={storageKey} />;
  }
  if (workout.isPending) return <LoadingScreen />;
  if (workout.isError) {
    return (
      <section className="coming-soon" role="alert">
        <h1>{t.selectWorkout}</h1>
        <p>{t.loadFailed}</p>
        <Link className="link" to="/trainer">
          {t.back}
        </Link>
      </section>
    );
  }
  // Another coach's workout opens as the starting point of a copy: saving it creates a new
  // workout of this coach's, since only its owner (or admin and above) may change it.
  const editable = canChangeWorkout(user, workout.data);
  return (
    <WorkoutBuilder
      key={storageKey}
      workoutId={editable ? workoutId : undefined}
      initialDraft={toWorkoutDraft(workout.data)}
      storageKey={storageKey}
    />
  );
}
