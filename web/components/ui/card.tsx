import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

// A className adds to the variants below, it cannot replace what they set (decision 030): a header
// in a row, a smaller padding or title take a variant.

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)} {...props} />;
}

const cardHeaderVariants = cva('flex', {
  variants: {
    /** `row`: the className gives the gap and the alignment. */
    layout: { column: 'flex-col gap-1.5', row: 'flex-row' },
    size: { default: 'p-6', sm: 'p-4' },
  },
  defaultVariants: { layout: 'column', size: 'default' },
});

export function CardHeader({ className, layout, size, ...props }: ComponentProps<'div'> & VariantProps<typeof cardHeaderVariants>) {
  return <div className={cn(cardHeaderVariants({ layout, size }), className)} {...props} />;
}

const cardTitleVariants = cva('', {
  variants: {
    size: { sm: 'text-sm font-medium', default: 'text-lg font-semibold leading-tight', lg: 'text-xl font-semibold' },
  },
  defaultVariants: { size: 'default' },
});

/** A card title is a real heading; pick the level that keeps the page outline in order. */
export function CardTitle({
  className,
  size,
  as: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & VariantProps<typeof cardTitleVariants> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading className={cn(cardTitleVariants({ size }), className)} {...props} />;
}

const cardDescriptionVariants = cva('text-muted-foreground', {
  variants: { size: { default: 'text-sm', lg: 'text-base' } },
  defaultVariants: { size: 'default' },
});

export function CardDescription({ className, size, ...props }: ComponentProps<'p'> & VariantProps<typeof cardDescriptionVariants>) {
  return <p className={cn(cardDescriptionVariants({ size }), className)} {...props} />;
}

const cardContentVariants = cva('', {
  variants: {
    size: { default: 'p-6', sm: 'p-4' },
    /** Under a CardHeader the content has no top padding; `noHeader`: it is the card's first part. */
    noHeader: { false: 'pt-0', true: '' },
  },
  defaultVariants: { size: 'default', noHeader: false },
});

export function CardContent({ className, size, noHeader, ...props }: ComponentProps<'div'> & VariantProps<typeof cardContentVariants>) {
  return <div className={cn(cardContentVariants({ size, noHeader }), className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center p-6 pt-0', className)} {...props} />;
}
