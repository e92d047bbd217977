import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

// The layout's per-module side menu (000 §2 "optional per-module side menu"): a page renders
// <ModuleSideMenu>…</ModuleSideMenu> and its content appears in the layout's side slot.

export const SideMenuSlotContext = createContext<HTMLElement | null>(null);

export function ModuleSideMenu({ children }: { children: ReactNode }) {
  const slot = useContext(SideMenuSlotContext);
  return slot ? createPortal(children, slot) : null;
}
