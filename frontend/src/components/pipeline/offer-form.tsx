'use client';

import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import {
  FieldMessage,
  FormAlert,
  fieldNamed,
  formText,
  inputClasses,
} from '@/components/account/fields';
import { GuardedFormActions, useCloseGuard } from '@/components/jobs/close-guard';
import { ApplicationPageRecordOfferDocument } from '@/gql/documents/ApplicationPageRecordOfferDocument';
import type { ApplicationOfferFragment } from '@/gql/graphql';
import { asSentence } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';
import { PERIOD_TEXT, type PayAmount } from '@/lib/pay';
import { NotesField, SuggestionList, TextField } from './form-fields';
import {
  checkOffer,
  COMMON_CURRENCIES,
  isDraftChanged,
  OFFER_FIELDS,
  OFFER_LIMITS,
  offerDraft,
  offerInput,
  PAY_PERIODS,
  refusedOfferField,
  yearlyBonusPreview,
  type OfferDraft,
  type OfferErrors,
  type OfferField,
} from './offer-rules';
import { useActionProblem } from './use-action-problem';

const RecordOfferMutation = ApplicationPageRecordOfferDocument;

const YEARLY_BONUS_HINT =
  'An amount, or a percentage of the yearly base such as 10%, which is saved as its amount.';

/**
 * Writes down the offer an application received, or changes it (`offer`): the whole offer is
 * sent each time and replaces the one before. Only the currency and the base pay are needed; a
 * new offer starts in the posting's currency and period. `onDone` gets what to announce, or
 * nothing when the person cancelled (Cancel or Escape, which ask first when a field was
 * changed).
 *
 * Every field has autoComplete="off", as in the other forms of the page: the browser's
 * suggestions are the person's own details, not an employer's terms.
 */
export function OfferForm({
  id,
  applicationId,
  offer,
  posting,
  onDone,
  onStale,
}: {
  id: string;
  applicationId: string;
  /** The offer to change; null to write one down. */
  offer: ApplicationOfferFragment | null;
  /** The posting's pay, whose currency and period a new offer starts in. */
  posting: PayAmount | null;
  onDone: (announcement?: string) => void;
  onStale: () => void;
}) {
  const fieldId = useId();
  const baseRef = useRef<HTMLInputElement>(null);
  const [initial] = useState(() => offerDraft(offer, posting));
  const [fieldErrors, setFieldErrors] = useState<OfferErrors>({});
  const [problem, setProblem] = useState<string>();
  const [isDirty, setIsDirty] = useState(false);
  const [bonusPreview, setBonusPreview] = useState(() => yearlyBonusPreview(initial));
  const { requestClose, onEscape, isConfirming, keepEditing, closeButtonRef, cancelRef } =
    useCloseGuard(isDirty, onDone);
  const describeProblem = useActionProblem(onStale);
  const [record, { loading: isSaving }] = useMutation(RecordOfferMutation);
  useEffect(() => {
    baseRef.current?.focus();
  }, []);

  function focusField(form: HTMLFormElement, field: OfferField) {
    const control = form.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  }

  async function save(form: HTMLFormElement, draft: OfferDraft) {
    const errors = checkOffer(draft);
    // A date field holds nothing while its day is half typed: say so rather than clear it.
    for (const name of ['startsOn', 'respondBy'] as const) {
      const day = form.elements.namedItem(name);
      if (day instanceof HTMLInputElement && day.validity.badInput)
        errors[name] = 'Enter the whole day, or clear the field.';
    }
    setFieldErrors(errors);
    setProblem(undefined);
    const firstWrong = OFFER_FIELDS.find((field) => errors[field] !== undefined);
    if (firstWrong) {
      focusField(form, firstWrong);
      return;
    }
    if (offer && !isDraftChanged(initial, draft)) {
      onDone('Nothing changed.');
      return;
    }
    try {
      await record({ variables: { applicationId, input: offerInput(draft) } });
      onDone(offer ? 'Saved the offer.' : 'Wrote down the offer.');
    } catch (error) {
      const refusal = problemOf(error);
      // A refusal about one field is said by that field, like the form's own checks.
      const field = refusedOfferField(refusal);
      if (field) {
        setFieldErrors({ [field]: asSentence(refusal.message) });
        focusField(form, field);
        return;
      }
      // Removed meanwhile, or moved back before Offer in another tab: the page shows it as it is.
      if (refusal.code === 'NOT_FOUND' || refusal.code === 'VALIDATION_FAILED') onStale();
      setProblem(`Could not save the offer. ${asSentence(describeProblem(error))}`);
    }
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(event.currentTarget, draftOf(event.currentTarget));
  }

  const field = (name: Exclude<OfferField, 'period' | 'notes'>) => ({
    id: `${fieldId}-${name}`,
    name,
    defaultValue: initial[name],
    error: fieldErrors[name],
  });
  const currenciesId = `${fieldId}-currencies`;
  const periodId = `${fieldId}-period`;
  return (
    <form
      id={id}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        onEscape(event, isSaving);
      }}
      onChange={(event) => {
        const draft = draftOf(event.currentTarget);
        setIsDirty(isDraftChanged(initial, draft));
        setBonusPreview(yearlyBonusPreview(draft));
        // A field changed is no longer what its message was about.
        const changed = fieldNamed(event.target, OFFER_FIELDS);
        if (changed && fieldErrors[changed] !== undefined)
          setFieldErrors(({ [changed]: _fixed, ...others }) => others);
      }}
      aria-label={offer ? 'Edit the offer' : 'Write down the offer'}
      aria-busy={isSaving}
      className="space-y-4 rounded-lg border border-line bg-surface-muted/60 p-3 sm:p-4"
    >
      {/* Always drawn, so screen readers hear the alert; spaced only when it has something. */}
      <div className="mb-0 has-[p]:mb-4">
        <FormAlert message={problem} />
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-[7rem_minmax(0,1fr)_9rem]">
        <TextField
          {...field('currency')}
          label="Currency"
          isRequired
          maxLength={3}
          list={currenciesId}
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="USD"
        />
        <SuggestionList id={currenciesId} values={COMMON_CURRENCIES} />
        <TextField
          {...field('baseAmount')}
          inputRef={baseRef}
          label="Base pay"
          isRequired
          inputMode="decimal"
          placeholder="e.g. 155,000"
        />
        <div>
          <label htmlFor={periodId} className="block text-sm font-medium text-ink">
            Paid
          </label>
          <select
            id={periodId}
            name="period"
            defaultValue={initial.period}
            aria-invalid={fieldErrors.period ? true : undefined}
            aria-describedby={fieldErrors.period ? `${periodId}-message` : undefined}
            className={`${inputClasses} mt-1.5`}
          >
            {PAY_PERIODS.map((period) => (
              <option key={period} value={period}>
                {PERIOD_TEXT[period]}
              </option>
            ))}
          </select>
          <FieldMessage id={`${periodId}-message`} error={fieldErrors.period} />
        </div>
      </div>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          {...field('signingBonus')}
          label="Signing bonus"
          inputMode="decimal"
          hint="Paid once, when you start."
        />
        <TextField
          {...field('yearlyBonus')}
          label="Yearly bonus"
          placeholder="e.g. 15,000 or 10%"
          hint={bonusPreview ?? YEARLY_BONUS_HINT}
        />
      </div>
      <TextField
        {...field('equity')}
        label="Equity"
        placeholder="e.g. 0.05% over 4 years, or $40K in RSUs a year"
        maxLength={OFFER_LIMITS.equity}
        hint="As the offer states it; it is not added to the first year."
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          {...field('startsOn')}
          label="Start date"
          type="date"
          min={OFFER_LIMITS.earliestDay}
          max={OFFER_LIMITS.latestDay}
        />
        <TextField
          {...field('respondBy')}
          label="Answer by"
          type="date"
          min={OFFER_LIMITS.earliestDay}
          max={OFFER_LIMITS.latestDay}
          hint="Shown under “Due this week” on the dashboard from a week before."
        />
      </div>
      <NotesField
        id={`${fieldId}-notes`}
        maxLength={OFFER_LIMITS.notes}
        defaultValue={initial.notes}
        placeholder="Benefits, conditions, what you still want to negotiate…"
        error={fieldErrors.notes}
      />
      <GuardedFormActions
        what="the offer"
        isSaving={isSaving}
        savingLabel="Saving…"
        isConfirming={isConfirming}
        cancelRef={cancelRef}
        closeButtonRef={closeButtonRef}
        onKeepEditing={keepEditing}
        onRequestClose={requestClose}
        onDiscard={() => {
          onDone();
        }}
      />
    </form>
  );
}

/** What the form's fields hold now. */
function draftOf(form: HTMLFormElement): OfferDraft {
  const data = new FormData(form);
  return {
    currency: formText(data, 'currency'),
    baseAmount: formText(data, 'baseAmount'),
    period: formText(data, 'period'),
    signingBonus: formText(data, 'signingBonus'),
    yearlyBonus: formText(data, 'yearlyBonus'),
    equity: formText(data, 'equity'),
    startsOn: formText(data, 'startsOn'),
    respondBy: formText(data, 'respondBy'),
    notes: formText(data, 'notes'),
  };
}
