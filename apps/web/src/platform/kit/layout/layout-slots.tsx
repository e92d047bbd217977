import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// The layout's per-module side menu (000 §2 "optional per-module side menu"): a page renders
// <ModuleSideMenu>…</ModuleSideMenu> and its content appears in the layout's side slot.

export const SideMenuSlotContext = createContext<HTMLElement | null>(null);

/**
 * Whether the page around is the one on screen. A kept-alive page stays mounted while hidden,
 * and its side menu must not show beside another page.
 */
export const PageActiveContext = createContext(true);

export function ModuleSideMenu({ children }: { children: ReactNode }) {
  const slot = useContext(SideMenuSlotContext);
  const active = useContext(PageActiveContext);
  return slot && active ? createPortal(children, slot) : null;
}
