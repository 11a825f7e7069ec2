/** The handlers that keep a floating message up while the pointer or the focus is on it. */
export function holdProps(onHold: (held: boolean) => void) {
  return {
    onMouseEnter: () => {
      onHold(true);
    },
    onMouseLeave: () => {
      onHold(false);
    },
    onFocus: () => {
      onHold(true);
    },
    onBlur: () => {
      onHold(false);
    },
  };
}
