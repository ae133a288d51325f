import type { ReactNode } from 'react';
import { buttonClasses } from '../button-link';
import { ConfirmButtons, useConfirmStep } from '../confirm-step';

/** "New address" and "Turn off", each asking once, in place, before it acts. */
export function FeedActions({
  isReplacing,
  isTurningOff,
  onReplace,
  onTurnOff,
}: {
  isReplacing: boolean;
  isTurningOff: boolean;
  onReplace: () => Promise<boolean>;
  onTurnOff: () => void;
}) {
  const replacing = useConfirmStep();
  const turningOff = useConfirmStep();

  if (replacing.isConfirming)
    return (
      <ConfirmBox label="Confirm a new address">
        <p className="text-sm text-ink">
          Make a new address? The current one stops working at once: calendars subscribed to it stop
          updating until you give them the new one.
        </p>
        <ConfirmButtons
          cancelRef={replacing.cancelRef}
          isPending={isReplacing}
          onCancel={replacing.cancel}
          onConfirm={() => {
            void onReplace().then((isDone) => {
              if (isDone) replacing.cancel();
            });
          }}
          confirmLabel="Yes, new address"
          pendingLabel="Making it…"
          className="flex flex-wrap gap-2"
        />
      </ConfirmBox>
    );
  if (turningOff.isConfirming)
    return (
      <ConfirmBox label="Confirm turning off the calendar feed">
        <p className="text-sm text-ink">
          Turn off the calendar feed? Its address stops working, and calendars subscribed to it stop
          updating.
        </p>
        <ConfirmButtons
          cancelRef={turningOff.cancelRef}
          isPending={isTurningOff}
          onCancel={turningOff.cancel}
          onConfirm={onTurnOff}
          confirmLabel="Yes, turn off"
          pendingLabel="Turning off…"
          className="flex flex-wrap gap-2"
        />
      </ConfirmBox>
    );
  return (
    <div className="mt-5 flex flex-wrap gap-2 border-t border-line pt-5">
      <AskButton step={replacing}>New address</AskButton>
      <AskButton step={turningOff}>Turn off</AskButton>
    </div>
  );
}

/** The button that opens a confirmation step, and takes focus back when it closes. */
function AskButton({
  step: { ask, triggerRef },
  children,
}: {
  step: ReturnType<typeof useConfirmStep>;
  children: ReactNode;
}) {
  return (
    <button
      ref={triggerRef}
      type="button"
      onClick={ask}
      className={buttonClasses('secondary', 'md')}
    >
      {children}
    </button>
  );
}

function ConfirmBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mt-5 border-t border-line pt-5">
      <div
        role="group"
        aria-label={label}
        className="flex flex-col gap-3 rounded-lg border border-bad/30 bg-bad/5 p-3"
      >
        {children}
      </div>
    </div>
  );
}
