import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../../platform/core/me/use-me.ts';
import { SideMenuSlotContext } from '../../platform/kit/layout/layout-slots.tsx';
import { KeepAliveOutlet } from '../keep-alive/keep-alive-outlet.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { OfflineBanner } from './offline-banner.tsx';
import { LayoutHosted } from './layout-hosted.tsx';
import { ModuleMenu } from './module-menu.tsx';
import { useBreakpoints } from './use-breakpoints.ts';
import { useHeadingFocus } from './use-heading-focus.ts';
import { CONSOLE_SHORTCUTS, pressed } from '../../platform/kit/layout/keyboard-shortcuts.ts';
import { isShortcutSheetKey } from './search-shortcut.ts';
import './console-layout.css';

const FeedbackDialog = lazy(() => import('../feedback/feedback-dialog.tsx'));
const GoToPalette = lazy(() => import('./go-to-palette.tsx'));
const HelpSheet = lazy(() => import('./help-sheet.tsx'));
// Only phones show the menu in a drawer: its code loads when the layout is narrow, before the
// drawer is first opened (so it opens as it always did).
const ModuleDrawer = lazy(() => import('./module-drawer.tsx'));

/** Header, module menu, the page (with its optional side menu), footer (000 §2). */
export function ConsoleLayout() {
  const { narrow, mobile, compact } = useBreakpoints();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [feedbackLoaded, setFeedbackLoaded] = useState(false);
  const [goToOpen, setGoToOpen] = useState(false);
  const [goToLoaded, setGoToLoaded] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  const [sideSlot, setSideSlot] = useState<HTMLElement | null>(null);
  const me = useMe();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);

  useEffect(() => setDrawerOpen(false), [pathname]);
  useHeadingFocus(main);

  // Ctrl+K (⌘K) opens "Go to" from anywhere in the console, even while typing in a field;
  // "?" outside a field opens help and the shortcuts.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (pressed(CONSOLE_SHORTCUTS.goTo, event)) {
        event.preventDefault();
        setGoToLoaded(true);
        setGoToOpen(true);
      } else if (isShortcutSheetKey(event)) {
        event.preventDefault();
        setHelpLoaded(true);
        setHelpOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A user who must change the password is sent to /me until they do (000 §2).
  if (me.data?.must_reset_password && pathname !== '/me') {
    return <Navigate to="/me" replace />;
  }

  const openFeedback = () => {
    setFeedbackLoaded(true);
    setFeedbackOpen(true);
  };

  return (
    <SideMenuSlotContext.Provider value={sideSlot}>
      <Layout className="console-layout">
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <AppHeader
          mobile={mobile}
          compact={compact}
          onOpenMenu={() => setDrawerOpen(true)}
          onFeedback={openFeedback}
          onGoTo={() => {
            setGoToLoaded(true);
            setGoToOpen(true);
          }}
          onHelp={() => {
            setHelpLoaded(true);
            setHelpOpen(true);
          }}
        />
        <Layout className="console-body">
          {!mobile && (
            <Layout.Sider
              width={240}
              collapsedWidth={72}
              collapsed={narrow}
              className="console-sider"
              theme="light"
              // Two complementary landmarks on a page (this and the page's side menu) need names.
              aria-label="Modules"
            >
              <nav aria-label="Module menu">
                <ModuleMenu />
              </nav>
            </Layout.Sider>
          )}
          {/* Not antd's Layout.Content: that is a <main>, and the page's own is the one main. */}
          <div className="console-content">
            <OfflineBanner />
            <div className="console-page">
              {/* The page first, its side menu after: on a phone the task comes first; on a
                  wide screen CSS draws the side menu on the left. */}
              <main className="console-main" id="main-content" tabIndex={-1} ref={main}>
                <KeepAliveOutlet />
              </main>
              <aside ref={setSideSlot} className="console-side-menu" aria-label="Section menu" />
            </div>
            <AppFooter />
          </div>
        </Layout>
        {mobile && (
          <Suspense fallback={null}>
            <ModuleDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
          </Suspense>
        )}
        {feedbackLoaded && (
          <Suspense fallback={null}>
            <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
          </Suspense>
        )}
        {goToLoaded && (
          <Suspense fallback={null}>
            <GoToPalette open={goToOpen} onClose={() => setGoToOpen(false)} />
          </Suspense>
        )}
        {helpLoaded && (
          <Suspense fallback={null}>
            <HelpSheet open={helpOpen} onClose={() => setHelpOpen(false)} />
          </Suspense>
        )}
        <LayoutHosted />
      </Layout>
    </SideMenuSlotContext.Provider>
  );
}
