// The longest value a wire schema takes for a string field, read from the schema itself, so a form's
// inputs carry a `maxLength` that always matches what the service accepts.
import { z } from 'zod';

/** The smallest `.max(n)` a string schema has anywhere in its chain (refinements, pipes, optional …); undefined without one. */
export function maxLengthOf(schema: z.ZodTypeAny): number | undefined {
  const limits: number[] = [];
  const visit = (s: z.ZodTypeAny): void => {
    if (s instanceof z.ZodString) {
      for (const check of s._def.checks) if (check.kind === 'max' || check.kind === 'length') limits.push(check.value);
    } else if (s instanceof z.ZodEffects) visit(s._def.schema);
    else if (s instanceof z.ZodPipeline) {
      visit(s._def.in);
      visit(s._def.out);
    } else if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault || s instanceof z.ZodCatch) visit(s._def.innerType);
    else if (s instanceof z.ZodBranded) visit(s._def.type);
    else if (s instanceof z.ZodReadonly) visit(s._def.innerType);
  };
  visit(schema);
  return limits.length ? Math.min(...limits) : undefined;
}

/** `maxLength` of every string field of an object schema that has one, by field name. */
export function maxLengths<T extends z.ZodRawShape>(schema: z.ZodObject<T>): Partial<Record<keyof T & string, number>> {
  const out: Partial<Record<keyof T & string, number>> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const max = maxLengthOf(field as z.ZodTypeAny);
    if (max !== undefined) out[name as keyof T & string] = max;
  }
  return out;
}
