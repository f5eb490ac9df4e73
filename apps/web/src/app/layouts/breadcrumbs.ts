import { navigationMessages as nav } from '@/messages';

interface Breadcrumb {
  label: string;
  to: string;
}

/** The area roots' labels, read when a path is labelled (so in the shown language). */
function rootLabel(area: string): string | undefined {
  const c = nav.crumbs;
  const labels: Record<string, string> = {
    trainer: c.trainerDashboard,
    cast: c.liveCast,
    client: c.dashboard,
  };
  return labels[area];
}

function segmentLabel(segment: string): string | undefined {
  const c = nav.crumbs;
  const labels: Record<string, string> = {
    cast: c.liveCast,
    leaderboard: c.leaderboard,
    clients: c.clients,
    workouts: c.workouts,
    new: c.newWorkout,
    teams: c.teams,
    lifestyle: c.lifestyle,
    'training-goals': c.trainingGoals,
    sessions: c.sessions,
    history: c.history,
    progress: c.progress,
    settings: c.settings,
    challenges: c.challenges,
    prepare: c.prepare,
    ready: c.ready,
    program: c.program,
    'post-training': c.postTraining,
    feedback: c.feedback,
    login: c.login,
    register: c.register,
  };
  return labels[segment];
}

/** The segment after one of these is an id, labelled by what it identifies. */
function idLabel(previous: string): ((id: string) => string) | undefined {
  const c = nav.crumbs;
  const labels: Record<string, (id: string) => string> = {
    session: () => c.session,
    sessions: () => c.session,
    history: () => c.session,
    clients: () => c.client,
    users: c.user,
    teams: c.team,
  };
  return labels[previous];
}

function titleCase(segment: string): string {
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const LIVE_SESSION_PATH = /^\/trainer\/session\/([^/]+)$/;

/** The id of the live session a path shows (/trainer/session/{id}), or null. */
export function liveSessionIdOf(pathname: string): string | null {
  const id = LIVE_SESSION_PATH.exec(pathname)?.[1];
  return id ? decodeURIComponent(id) : null;
}

/** An athlete's live screen on their phone (/client/session/{id}; not its feedback screen). */
const ATHLETE_SESSION_PATH = /^\/client\/session\/(?!feedback$)[^/]+$/;

/**
 * The global header's title: spec 1's 'Dashboard', except on a live session (the coach's or an
 * athlete's), which it names.
 */
export function headerTitleFor(pathname: string): string {
  return liveSessionIdOf(pathname) === null && !ATHLETE_SESSION_PATH.test(pathname)
    ? nav.headerTitle
    : nav.liveSession;
}

/**
 * Breadcrumbs for a path (spec 1, header and layout): the area root ('Trainer Dashboard',
 * 'Live Cast' or 'Dashboard') then one crumb per segment. A live session is the dashboard's
 * child, named by `liveSessionName` (its workout) or 'Live Session': the start route between
 * them would start another session, so it is no crumb.
 */
export function breadcrumbsFor(pathname: string, liveSessionName?: string | null): Breadcrumb[] {
  if (liveSessionIdOf(pathname) !== null) {
    return [
      { label: nav.crumbs.trainerDashboard, to: '/trainer' },
      { label: liveSessionName || nav.liveSession, to: pathname },
    ];
  }
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [area, ...rest] = segments;
  if (!area) return [];
  const crumbs: Breadcrumb[] = [
    { label: rootLabel(area) ?? segmentLabel(area) ?? titleCase(area), to: `/${area}` },
  ];
  let to = `/${area}`;
  let previous = area;
  for (const segment of rest) {
    to += `/${encodeURIComponent(segment)}`;
    const labelOfId = idLabel(previous);
    const label = labelOfId ? labelOfId(segment) : (segmentLabel(segment) ?? titleCase(segment));
    crumbs.push({ label, to });
    previous = segment;
  }
  return crumbs;
}
