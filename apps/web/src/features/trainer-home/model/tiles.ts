import { trainerHomeMessages as m } from '@/messages';

/** What a dashboard tile does when chosen. */
type TileAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'intake' }
  | { kind: 'selectWorkout' }
  | { kind: 'createExercise' }
  | { kind: 'none' };

export interface DashboardTile {
  id: string;
  title: string;
  /** The number key that opens it (spec 2's 1-8, plus 9); some tiles have none. */
  hotkey?: string;
  /** Not built yet: the tile says it is coming soon. */
  disabled: boolean;
  action: TileAction;
}

interface TileGroup {
  id: string;
  title: string;
  tiles: DashboardTile[];
}

/**
 * The two tile groups as spec 2 lists them, in order. The spec gives 5 to both Client
 * Communications and Program Templates; Client Communications takes the free 9 so no two tiles
 * share a key. The spec's WIP and TODO marks were notes for the builders, not for trainers.
 * Built at render, so the titles read in the shown language.
 */
export function dashboardGroups(): readonly TileGroup[] {
  return [
    {
      id: 'coach-workflow',
      title: m.coachWorkflow,
      tiles: [
        {
          id: 'intake',
          title: m.intake,
          hotkey: '1',
          disabled: false,
          action: { kind: 'intake' },
        },
        {
          id: 'manage-clients',
          title: m.manageClients,
          hotkey: '2',
          disabled: false,
          action: { kind: 'navigate', to: '/trainer/clients' },
        },
        {
          id: 'todays-sessions',
          title: m.todaysSessions,
          hotkey: '3',
          disabled: false,
          action: { kind: 'navigate', to: '/trainer/session' },
        },
        {
          id: 'create-workout',
          title: m.createWorkout,
          disabled: false,
          action: { kind: 'navigate', to: '/trainer/workouts/new' },
        },
        {
          id: 'select-workout',
          title: m.selectWorkout,
          hotkey: '4',
          disabled: false,
          action: { kind: 'selectWorkout' },
        },
        {
          id: 'create-exercise',
          title: m.createExercise,
          disabled: false,
          action: { kind: 'createExercise' },
        },
        {
          id: 'client-communications',
          title: m.clientCommunications,
          hotkey: '9',
          disabled: true,
          action: { kind: 'none' },
        },
      ],
    },
    {
      id: 'programming-tracking',
      title: m.programmingTracking,
      tiles: [
        ...[
          { id: 'program-templates', title: m.programTemplates, hotkey: '5' },
          { id: 'client-assessments', title: m.clientAssessments, hotkey: '6' },
        ].map((tile) => ({
          ...tile,
          disabled: true,
          action: { kind: 'none' as const },
        })),
        // Built on real data (issue 13).
        {
          id: 'progress-tracking',
          title: m.progressTracking,
          hotkey: '7',
          disabled: false,
          action: { kind: 'navigate', to: '/trainer/progress' },
        },
        {
          id: 'session-history',
          title: m.sessionHistory,
          hotkey: '8',
          disabled: false,
          action: { kind: 'navigate', to: '/trainer/history' },
        },
        // The gym's unit, equipment and readiness rule (issue 35); the number keys are all taken.
        {
          id: 'settings',
          title: m.settings,
          disabled: false,
          action: { kind: 'navigate', to: '/trainer/settings' },
        },
        // Competitions for the trainer's clients (issue 31).
        {
          id: 'challenges',
          title: m.challenges,
          disabled: false,
          action: { kind: 'navigate', to: '/trainer/challenges' },
        },
        // The teams that compete in live sessions (issue 31).
        {
          id: 'teams',
          title: m.teams,
          disabled: false,
          action: { kind: 'navigate', to: '/trainer/teams' },
        },
      ],
    },
  ];
}

/** The enabled tile a key press opens, if any: the digits 1-9 without modifiers. */
export function tileForKey(
  groups: readonly TileGroup[],
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>,
): DashboardTile | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  if (!/^[1-9]$/.test(event.key)) return undefined;
  return groups
    .flatMap((group) => group.tiles)
    .find((tile) => tile.hotkey === event.key && !tile.disabled);
}

/** Whether a key press belongs to something being typed into, rather than to the dashboard. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).closest !== 'function') return false;
  const element = target as HTMLElement;
  return (
    element.isContentEditable ||
    element.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null
  );
}
