/**
 * The offer an application received, as the job seeker writes it down to weigh it: pay, bonuses,
 * equity, the first day and the day to answer by. Every input is checked here, so that the
 * database's constraints never see bad input. Writing it down, changing it and removing it are
 * history, with the pay of the moment, so that a negotiation can be read back.
 */
import {
  PAY_PERIODS,
  type PayPeriod,
  writtenMoney,
  writtenPay,
  yearlyAmount,
} from '@resume-agent/tailor';
import { insertApplicationEvent } from '../applications/applications-repository.js';
import type { Database, Queryable } from '../db/database.js';
import { idOrNotFound, notFound, validationFailed } from '../http/domain-errors.js';
import type { AppError } from '../http/errors.js';
import type { Caller } from '../http/authentication.js';
import { isCalendarDate } from '../pipeline/application-service.js';
import { actorOf } from '../pipeline/status-change.js';
import {
  deleteOffer,
  listOffersOfApplications,
  lockApplicationPastOffer,
  type OfferFields,
  type OfferRecord,
  upsertOffer,
} from './offers-repository.js';

/** Higher than any salary, low enough for NUMERIC(11, 2). */
export const MAX_OFFER_AMOUNT = 100_000_000;
const TEXT_LIMITS = { equity: 200, notes: 5000 } as const;
const DAYS = { earliest: '2000-01-01', latest: '2099-12-31' } as const;
const CURRENCY = /^[A-Z]{3}$/u;

export interface OfferInput {
  currency: string;
  baseAmount: number;
  period: PayPeriod;
  signingBonus?: number | null;
  yearlyBonus?: number | null;
  equity?: string | null;
  startsOn?: string | null;
  respondBy?: string | null;
  notes?: string | null;
}

/** An offer as the API shows it: what was written, and what it pays in a year. */
export interface OfferView extends OfferRecord {
  yearlyBase: number;
  firstYearTotal: number;
}

export function offerView(offer: OfferRecord): OfferView {
  const yearlyBase = yearlyAmount(offer.baseAmount, offer.period);
  const firstYear = yearlyBase + (offer.signingBonus ?? 0) + (offer.yearlyBonus ?? 0);
  return { ...offer, yearlyBase, firstYearTotal: Math.round(firstYear * 100) / 100 };
}

function hasCents(value: number): boolean {
  // 0.1 + 0.2 style noise aside, an amount of money has at most two decimals.
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

type AmountField = 'baseAmount' | 'signingBonus' | 'yearlyBonus';

/** How messages name the fields: the form shows them by the field, in the person's words. */
const FIELD_NAMES = {
  currency: 'The currency',
  baseAmount: 'The base pay',
  period: 'The period',
  signingBonus: 'The signing bonus',
  yearlyBonus: 'The yearly bonus',
  equity: 'The equity',
  notes: 'The notes',
  startsOn: 'The first day',
  respondBy: 'The day to answer by',
} as const;

function amountRefused(field: AmountField): AppError {
  const least = field === 'baseAmount' ? 'more than 0' : '0 or more';
  return validationFailed(
    `${FIELD_NAMES[field]} is an amount ${least}, at most 100,000,000, with at most two decimals`,
    { field },
  );
}

function checkedAmount(value: number, field: AmountField): number {
  if (!Number.isFinite(value) || value < 0 || value > MAX_OFFER_AMOUNT || !hasCents(value))
    throw amountRefused(field);
  return Math.round(value * 100) / 100;
}

function baseAmountOf(value: number): number {
  if (value === 0) throw amountRefused('baseAmount');
  return checkedAmount(value, 'baseAmount');
}

/** A bonus: 0 or left out is none. */
function bonusOf(value: number | null | undefined, field: AmountField): number | null {
  return value === null || value === undefined || value === 0 ? null : checkedAmount(value, field);
}

function currencyOf(value: string): string {
  const currency = value.trim();
  if (!CURRENCY.test(currency))
    throw validationFailed(
      'The currency is an ISO 4217 code of three capital letters, such as USD',
      {
        field: 'currency',
      },
    );
  return currency;
}

function periodOf(value: string): PayPeriod {
  const period = PAY_PERIODS.find((candidate) => candidate === value);
  // GraphQL's enum keeps others out; this keeps the service honest on its own.
  if (period === undefined)
    throw validationFailed(`${FIELD_NAMES.period} is one of ${PAY_PERIODS.join(', ')}`, {
      field: 'period',
    });
  return period;
}

function textOf(value: string | null | undefined, field: keyof typeof TEXT_LIMITS): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length > TEXT_LIMITS[field])
    throw validationFailed(`${FIELD_NAMES[field]} has at most ${TEXT_LIMITS[field]} characters`, {
      field,
    });
  return text;
}

function dayOf(value: string | null | undefined, field: 'startsOn' | 'respondBy'): string | null {
  if (value === null || value === undefined) return null;
  if (!isCalendarDate(value) || value < DAYS.earliest || value > DAYS.latest)
    throw validationFailed(
      `${FIELD_NAMES[field]} is a day from ${DAYS.earliest} to ${DAYS.latest}`,
      {
        field,
      },
    );
  return value;
}

export function offerFieldsOf(input: OfferInput): OfferFields {
  return {
    currency: currencyOf(input.currency),
    baseAmount: baseAmountOf(input.baseAmount),
    period: periodOf(input.period),
    signingBonus: bonusOf(input.signingBonus, 'signingBonus'),
    yearlyBonus: bonusOf(input.yearlyBonus, 'yearlyBonus'),
    equity: textOf(input.equity, 'equity'),
    startsOn: dayOf(input.startsOn, 'startsOn'),
    respondBy: dayOf(input.respondBy, 'respondBy'),
    notes: textOf(input.notes, 'notes'),
  };
}

type OfferEventKind = 'offer_recorded' | 'offer_changed' | 'offer_removed';

/** "$152,000 a year, $177,200 in the first year": what the timeline keeps of an offer. */
export function offerSummary(offer: OfferRecord): string {
  const { firstYearTotal, yearlyBase } = offerView(offer);
  const pay = writtenPay(offer);
  return firstYearTotal === yearlyBase && offer.period === 'year'
    ? pay
    : `${pay}, ${writtenMoney(offer.currency, firstYearTotal)} in the first year`;
}

function sameOffer(before: OfferFields, after: OfferFields): boolean {
  return (Object.keys(after) as (keyof OfferFields)[]).every((key) => before[key] === after[key]);
}

export function createOfferService({ db }: { db: Database }) {
  const offerEvent = (tx: Queryable, caller: Caller, offer: OfferRecord, kind: OfferEventKind) =>
    insertApplicationEvent(tx, {
      applicationId: offer.applicationId,
      userId: caller.userId,
      kind,
      fromStatus: null,
      toStatus: null,
      note: offerSummary(offer),
      ...actorOf(caller),
    });

  return {
    /** Writes the application's offer over the one before; answers the application's id. */
    async record(caller: Caller, applicationId: string, input: OfferInput): Promise<string> {
      const id = idOrNotFound(applicationId, 'application');
      const fields = offerFieldsOf(input);
      return db.transaction(async (tx) => {
        const pastOffer = await lockApplicationPastOffer(tx, caller.userId, id);
        if (pastOffer === undefined) throw notFound('application');
        if (!pastOffer)
          throw validationFailed(
            'An offer is written down once the application has reached Offer: move it there first',
            { field: 'applicationId' },
          );
        const [before] = await listOffersOfApplications(tx, caller.userId, [id]);
        // Saved again as it was: nothing happened, so the history says nothing.
        if (before !== undefined && sameOffer(before, fields)) return id;
        const offer = await upsertOffer(tx, {
          userId: caller.userId,
          applicationId: id,
          ...fields,
        });
        await offerEvent(
          tx,
          caller,
          offer,
          before === undefined ? 'offer_recorded' : 'offer_changed',
        );
        return id;
      });
    },

    /** Removes the application's offer, if it has one; answers the application's id. */
    async remove(caller: Caller, applicationId: string): Promise<string> {
      const id = idOrNotFound(applicationId, 'application');
      await db.transaction(async (tx) => {
        const removed = await deleteOffer(tx, caller.userId, id);
        if (removed !== undefined) await offerEvent(tx, caller, removed, 'offer_removed');
      });
      return id;
    },
  };
}

export type OfferService = ReturnType<typeof createOfferService>;
