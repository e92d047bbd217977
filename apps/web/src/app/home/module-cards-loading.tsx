import { Skeleton } from 'antd';

/**
 * The module cards' places while GET /me is on its way. Loaded on demand: /me starts with the
 * navigation, often answered before home's code has run, so many visits never show it, and
 * antd's Skeleton stays out of home's own code.
 */
export default function ModuleCardsLoading() {
  return (
    <div className="home-grid">
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="home-card">
          <Skeleton active avatar paragraph={{ rows: 1 }} />
        </div>
      ))}
    </div>
  );
}
