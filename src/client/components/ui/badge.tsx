import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const badgeVariants = cva(
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white',
        secondary: 'bg-slate-100 text-slate-800',
        outline: 'border border-slate-400 text-slate-800',
        destructive: 'bg-red-700 text-white',
        warning: 'bg-amber-100 text-amber-900',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
