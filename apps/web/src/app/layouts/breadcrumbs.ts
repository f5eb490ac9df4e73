export interface Breadcrumb {
  label: string;
  to: string;
}

const ROOT_LABELS: Record<string, string> = {
  trainer: 'Trainer Dashboard',
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

/**
 * Breadcrumbs for a path (spec 1, header and layout): the area root ('Trainer Dashboard',
 * 'Live Cast' or 'Dashboard') then one crumb per segment.
 */
export function breadcrumbsFor(pathname: string): Breadcrumb[] {
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
