import type { ReactNode } from 'react';
import { Stack } from '../Stack';

/** The step's button (and a line beside it): full width on phones, at the end of the row on desktops. */
export function StepActions({ children }: { children: ReactNode }) {
  return (
    <Stack
      space="small"
      direction={{ mobile: 'column', desktop: 'row' }}
      justifyContent={{ desktop: 'flex-end' }}
      alignItems={{ desktop: 'center' }}
    >
      {children}
    </Stack>
  );
}
