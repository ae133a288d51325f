import type { ApplicationEventDetails } from './application-queries';
import { formatInstant } from '@/lib/dates';
import { describeActor, describeEvent } from './event-text';
import { isOptimisticId } from './optimistic';

const DOTS: Record<string, string> = {
  created: 'bg-ink-subtle',
  status_changed: 'bg-brand-500',
  note: 'bg-warn',
  follow_up_set: 'bg-good-bar',
  follow_up_cleared: 'bg-line-strong',
  tailored: 'bg-brand-400',
};

/** The application's history, newest first: what happened, the note, when, and who did it. */
export function ApplicationTimeline({ events }: { events: readonly ApplicationEventDetails[] }) {
  const newestFirst = [...events].reverse();
  if (newestFirst.length === 0) {
    return <p className="text-sm text-ink-muted">Nothing has happened yet.</p>;
  }
  return (
    <ol className="relative space-y-5 border-l border-line pl-5">
      {newestFirst.map((event) => {
        const { sentence, note } = describeEvent(event);
        const isSaving = isOptimisticId(event.id);
        return (
          <li key={event.id} className={`relative ${isSaving ? 'opacity-70' : ''}`}>
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4 ring-surface ${
                DOTS[event.kind] ?? 'bg-ink-subtle'
              }`}
            />
            <p className="text-sm font-medium text-ink">{sentence}</p>
            {note ? (
              <p className="mt-1 rounded-lg bg-surface-muted px-3 py-2 text-sm break-words whitespace-pre-wrap text-ink">
                {note}
              </p>
            ) : null}
            <p className="mt-1 text-xs text-ink-subtle">
              {isSaving ? (
                'Saving…'
              ) : (
                <>
                  <time dateTime={event.createdAt}>{formatInstant(event.createdAt)}</time> · by{' '}
                  {describeActor(event.actorType)}
                </>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
