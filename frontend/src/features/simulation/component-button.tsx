import styles from './results.module.css';

interface ComponentButtonProps {
  id: string;
  label: string;
  highlight: (componentIds: string[]) => void;
}

/** A component's name that selects it on the canvas and brings it into view. */
export function ComponentButton({ id, label, highlight }: ComponentButtonProps) {
  return (
    <button
      type="button"
      className={styles.componentName}
      title="Show on the canvas"
      onClick={() => {
        highlight([id]);
      }}
    >
      {label}
    </button>
  );
}
