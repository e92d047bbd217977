import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { activeModuleFor, type ActiveModule } from './active-module.ts';

/** The module of the current route and its global module number. */
export function useActiveModule(): ActiveModule {
  const { pathname, search } = useLocation();
  return useMemo(() => activeModuleFor(pathname, search), [pathname, search]);
}
