import type { ApplicationStatus } from '@/gql/graphql';
import { STATUS_LABELS, STATUS_TONES } from '@/lib/statuses';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
