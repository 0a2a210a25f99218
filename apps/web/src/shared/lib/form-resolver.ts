import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose zod schema is built for each validation from the current values: rules
 * that depend on another field (the dialling code for the number, the password for its confirmation) and
 * on the server's settings, with messages translated in the language of the moment. `raw` keeps the
 * submitted values as typed (the forms trim what they send themselves; passwords are never trimmed).
 */
export function dynamicResolver<T extends FieldValues>(build: (values: T) => z.ZodType): Resolver<T> {
  return (values, context, options) =>
    (zodResolver(build(values) as z.ZodType<T, T>, undefined, { raw: true }) as unknown as Resolver<T>)(
      values,
      context,
      options,
    );
}
