import { SignedInProviders } from '../providers.tsx';
import { ConsoleLayout } from './console-layout.tsx';

/**
 * What the signed-in routes render: the layout inside the server-data cache. A chunk of its
 * own, loaded with the first signed-in page: the sign-in pages load neither.
 */
export default function SignedIn() {
  return (
    <SignedInProviders>
      <ConsoleLayout />
    </SignedInProviders>
  );
}
