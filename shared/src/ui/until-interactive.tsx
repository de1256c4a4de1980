import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '../react/use-hydrated';

/** No box of its own: the page lays out as if it were not there. */
const Gate = styled.fieldset`
  display: contents;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

/**
 * A page the server rendered shows before its scripts run. Until React has
 * taken over this part of it, its buttons, fields and menus would do nothing
 * (or, for a form, submit the browser's way, the password in the address):
 * they stay disabled until then, for a moment on a slow phone, and a
 * visitor's typing is never lost. Links work all along. A page the browser
 * rendered is interactive from its first render.
 */
export function UntilInteractive({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Gate role="none" disabled={!hydrated} data-hydrating={hydrated ? undefined : ''}>
      {children}
    </Gate>
  );
}
