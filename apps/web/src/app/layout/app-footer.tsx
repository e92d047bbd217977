/** 000 §1: a powered-by line and a copyright line. */
export function AppFooter() {
  return (
    <footer className="console-footer">
      <div>Powered by the Education Group Technology Team</div>
      <div>© {new Date().getFullYear()} Education Group. All rights reserved.</div>
    </footer>
  );
}
