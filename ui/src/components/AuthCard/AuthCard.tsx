import { useId, type ReactNode } from 'react';
import { Stack } from '../Stack';
import * as styles from './AuthCard.css';

export type AuthCardProps = styles.AuthCardVariants & {
  /** The page's one h1. */
  title: string;
  /** A line under the title saying what the page is for. */
  intro?: ReactNode;
  children: ReactNode;
  /** Under a rule at the bottom: usually the way to the other auth page. */
  footer?: ReactNode;
};

/** The frame of the account pages (log in, sign up, verify e-mail): a centred card with its title. */
export function AuthCard({ title, intro, children, footer, width }: AuthCardProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      <section className={styles.card({ width })} aria-labelledby={titleId}>
        <Stack as="header" space="xsmall">
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </Stack>
        {children}
        {footer && <p className={styles.footer}>{footer}</p>}
      </section>
    </div>
  );
}
