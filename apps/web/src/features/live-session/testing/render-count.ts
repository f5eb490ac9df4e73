/**
 * Counts the renders of one component from React's own report of each commit (the hook React
 * DevTools installs), so the component carries no counter. React DOM looks for the hook as it
 * loads: import this module before it.
 */

/** React's flag on a fiber whose component function ran in the commit. */
const PERFORMED_WORK = 1;

interface Fiber {
  elementType: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
}

interface Root {
  current: Fiber;
}

const counter = { of: null as unknown, count: 0 };
// A fiber React skipped is the very object the previous commit had; one that rendered is its
// work copy, with the flag set.
let previous = new Set<Fiber>();
let lastRoot: Root | null = null;

/** Notes the counted component's fibers in `root`, adding those that rendered when `tally`. */
function walk(root: Root, tally: boolean) {
  const seen = new Set<Fiber>();
  const stack: Fiber[] = [root.current];
  for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
    if (fiber.elementType === counter.of) {
      seen.add(fiber);
      if (tally && !previous.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) {
        counter.count += 1;
      }
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  previous = seen;
}

Object.assign(globalThis, {
  __REACT_DEVTOOLS_GLOBAL_HOOK__: {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberRoot: (_renderer: number, root: Root) => {
      lastRoot = root;
      if (counter.of !== null) walk(root, true);
    },
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
  },
});

/** Starts counting the renders of `component` (as passed to JSX, a `memo` one included). */
export function countRendersOf(component: unknown): { count: number } {
  counter.of = component;
  counter.count = 0;
  // What is on screen now rendered before the counting began.
  if (lastRoot) walk(lastRoot, false);
  return counter;
}
