import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

// The size is a variant: a className adds to it, it cannot replace it (decision 030).
const avatarVariants = cva('relative flex shrink-0 overflow-hidden rounded-full', {
  variants: { size: { sm: 'size-8', default: 'size-9', lg: 'size-24 text-3xl' } },
  defaultVariants: { size: 'default' },
});

export function Avatar({ className, size, ...props }: ComponentProps<typeof AvatarPrimitive.Root> & VariantProps<typeof avatarVariants>) {
  return <AvatarPrimitive.Root className={cn(avatarVariants({ size }), className)} {...props} />;
}

export function AvatarImage({ className, ...props }: ComponentProps<typeof AvatarPrimitive.Image>) {
  return <AvatarPrimitive.Image className={cn('aspect-square size-full', className)} {...props} />;
}

const avatarFallbackVariants = cva('flex size-full items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground', {
  variants: { size: { default: 'text-sm', lg: 'text-3xl' } },
  defaultVariants: { size: 'default' },
});

export function AvatarFallback({
  className,
  size,
  ...props
}: ComponentProps<typeof AvatarPrimitive.Fallback> & VariantProps<typeof avatarFallbackVariants>) {
  return <AvatarPrimitive.Fallback className={cn(avatarFallbackVariants({ size }), className)} {...props} />;
}
