import type { ReactNode } from 'react';
import { Box } from '../Box';
import { Heading } from '../Heading';
import { OutcomeIcon, type OutcomeTone } from '../OutcomeIcon';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { text } from './EmptyState.css';

export type EmptyStateProps = {
  /** What happened, e.g. 'Ups, no encontramos productos que coincidan con tu búsqueda.' */
  title: string;
  /** What to do about it. */
  description?: ReactNode;
  /** A lucide icon (it is hidden from screen readers: the title says it all). */
  icon?: ReactNode;
  /** `critical` for failures: the icon turns red; the words still say it. */
  tone?: Extract<OutcomeTone, 'neutral' | 'critical'>;
  /** Buttons or links: 'Reintentar', 'Explorar productos'. */
  actions?: ReactNode;
  /** The title's level in the page outline. */
  headingLevel?: '1' | '2' | '3';
  /** `alert` for a failure that replaces content the person was waiting for. */
  role?: 'alert' | 'status';
};

/** A whole area with nothing to show (no results, a failure, not found), and a way on. */
export function EmptyState({ title, description, icon, tone, actions, headingLevel = '2', role }: EmptyStateProps) {
  return (
    <Stack space="small" alignItems="center" paddingY="xxlarge" paddingX="medium" textAlign="center" role={role}>
      {icon && <OutcomeIcon icon={icon} tone={tone} />}
      <Heading level={headingLevel} size="3" align="center" className={text}>
        {title}
      </Heading>
      {description && (
        <Text tone="muted" align="center" className={text}>
          {description}
        </Text>
      )}
      {actions && (
        <Box display="flex" flexWrap="wrap" justifyContent="center" gap="small" marginTop="xsmall">
          {actions}
        </Box>
      )}
    </Stack>
  );
}
