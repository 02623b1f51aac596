import { type ChangeEvent, useState } from 'react';

/**
 * A form's text values, one per field. `field(name)` gives what an input needs to show and change
 * that value, named after it (`name` also lets the browser's password manager recognise the field).
 */
export function useFormValues<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  return { values, field };
}
