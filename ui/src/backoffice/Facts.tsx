import type { ReactNode } from 'react';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';

/** Label and value pairs of a record, as a description list (the staff's order page and its blocks). */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Stack as="dl" space="xsmall" margin="none">
      {facts.map(([term, value]) => (
        <div key={term}>
          <Text as="dt" size="small" tone="muted">{term}</Text>
          <Text as="dd" weight="medium">{value}</Text>
        </div>
      ))}
    </Stack>
  );
}
