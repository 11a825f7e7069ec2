import styles from './page-loader.module.css';

interface PageLoaderProps {
  label?: string;
  /** Wait a moment before showing, so quick loads never flash a spinner. */
  delayed?: boolean;
}

export function PageLoader({ label = 'Loading...', delayed = true }: PageLoaderProps) {
  return (
    <div
      className={delayed ? `${styles.loader} ${styles.delayed}` : styles.loader}
      role="status"
      aria-live="polite"
    >
      <div className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
