import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { translateText } from './language';

export type FieldErrors = Record<string, string | undefined>;

/** The first message for each field of a failed parse: the shape `fieldErrors()` gives for the server's. */
export function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= translateText(issue.message);
  }
  return errors;
}

/**
 * A form's field errors. Each time errors are set, focus moves to the first invalid field, so a
 * keyboard or screen-reader user lands on what needs fixing instead of on the submit button.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!Object.values(errors).some(Boolean)) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return { errors, setErrors, formRef };
}
