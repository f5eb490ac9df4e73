import { navigationMessages as nav } from '@/messages';

interface Breadcrumb {
  label: string;
  to: string;
}

const TRAINER_DASHBOARD = 'Trainer Dashboard';

const ROOT_LABELS: Record<string, string> = {
  trainer: TRAINER_DASHBOARD,
  cast: 'Live Cast',
  client: 'Dashboard',
};

const SEGMENT_LABELS: Record<string, string> = {
  cast: 'Live Cast',
  leaderboard: 'Leaderboard',
  clients: 'Clients',
  workouts: 'Workouts',
  teams: 'Teams',
  lifestyle: 'Lifestyle',
  'training-goals': 'Training Goals',
  sessions: 'Sessions',
  history: 'Session History',
  login: 'Login',
  register: 'Register',
};

/** The segment after one of these is an id, labelled by what it identifies. */
const ID_LABELS: Record<string, (id: string) => string> = {
  session: () => 'Session',
  sessions: () => 'Session',
  history: () => 'Session',
  clients: () => 'Client',
  users: (id) => `User ${id}`,
  teams: (id) => `Team ${id}`,
};

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
      { label: TRAINER_DASHBOARD, to: '/trainer' },
      { label: liveSessionName || nav.liveSession, to: pathname },
    ];
  }
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [area, ...rest] = segments;
  if (!area) return [];
  const crumbs: Breadcrumb[] = [
    { label: ROOT_LABELS[area] ?? SEGMENT_LABELS[area] ?? titleCase(area), to: `/${area}` },
  ];
  let to = `/${area}`;
  let previous = area;
  for (const segment of rest) {
    to += `/${encodeURIComponent(segment)}`;
    const idLabel = ID_LABELS[previous];
    const label = idLabel ? idLabel(segment) : (SEGMENT_LABELS[segment] ?? titleCase(segment));
    crumbs.push({ label, to });
    previous = segment;
  }
  return crumbs;
}
