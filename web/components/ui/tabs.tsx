import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/utils';

export const Tabs = TabsPrimitive.Root;

/** `wrap`: the tabs wrap onto more lines, from the start, when they do not fit on one. */
export function TabsList({ className, wrap = false, ...props }: ComponentProps<typeof TabsPrimitive.List> & { wrap?: boolean }) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex items-center rounded-md bg-muted p-1 text-muted-foreground',
        wrap ? 'h-auto flex-wrap justify-start' : 'h-10 justify-center',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center justify-center whitespace-nowrap rounded-sm px-3 py-1.5 text-sm font-medium transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('mt-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
