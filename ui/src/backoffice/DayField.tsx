import { useEffect, useState } from 'react';
import { TextField } from '../components/TextField';

/**
 * A date filter. A year typed digit by digit passes through 0002, 0020 and 0202: the list follows
 * only a whole day (or none), not every key, nor fills the history with them.
 */
export function DayField({ label, day, min, max, onDayChange }: { label: string; day?: string; min?: string; max?: string; onDayChange: (day?: string) => void }) {
  const [typed, setTyped] = useState(day ?? '');
  useEffect(() => setTyped(day ?? ''), [day]);
  return (
    <TextField
      label={label}
      type="date"
      value={typed}
      min={min}
      max={max}
      onValueChange={(value) => {
        setTyped(value);
        if (value === '' || value >= '1900') onDayChange(value || undefined);
      }}
    />
  );
}
