import { Ellipsis } from 'lucide-react';
import { ADMIN_TEXT } from '../../../../domain/admin-messages';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { cn } from '../../../lib/cn';

/**
 * A table row's rarer actions, folded behind one button so the row stays one line
 * (docs/decisions/047-office-record-numbers-and-dense-lists.md). `about` names the row for a
 * screen reader ("More actions: Bernardo Oaks").
 */
export function MoreActionsMenu({
  about,
  items,
  disabled = false,
  className,
}: {
  about: string;
  items: readonly { label: string; onSelect: () => void }[];
  disabled?: boolean;
  className?: string;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={cn('px-2', className)}
          aria-label={`${ADMIN_TEXT.moreActions}: ${about}`}
          disabled={disabled}
        >
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {items.map((item) => (
          <DropdownMenuItem key={item.label} onSelect={item.onSelect}>
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
