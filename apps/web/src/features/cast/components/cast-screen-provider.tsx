import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyModule } from '@/lib/lazy-module';
import type { CastSocket } from '@/lib/realtime/cast-socket';
import type { SocketFactory } from '@/lib/realtime/connection';
import { realtimeMessages } from '@/messages';
import { getScreenId } from '../api/get-screen-id';
import {
  browserStorage,
  forgetScreenIdentity,
  loadScreenIdentity,
  type ScreenIdentity,
  saveScreenIdentity,
  screenIdRetryDelayMs,
} from '../model/screen-identity';

/** What the TV's two screens (the landing and the cast session view) share. */
export interface CastScreen {
  /** The screen's id and secret; null while it is being asked for. */
  identity: ScreenIdentity | null;
  /** The last request for an id failed; another is on its way shortly. */
  identityFailed: boolean;
  /** The screen's socket, once it has an id. */
  socket: CastSocket | null;
  /** A connection attempt failed since the socket was last connected. */
  unreachable: boolean;
  /** The session a `cast:connect` just paired the screen with, until its state arrives. */
  pairingSessionId: string | null;
}

/**
 * The realtime code (the session reducer, the socket and its library) is not part of the TV's
 * first load: the landing needs none of it to paint. It is fetched as the provider mounts, along
 * with the screen id, and the screen shows 'Connecting...' until its socket exists, as it does
 * until the socket connects.
 */
const realtimeCode = lazyModule(async () => {
  const [{ createCastSocket }, { errorCodeOf, openSocket }] = await Promise.all([
    import('@/lib/realtime/cast-socket'),
    import('@/lib/realtime/connection'),
  ]);
  return { createCastSocket, errorCodeOf, openSocket };
});

/** Provided by CastScreenProvider; tests provide their own screen. */
export const CastScreenContext = createContext<CastScreen | null>(null);

/** The session id of a `/cast/{id}` address, so a reloaded TV follows its session at once. */
function sessionIdOf(pathname: string): string | null {
  const match = /^\/cast\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Gives the TV its screen identity (kept in the browser, or asked for with automatic retries) and
 * one cast socket for as long as the TV shows /cast or /cast/{id}; a pairing moves the TV to the
 * session and an unpairing brings it back to /cast.
 */
export function CastScreenProvider({ children }: { children: ReactNode }) {
  // Held in a ref: the socket lives as long as the identity, whatever the router re-renders.
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  navigate.current = navigateNow;
  const { pathname } = useLocation();
  const [identity, setIdentity] = useState<ScreenIdentity | null>(() =>
    loadScreenIdentity(browserStorage()),
  );
  const [identityFailed, setIdentityFailed] = useState(false);
  const [socket, setSocket] = useState<CastSocket | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [pairingSessionId, setPairingSessionId] = useState<string | null>(null);
  // Read once per socket: the address the TV was opened (or reloaded) on.
  const [initialSessionId] = useState(() => sessionIdOf(pathname));
  const [realtime, setRealtime] = useState(() => realtimeCode.current);

  useEffect(() => {
    if (realtime) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fetchCode = (attempt: number) => {
      realtimeCode.load().then(
        (code) => {
          if (!cancelled) setRealtime(code);
        },
        () => {
          if (cancelled) return;
          // Not fetched (the network is down and the code not cached): as a server not reached.
          setUnreachable(true);
          timer = setTimeout(() => fetchCode(attempt + 1), screenIdRetryDelayMs(attempt));
        },
      );
    };
    fetchCode(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [realtime]);

  useEffect(() => {
    if (identity) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (attempt: number) => {
      getScreenId().then(
        (fresh) => {
          if (cancelled) return;
          saveScreenIdentity(browserStorage(), fresh);
          setIdentityFailed(false);
          setIdentity(fresh);
        },
        () => {
          if (cancelled) return;
          setIdentityFailed(true);
          timer = setTimeout(() => ask(attempt + 1), screenIdRetryDelayMs(attempt));
        },
      );
    };
    ask(0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [identity]);

  useEffect(() => {
    if (!identity || !realtime) return;
    const { createCastSocket, errorCodeOf, openSocket } = realtime;
    // A screen the server no longer knows (forgotten after a week unpaired) asks for a new id.
    const io: SocketFactory = async (url, options) => {
      const opened = await openSocket(url, options);
      opened.on('connect_error', (error) => {
        if (errorCodeOf(error) !== 'UNAUTHORIZED') return;
        forgetScreenIdentity(browserStorage());
        setIdentity(null);
      });
      // Every pairing message shows the session, also one the socket already follows (the TV
      // went back to /cast, or reloaded there): the server repeats it after each cast:join.
      opened.on('cast:connect', (message) => {
        const sessionId = message?.sessionId;
        if (typeof sessionId !== 'string') return;
        const target = `/cast/${encodeURIComponent(sessionId)}`;
        navigate.current(target, { replace: window.location.pathname === target });
      });
      return opened;
    };
    const created = createCastSocket({
      screenId: identity.screenId,
      screenToken: identity.screenToken,
      sessionId: initialSessionId,
      io,
      onStatus(status) {
        if (status === 'connected') setUnreachable(false);
        if (status === 'error') setUnreachable(true);
      },
      onToast(message) {
        if (message === realtimeMessages.castUnavailable) setUnreachable(true);
      },
      onConnect(sessionId) {
        setPairingSessionId(sessionId);
      },
      onState(state) {
        if (state) setPairingSessionId(null);
      },
      onDisconnect() {
        setPairingSessionId(null);
        navigate.current('/cast', { replace: true });
      },
    });
    setSocket(created);
    return () => {
      created.close();
      setSocket(null);
    };
  }, [identity, initialSessionId, realtime]);

  return (
    <CastScreenContext.Provider
      value={{ identity, identityFailed, socket, unreachable, pairingSessionId }}
    >
      {children}
    </CastScreenContext.Provider>
  );
}

/** The TV's screen identity and socket; only inside the /cast routes. */
export function useCastScreen(): CastScreen {
  const screen = useContext(CastScreenContext);
  if (!screen) throw new Error('useCastScreen must be used inside <CastScreenProvider>');
  return screen;
}

const noSocket = {
  subscribe: () => () => {},
};

/** Re-renders on every change of the cast socket (status, session, state, timer). */
export function useCastSocketSnapshot<T>(
  socket: CastSocket | null,
  read: (s: CastSocket) => T,
  fallback: T,
): T {
  const source = socket ?? noSocket;
  const get = () => (socket ? read(socket) : fallback);
  return useSyncExternalStore(source.subscribe, get, get);
}
