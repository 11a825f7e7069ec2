import type { ReactNode } from 'react';

import { useDocumentTitle } from '@/lib/use-document-title';

import styles from './message-page.module.css';

interface MessagePageProps {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A centred page with one message: not found, errors, sections still being built. */
export function MessagePage({ eyebrow, title, children, actions }: MessagePageProps) {
  useDocumentTitle(title);
  return (
    <section className={styles.page} aria-labelledby="message-title">
      <div className={styles.card}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id="message-title" className={styles.title}>
          {title}
        </h1>
        {children && <div className={styles.body}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </section>
  );
}
