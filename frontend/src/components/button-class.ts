import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large' | 'icon';

/** Class names for anything that should look like a button: <button>, <a> or <Link>. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium') {
  const sizeClass = size === 'medium' ? '' : styles[size];
  return [styles.button, styles[variant], sizeClass].filter(Boolean).join(' ');
}
