'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { buttonClasses } from '@/components/button-link';
import { useConfirmStep, useFocusReturn } from '@/components/confirm-step';
import { PencilIcon } from '@/components/icons';
import { lazyForm } from '@/components/lazy-form';
import { ApplicationPageRemoveOfferDocument } from '@/gql/documents/ApplicationPageRemoveOfferDocument';
import type { ApplicationOfferFragment } from '@/gql/graphql';
import { asSentence } from '@/lib/board-moves';
import { formatMoney, PERIOD_TEXT } from '@/lib/pay';
import { problemOf } from '@/lib/graphql-errors';
import { useLocalDay } from '@/lib/use-local-day';
import type { ApplicationDetails } from './application-queries';
import { DUE_CHIP, DUE_CHIP_TONES } from './due-chip';
import { OfferFigure } from './offer-figure';
import { EditItemButton } from './edit-item-button';
import { ITEM_ACTION } from './item-action';
import {
  answerByStatus,
  compareWithPosting,
  formatWeekdayDay,
  hasReachedOffer,
  type PostingComparison,
} from './offer-format';
import { useActionProblem } from './use-action-problem';
import { ConfirmRemoval } from './confirm-removal';

// Opened by a click: the form's code (its checks and its mutation) arrives when "Write down the
// offer" or Edit is pointed at or focused, not with the page's other controls.
const OfferForm = lazyForm(() => import('./offer-form').then((module) => module.OfferForm));

const RemoveOfferMutation = ApplicationPageRemoveOfferDocument;

/**
 * The offer the application received, once it has reached Offer (hasReachedOffer): its pay,
 * bonuses and first-year total, how it compares with the posting's pay, the start day and the
 * day to answer by, and notes; written down, changed (the same form) and removed here. Nothing
 * is drawn for an application that has not reached Offer.
 */
export function OfferSection({
  application,
  onStale,
}: {
  application: ApplicationDetails;
  onStale: () => void;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // "Write down the offer" or Edit, whichever is drawn when the form closes.
  const openRef = useFocusReturn(isEditing);
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();
  const formId = useId();
  const today = useLocalDay();
  const describeProblem = useActionProblem(onStale);
  const [removeOffer, { loading: isRemoving }] = useMutation(RemoveOfferMutation);
  const { offer } = application;

  if (!hasReachedOffer(application)) return null;

  function open() {
    setAnnouncement('');
    setError(undefined);
    setIsEditing(true);
  }

  function close(said?: string) {
    setIsEditing(false);
    if (said) setAnnouncement(said);
  }

  async function confirmRemoval() {
    setError(undefined);
    try {
      await removeOffer({ variables: { applicationId: application.id } });
      // Closed, so that an offer written down again does not open with the question.
      cancel();
      setAnnouncement('Removed the offer.');
      // The button pressed is gone with the offer: keep focus in this section.
      headingRef.current?.focus();
    } catch (caught) {
      if (problemOf(caught).code === 'NOT_FOUND') onStale();
      setError(`Could not remove the offer. ${asSentence(describeProblem(caught))}`);
    }
  }

  return (
    <section
      aria-labelledby="offer-heading"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2
          id="offer-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-ink"
        >
          Offer
        </h2>
        {offer === null && !isEditing ? (
          <button
            ref={openRef}
            type="button"
            onClick={open}
            onPointerEnter={OfferForm.prefetch}
            onFocus={OfferForm.prefetch}
            className={buttonClasses('secondary', 'md')}
          >
            <PencilIcon />
            Write down the offer
          </button>
        ) : null}
      </div>

      {isEditing ? (
        <div className="mt-4">
          <OfferForm
            id={formId}
            applicationId={application.id}
            offer={offer}
            posting={application.job.pay}
            onDone={close}
            onStale={onStale}
          />
        </div>
      ) : offer ? (
        <>
          <OfferSummary
            offer={offer}
            comparison={compareWithPosting(offer, application.job.pay)}
            isAnswerDue={application.status === 'offer'}
            today={today}
          />
          {isConfirming ? (
            <ConfirmRemoval
              label="Confirm: remove the offer"
              question="Remove the offer? What you wrote down about it is deleted."
              cancelRef={cancelRef}
              isPending={isRemoving}
              onCancel={cancel}
              onConfirm={() => void confirmRemoval()}
              className="mt-4"
            />
          ) : (
            <div className="mt-3 -ml-2 flex flex-wrap gap-1">
              <EditItemButton
                ref={openRef}
                what=" the offer"
                onEdit={open}
                onPreload={OfferForm.prefetch}
              />
              <button
                ref={triggerRef}
                type="button"
                onClick={ask}
                className={`${ITEM_ACTION} hover:text-bad`}
              >
                Remove<span className="sr-only"> the offer</span>
              </button>
            </div>
          )}
        </>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">
          Write down what they offered, to see it beside the posting’s pay and your other offers,
          and to be reminded of the day to answer by.
        </p>
      )}

      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium break-words text-bad">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

const COMPARISON_TONES = {
  within: 'text-good',
  above: 'text-good',
  below: 'text-warn',
} as const;

/** The offer as written down, figures first. */
function OfferSummary({
  offer,
  comparison,
  isAnswerDue,
  today,
}: {
  offer: ApplicationOfferFragment;
  comparison: PostingComparison | null;
  /** While the offer is unanswered (status Offer), the day to answer by says how near it is. */
  isAnswerDue: boolean;
  today: string;
}) {
  const money = (value: number) => formatMoney(offer.currency, value);
  const answerBy = offer.respondBy ? answerByStatus(offer.respondBy, today) : null;
  return (
    <div className="mt-2">
      <p className="text-2xl font-semibold tracking-tight text-ink tabular-nums">
        {money(offer.baseAmount)}{' '}
        <span className="text-base font-normal tracking-normal text-ink-muted">
          {PERIOD_TEXT[offer.period]}
        </span>
      </p>
      {offer.period === 'year' ? null : (
        <p className="text-sm text-ink-muted tabular-nums">= {money(offer.yearlyBase)} a year</p>
      )}
      {comparison ? (
        <p
          className={`mt-1 text-sm font-medium ${
            comparison.kind === 'compared'
              ? COMPARISON_TONES[comparison.position]
              : 'text-ink-muted'
          }`}
        >
          {comparison.text}
        </p>
      ) : null}

      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <OfferFigure term="First year" emphasis="large">
          {money(offer.firstYearTotal)}
          <span className="block text-xs font-normal text-ink-subtle">Base and bonuses</span>
        </OfferFigure>
        {offer.signingBonus === null ? null : (
          <OfferFigure term="Signing bonus">{money(offer.signingBonus)}</OfferFigure>
        )}
        {offer.yearlyBonus === null ? null : (
          <OfferFigure term="Yearly bonus">{money(offer.yearlyBonus)}</OfferFigure>
        )}
        {offer.equity ? <OfferFigure term="Equity">{offer.equity}</OfferFigure> : null}
        {offer.startsOn ? (
          <OfferFigure term="Starts">
            <time dateTime={offer.startsOn}>{formatWeekdayDay(offer.startsOn, today)}</time>
          </OfferFigure>
        ) : null}
        {offer.respondBy && answerBy ? (
          // A row of its own on phones: the day and its chip side by side.
          <OfferFigure term="Answer by" className="col-span-2 sm:col-span-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <time dateTime={offer.respondBy}>{answerBy.day}</time>
              {isAnswerDue ? (
                <span className={`${DUE_CHIP} ${DUE_CHIP_TONES[answerBy.tone]}`}>
                  {answerBy.label}
                </span>
              ) : null}
            </span>
          </OfferFigure>
        ) : null}
      </dl>

      {offer.notes ? (
        <p className="mt-4 rounded-lg bg-surface-muted px-3 py-2 text-sm break-words whitespace-pre-line text-ink">
          {offer.notes}
        </p>
      ) : null}
    </div>
  );
}
