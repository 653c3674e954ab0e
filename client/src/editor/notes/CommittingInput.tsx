import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';

export interface CommittingInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange'
> {
  type: 'color' | 'range';
  value: string;
  /** The value the person settled on: the picker closed, the slider released. */
  onCommit(value: string): void;
}

/**
 * A colour picker or slider that shows the value live while the person moves it and commits once,
 * when they settle (the DOM's own `change` event, which React folds into `onChange` with every
 * move): dragging a slider is one undo step, not one per pixel.
 */
export function CommittingInput({ value, onCommit, ...input }: CommittingInputProps) {
  const element = useRef<HTMLInputElement>(null);
  const [moving, setMoving] = useState<string | null>(null);
  const latest = useRef(onCommit);
  useEffect(() => {
    latest.current = onCommit;
  });
  useEffect(() => {
    const target = element.current;
    if (target === null) return undefined;
    const settle = () => {
      setMoving(null);
      latest.current(target.value);
    };
    target.addEventListener('change', settle);
    return () => target.removeEventListener('change', settle);
  }, []);
  return (
    <input
      {...input}
      ref={element}
      value={moving ?? value}
      onChange={(event) => setMoving(event.target.value)}
    />
  );
}
