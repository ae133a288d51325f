import type { Ref } from 'react';
import { PencilIcon } from '@/components/icons';
import { ITEM_ACTION } from './item-action';

/**
 * "Edit" under an interview, a contact or the offer: it opens the item's form in place, whose
 * code is fetched as the button is pointed at or focused (`onPreload`). `what` names the item
 * for screen readers ("Edit, Priya Raman"), where several Edit buttons share a page.
 */
export function EditItemButton({
  ref,
  what,
  onEdit,
  onPreload,
}: {
  /** Focus comes back here when the form closes (useFocusReturn). */
  ref: Ref<HTMLButtonElement>;
  what: string;
  onEdit: () => void;
  onPreload: () => void;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onEdit}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      className={`${ITEM_ACTION} hover:text-ink`}
    >
      <PencilIcon />
      Edit<span className="sr-only">{what}</span>
    </button>
  );
}
