import { cva, type VariantProps } from 'class-variance-authority';
import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

// The weight and the line height are variants: a className adds to them, it cannot replace them (decision 030).
const labelVariants = cva('text-sm peer-disabled:cursor-not-allowed peer-disabled:opacity-70', {
  variants: {
    weight: { medium: 'font-medium', normal: 'font-normal', semibold: 'font-semibold' },
    /** `text`: the line height that goes with the text size. */
    leading: { none: 'leading-none', snug: 'leading-snug', text: '' },
  },
  defaultVariants: { weight: 'medium', leading: 'none' },
});

export function Label({ className, weight, leading, ...props }: ComponentProps<typeof LabelPrimitive.Root> & VariantProps<typeof labelVariants>) {
  return <LabelPrimitive.Root className={cn(labelVariants({ weight, leading }), className)} {...props} />;
}
