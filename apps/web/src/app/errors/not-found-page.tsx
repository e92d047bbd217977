import { ErrorView } from './error-view.tsx';

export function NotFoundPage() {
  return <ErrorView status={404} message="Not found" />;
}
