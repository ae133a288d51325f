/**
 * Short e-mails to a person of an application, from templates filled only with facts: the
 * job's title, company and link, the day applied, the last interview, the skills the match
 * found in the resume, the offer as written down, and the sender's name and phone. A draft to edit before sending, as the cover
 * letter is: it never claims more than those facts.
 */
import type { PayPeriod } from '../job/pay.js';
import type { SignatureBasics } from '../resume/basics.js';
import { listOf } from '../tailor/summary.js';

export const CONTACT_MESSAGE_KINDS = [
  'follow_up',
  'thank_you',
  'feedback_request',
  'offer_negotiation',
  'offer_acceptance',
  'offer_decline',
  'application_email',
  'referral_request',
] as const;
/**
 * application_email: carries the application (resume and cover letter attached by the person)
 * to a recruiter or hiring manager; referral_request: asks someone at the company to refer the
 * person; follow_up: asks where an application stands; thank_you: thanks for an interview;
 * feedback_request: after a rejection, thanks and asks what would have helped;
 * offer_negotiation: thanks for an offer and asks to talk about the pay before answering;
 * offer_acceptance, offer_decline: answers an offer.
 */
export type ContactMessageKind = (typeof CONTACT_MESSAGE_KINDS)[number];

export interface ContactMessageFacts {
  kind: ContactMessageKind;
  /** The person written to, as the job seeker wrote their name. */
  recipient: string;
  sender: Pick<SignatureBasics, 'name' | 'phone'>;
  jobTitle: string | null;
  company: string | null;
  /** Where the posting is (an http or https address); null when the job has no link. */
  postingUrl?: string | null;
  /** The day applied (YYYY-MM-DD) on the sender's calendar; null when not applied yet. */
  appliedOn: string | null;
  /** The latest interview that has begun: what it was, and its day on the sender's calendar. */
  lastInterview: { title: string | null; day: string } | null;
  /** What the posting asks for that the resume shows, most important first; three are named. */
  strengths: readonly string[];
  /** The offer as the job seeker wrote it down; null when they did not. */
  offer?: OfferFacts | null;
}

export interface OfferFacts {
  /** ISO 4217. */
  currency: string;
  baseAmount: number;
  period: PayPeriod;
  /** Days, YYYY-MM-DD. */
  startsOn: string | null;
  respondBy: string | null;
}

export interface ContactMessage {
  kind: ContactMessageKind;
  subject: string;
  body: string;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Tuesday, 24 November": a day as a letter writes it (the year goes without saying). */
export function writtenDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a day: ${day}`);
  return `${WEEKDAYS[date.getUTCDay()] ?? ''}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''}`;
}

/** "the Platform Engineer role at Globex", "the role at Globex", "the Platform Engineer role". */
function roleOf({ jobTitle, company }: ContactMessageFacts): string {
  const role = jobTitle === null ? 'the role' : `the ${jobTitle} role`;
  return company === null ? role : `${role} at ${company}`;
}

/** "the technical interview", kept as written when it is a name ("Onsite with Ada"). */
function interviewName(title: string | null): string {
  if (title === null) return 'interview';
  return /^[A-Z][a-z]/.test(title) && !/\s[A-Z]/.test(title)
    ? `${title.charAt(0).toLowerCase()}${title.slice(1)}`
    : title;
}

function signature(sender: ContactMessageFacts['sender']): string {
  return ['Kind regards,', sender.name, sender.phone].filter(Boolean).join('\n');
}

function strengthsClause(strengths: readonly string[]): string | null {
  const named = strengths.slice(0, 3);
  return named.length === 0 ? null : listOf(named);
}

function followUp(facts: ContactMessageFacts): ContactMessage {
  const role = roleOf(facts);
  const { lastInterview, appliedOn } = facts;
  const opening =
    lastInterview !== null
      ? `Thank you again for the ${interviewName(lastInterview.title)} on ${writtenDay(lastInterview.day)}. I wanted to follow up on the next steps for ${role}.`
      : appliedOn !== null
        ? `I applied for ${role} on ${writtenDay(appliedOn)} and wanted to follow up on my application.`
        : `I wanted to follow up on my interest in ${role}.`;
  const strengths = strengthsClause(facts.strengths);
  const interest =
    strengths === null
      ? 'I remain very interested in the position.'
      : `I remain very interested in the position: it asks for ${strengths}, which my experience covers.`;
  return {
    kind: 'follow_up',
    subject: `Following up: ${facts.jobTitle ?? 'my application'}${facts.company === null ? '' : ` at ${facts.company}`}`,
    body: [
      `Dear ${facts.recipient},`,
      `${opening} ${interest}`,
      'Could you let me know where things stand, or whether there is anything more I can send you?',
      'Thank you for your time.',
      signature(facts.sender),
    ].join('\n\n'),
  };
}

function thankYou(facts: ContactMessageFacts): ContactMessage {
  const { lastInterview } = facts;
  const when = lastInterview === null ? '' : ` on ${writtenDay(lastInterview.day)}`;
  const strengths = strengthsClause(facts.strengths);
  return {
    kind: 'thank_you',
    subject: `Thank you: ${facts.jobTitle ?? 'our conversation'}${facts.company === null ? '' : ` at ${facts.company}`}`,
    body: [
      `Dear ${facts.recipient},`,
      `Thank you for taking the time to speak with me${when} about ${roleOf(facts)}. I enjoyed learning more about the team and the work.`,
      strengths === null
        ? 'Our conversation confirmed my interest in the role.'
        : `Our conversation confirmed my interest in the role, and I am confident that my experience with ${strengths} would let me contribute from the start.`,
      'Please let me know if there is anything more I can provide. I look forward to hearing about the next steps.',
      signature(facts.sender),
    ].join('\n\n'),
  };
}

function feedbackRequest(facts: ContactMessageFacts): ContactMessage {
  const interviewed = facts.lastInterview !== null;
  return {
    kind: 'feedback_request',
    subject: `Thank you, and a request for feedback${facts.jobTitle === null ? '' : `: ${facts.jobTitle}`}`,
    body: [
      `Dear ${facts.recipient},`,
      `Thank you for letting me know your decision on ${roleOf(facts)}, and for the time you${interviewed ? ' and the team' : ''} gave my application.`,
      `If you are open to it, I would be grateful for any feedback on my application${interviewed ? ' or my interviews' : ''}: it would help me in my search.`,
      facts.company === null
        ? 'I would be glad to be considered for future roles.'
        : `I would be glad to be considered for future roles at ${facts.company}.`,
      signature(facts.sender),
    ].join('\n\n'),
  };
}

const PERIOD_TEXT: Readonly<Record<PayPeriod, string>> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

/** "$152,000", "€52.50": an amount as a letter writes it, cents only when there are some. */
export function writtenMoney(currency: string, amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      minimumFractionDigits: cents,
      maximumFractionDigits: cents,
    }).format(amount);
  } catch {
    // A code Intl does not know: the number, then the code as written.
    return `${amount.toFixed(cents)} ${currency}`;
  }
}

/** "$152,000 a year", "€52.50 an hour". */
export function writtenPay({ currency, baseAmount, period }: OfferFacts): string {
  return `${writtenMoney(currency, baseAmount)} ${PERIOD_TEXT[period]}`;
}

/** "Discussing the offer: Frontend Engineer at Brightwave". */
function offerSubject(lead: string, facts: ContactMessageFacts): string {
  const company = facts.company === null ? '' : ` at ${facts.company}`;
  return `${lead}: ${facts.jobTitle ?? 'the offer'}${company}`;
}

function offerNegotiation(facts: ContactMessageFacts): ContactMessage {
  const offer = facts.offer ?? null;
  const strengths = strengthsClause(facts.strengths);
  const answerBy =
    offer?.respondBy == null
      ? 'Before I give my answer'
      : `Before I answer by ${writtenDay(offer.respondBy)}`;
  const pay = offer === null ? 'the base salary' : `the base salary of ${writtenPay(offer)}`;
  return {
    kind: 'offer_negotiation',
    subject: offerSubject('Discussing the offer', facts),
    body: [
      `Dear ${facts.recipient},`,
      `Thank you for the offer for ${roleOf(facts)}. I am excited about the role and the team, and I would like to make this work.`,
      strengths === null
        ? `${answerBy}, I would like to talk about the compensation: would there be room to revisit ${pay}?`
        : `${answerBy}, I would like to talk about the compensation. The role asks for ${strengths}, which my experience covers; would there be room to revisit ${pay}?`,
      'Could we find a time to speak in the next few days?',
      signature(facts.sender),
    ].join('\n\n'),
  };
}

function offerAcceptance(facts: ContactMessageFacts): ContactMessage {
  const startsOn = facts.offer?.startsOn ?? null;
  return {
    kind: 'offer_acceptance',
    subject: offerSubject('Accepting the offer', facts),
    body: [
      `Dear ${facts.recipient},`,
      `Thank you for the offer for ${roleOf(facts)}. I am delighted to accept it.`,
      startsOn === null
        ? 'Please let me know the start date you have in mind and what you need from me before then.'
        : `I confirm my start on ${writtenDay(startsOn)}. Please let me know what you need from me before then.`,
      'I look forward to joining the team.',
      signature(facts.sender),
    ].join('\n\n'),
  };
}

function offerDecline(facts: ContactMessageFacts): ContactMessage {
  return {
    kind: 'offer_decline',
    subject: offerSubject('The offer', facts),
    body: [
      `Dear ${facts.recipient},`,
      `Thank you for the offer for ${roleOf(facts)}, and for the time you and the team gave me. After careful thought, I have decided to decline it.`,
      facts.company === null
        ? 'I enjoyed getting to know the team, and I hope our paths cross again.'
        : `I enjoyed getting to know the team at ${facts.company}, and I hope our paths cross again.`,
      signature(facts.sender),
    ].join('\n\n'),
  };
}

/** The posting's address as a sentence gives it; none unless it is a web address. */
function postingLink(facts: ContactMessageFacts): string | null {
  const url = facts.postingUrl?.trim() ?? '';
  return /^https?:\/\/\S+$/iu.test(url) ? url : null;
}

/** "Frontend Engineer at Brightwave", "the open role at Brightwave". */
function jobNamed({ jobTitle, company }: ContactMessageFacts): string {
  return `${jobTitle ?? 'the open role'}${company === null ? '' : ` at ${company}`}`;
}

/**
 * The e-mail that carries an application to a person: the mail app opens it without the
 * attachments, which the person adds. Sent after applying through the posting, it says so and
 * sends the papers directly as well, which recruiters read sooner than a portal's queue.
 */
function applicationEmail(facts: ContactMessageFacts): ContactMessage {
  const link = postingLink(facts);
  const strengths = strengthsClause(facts.strengths);
  const opening =
    facts.appliedOn === null
      ? `I would like to apply for ${roleOf(facts)}${link === null ? '' : ` (${link})`}. I have attached my resume and a cover letter.`
      : `I applied for ${roleOf(facts)} on ${writtenDay(facts.appliedOn)} and wanted to send you my resume and cover letter directly as well: both are attached.`;
  return {
    kind: 'application_email',
    subject: `Application: ${jobNamed(facts)}${facts.sender.name === null ? '' : ` – ${facts.sender.name}`}`,
    body: [
      `Dear ${facts.recipient},`,
      opening,
      strengths === null
        ? 'The letter says why I would be a good fit for the role.'
        : `The role asks for ${strengths}, which my experience covers; the letter says more about how.`,
      'I would welcome the chance to talk about the role. Thank you for your time.',
      signature(facts.sender),
    ].join('\n\n'),
  };
}

/**
 * Asks someone at the company to refer the person: what for, why they fit, the posting to
 * look at, and an easy way to say no — a referral puts the referrer's name to it.
 */
function referralRequest(facts: ContactMessageFacts): ContactMessage {
  const link = postingLink(facts);
  const strengths = strengthsClause(facts.strengths);
  const opening =
    facts.appliedOn === null
      ? `I am about to apply for ${roleOf(facts)} and wanted to ask whether you would be willing to refer me.`
      : `I applied for ${roleOf(facts)} on ${writtenDay(facts.appliedOn)} and wanted to ask whether you would be willing to refer me, or put in a word with the team.`;
  const fit = [
    strengths === null ? null : `The role asks for ${strengths}, which is the work I do.`,
    link === null ? null : `The posting is here: ${link}`,
  ].filter((sentence) => sentence !== null);
  return {
    kind: 'referral_request',
    subject: `Would you refer me for ${jobNamed(facts)}?`,
    body: [
      // Asked of someone who knows the person (a friend, a former teammate): by first name.
      `Hi ${firstNameOf(facts.recipient)},`,
      [opening, ...fit].join(' '),
      'If you can, I will send you my resume and a few lines on why I would fit, so that it takes you no more than a minute. And if a referral is not something you can do, I would be just as glad of a few minutes to hear what the team is like.',
      'Thank you for considering it.',
      signature(facts.sender),
    ].join('\n\n'),
  };
}

/** Titles a name may open with: "Dr Maya Ortiz" is not greeted "Hi Dr,". */
const TITLES = new Set(['mr', 'mrs', 'ms', 'mx', 'miss', 'dr', 'prof', 'professor', 'sir', 'dame']);

/**
 * How to greet someone one knows: the first word of their name as written ("Maya" of "Maya
 * Ortiz, PhD"), or the whole name when it opens with a title ("Dr Maya Ortiz"). A name written
 * family name first is greeted by that; the draft is edited before it goes.
 */
export function firstNameOf(name: string): string {
  const written = name.trim().replace(/\s+/gu, ' ');
  const first = written.split(/[ ,]/u)[0] ?? '';
  if (first === '' || TITLES.has(first.replace(/\.$/u, '').toLowerCase())) return written;
  return first;
}

const DRAFTS: Record<ContactMessageKind, (facts: ContactMessageFacts) => ContactMessage> = {
  follow_up: followUp,
  thank_you: thankYou,
  feedback_request: feedbackRequest,
  offer_negotiation: offerNegotiation,
  offer_acceptance: offerAcceptance,
  offer_decline: offerDecline,
  application_email: applicationEmail,
  referral_request: referralRequest,
};

export function draftContactMessage(facts: ContactMessageFacts): ContactMessage {
  return DRAFTS[facts.kind](facts);
}
