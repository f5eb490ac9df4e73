import {
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useState,
} from 'react';
import type { LazyModule } from '@/lib/lazy-module';
import type { MenuOpening } from './menu-opening';

/** The keys that open Radix's menu from its trigger. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

interface LazyMenuButtonProps<P> {
  /** The menu's code (Radix's menu and its positioning library), fetched on first need. */
  menu: LazyModule<ComponentType<P & { openedBy?: MenuOpening }>>;
  /** The menu's props, its trigger's content among them. */
  props: P;
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * A menu button whose menu loads on first use. Until it is first pressed it is a plain button
 * with the trigger's semantics (a menu popup, collapsed); the press loads Radix's menu, which
 * replaces it already open, as it would have opened (focused content on a pointer, the first
 * item on a key), and stays from then on.
 */
export function LazyMenuButton<P extends object>({
  menu,
  props,
  label,
  className,
  children,
}: LazyMenuButtonProps<P>) {
  const [opened, setOpened] = useState<MenuOpening | null>(null);
  const [Menu, setMenu] = useState<ComponentType<P & { openedBy?: MenuOpening }> | null>(null);
  const preload = () => {
    menu.load().catch(() => undefined);
  };
  const open = (by: MenuOpening) => {
    if (opened) return;
    setOpened(by);
    const loaded = menu.current;
    if (loaded) {
      setMenu(() => loaded);
      return;
    }
    menu.load().then(
      (component) => setMenu(() => component),
      // Not fetched (offline): the next press asks again.
      () => setOpened(null),
    );
  };
  if (Menu && opened) return <Menu {...props} openedBy={opened} />;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={opened ? true : undefined}
      data-state="closed"
      onPointerEnter={preload}
      onFocus={preload}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger: no focus on the button, the opening menu takes it.
        event.preventDefault();
        open({ pointer: true });
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        open({ key: event.key });
      }}
    >
      {children}
    </button>
  );
}
