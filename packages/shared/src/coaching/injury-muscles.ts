import type { BodyPartBase, InjuryMark } from '../schemas/body-parts';
import type { Muscle } from '../schemas/exercise';

/**
 * Body-part ids of the body diagram (spec 1, "Body-part ids"), without their side, and the
 * exercise muscles each one implicates.
 *
 * The muscle list has no joints, tendons or neck and shin muscles, so those parts map to the
 * muscles that load them: knee to quads and hamstrings, elbow (back view) to triceps and the
 * forearm extensors, elbowfront to biceps and the forearm flexors, wrist and hand to forearms
 * (grip), foot and tibialis to calves (ankle work), neckfront to traps (the neck takes load
 * through shrugs, carries and overhead work). Erring towards more muscles keeps an injured
 * part from being loaded unnoticed.
 */
export const BODY_PART_MUSCLES = {
  pec: ['pecs'],
  shoulder: ['front_delts', 'mid_delts', 'rear_delts'],
  obliques: ['obliques'],
  bicep: ['biceps'],
  knee: ['quads', 'hamstrings'],
  trap: ['traps'],
  neckfront: ['traps'],
  quadricep: ['quads'],
  forearmback: ['forearms'],
  forearmfront: ['forearms'],
  hand: ['forearms'],
  foot: ['calves'],
  tibialis: ['calves'],
  elbowfront: ['biceps', 'forearms'],
  elbow: ['triceps', 'forearms'],
  wrist: ['forearms'],
  hamstring: ['hamstrings'],
  tricep: ['triceps'],
  glutemedius: ['glutes'],
  glutemaximus: ['glutes'],
  neckandtraps: ['traps'],
  posteriordelt: ['rear_delts'],
  calf: ['calves'],
  infraspinatusteresmajor: ['rear_delts', 'lats'],
  erectorspinae: ['erectors'],
  middlelowertrap: ['traps', 'rhomboids'],
  latissimus: ['lats'],
  abs: ['abs'],
} as const satisfies Record<BodyPartBase, readonly Muscle[]>;

const SIDE_PREFIX = /^(left|right)-/;

function isBodyPartBase(id: string): id is BodyPartBase {
  return Object.hasOwn(BODY_PART_MUSCLES, id);
}

/** Muscles a marked body part implicates; 'left-knee', 'right-knee' and 'knee' read alike. */
export function musclesForBodyPart(partId: string): readonly Muscle[] {
  const part = partId.replace(SIDE_PREFIX, '');
  return isBodyPartBase(part) ? BODY_PART_MUSCLES[part] : [];
}

/**
 * True when today's marks call a body part injured that one of the exercise's primary muscles
 * loads (the injury-red cell flag). Soreness alone never flags.
 */
export function exerciseLoadsInjuredPart(
  primaryMuscles: readonly string[],
  marks: Readonly<Record<string, InjuryMark>>,
): boolean {
  return Object.entries(marks).some(
    ([partId, mark]) =>
      mark === 'injured' &&
      musclesForBodyPart(partId).some((muscle) => primaryMuscles.includes(muscle)),
  );
}
