import type { Ref } from 'react';

interface StepSliderProps {
  ref?: Ref<HTMLInputElement>;
  id: string;
  className?: string;
  /** The last step; the first is 0. */
  last: number;
  value: number;
  /** The value as read out: "2.5× peak", "t = 42 s". */
  valueText: string;
  onStep: (step: number) => void;
}

/** A range input over whole steps, read out by what the step stands for rather than its
 * number. Its label and visible value are the caller's. */
export function StepSlider({
  ref,
  id,
  className,
  last,
  value,
  valueText,
  onStep,
}: StepSliderProps) {
  return (
    <input
      ref={ref}
      id={id}
      type="range"
      className={className}
      min={0}
      max={last}
      step={1}
      value={value}
      aria-valuetext={valueText}
      onChange={(event) => {
        onStep(Number(event.target.value));
      }}
    />
  );
}
