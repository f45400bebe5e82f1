import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). It does not merge Tailwind classes: when two classes set one property
 * (a component's `px-4` and a caller's `px-2`), the stylesheet's order decides, not their order
 * here. So a component's className adds to its classes and never overrides them; a different look
 * is a variant or a prop of the component. web/components/ui/class-conflicts.test.ts fails on any
 * such pair it can see (decision 030: tailwind-merge cost phones 33-69 ms on the first render).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
