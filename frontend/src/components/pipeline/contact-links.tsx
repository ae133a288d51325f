import { DownloadIcon } from '@/components/icons';
import { webHref } from '@/lib/web-href';
import { mailtoHref, shortAddress, telHref } from './contact-format';

const LINK = 'font-medium text-accent underline-offset-2 hover:underline';

/**
 * How to reach a person: links to write, call and look them up, and their card to save (when
 * there is an address or a number to save). An application's contact and a person of the People
 * page show them alike. Nothing is drawn when there is none of them.
 */
export function ContactLinks({
  name,
  email,
  phone,
  profileUrl,
  onSaveCard,
}: {
  name: string;
  email: string | null;
  phone: string | null;
  profileUrl: string | null;
  onSaveCard: () => void;
}) {
  if (!email && !phone && !profileUrl) return null;
  const phoneHref = phone ? telHref(phone) : null;
  const profileHref = profileUrl ? webHref(profileUrl) : null;
  return (
    <div className="mt-2 space-y-1 text-sm">
      {email ? (
        <p className="flex items-start gap-2">
          <MailIcon />
          <span className="sr-only">E-mail: </span>
          <a href={mailtoHref(email)} className={`min-w-0 break-all ${LINK}`}>
            {email}
          </a>
        </p>
      ) : null}
      {phone ? (
        <p className="flex items-start gap-2">
          <PhoneIcon />
          <span className="sr-only">Phone: </span>
          {phoneHref ? (
            <a href={phoneHref} className={`min-w-0 break-words ${LINK}`}>
              {phone}
            </a>
          ) : (
            <span className="min-w-0 break-words text-ink">{phone}</span>
          )}
        </p>
      ) : null}
      {profileUrl ? (
        <p className="flex items-start gap-2">
          <LinkIcon />
          <span className="sr-only">Profile: </span>
          {profileHref ? (
            <a
              href={profileHref}
              target="_blank"
              rel="noopener noreferrer"
              title={profileHref}
              // relative: the hidden "(opens in a new tab)" is placed, and clipped, in the
              // cut-off link; placed after its whole text it would widen the page.
              className={`relative min-w-0 truncate ${LINK}`}
            >
              {shortAddress(profileHref)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="min-w-0 break-all text-ink">{profileUrl}</span>
          )}
        </p>
      ) : null}
      {email || phone ? (
        <p className="flex items-start gap-2">
          <span className="mt-0.5 text-ink-subtle">
            <DownloadIcon />
          </span>
          <button
            type="button"
            onClick={onSaveCard}
            className="min-w-0 text-left font-medium text-ink-muted underline-offset-2 hover:text-accent hover:underline"
          >
            Save to your contacts (.vcf)<span className="sr-only">, {name}</span>
          </button>
        </p>
      ) : null}
    </div>
  );
}

const ICON = 'mt-0.5 size-4 shrink-0 text-ink-subtle';

/** A 16-unit line icon of one path, drawn in the text's colour. */
function LineIcon({ path, className = ICON }: { path: string; className?: string | undefined }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={className}>
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MailIcon({ className }: { className?: string }) {
  return (
    <LineIcon
      className={className}
      path="M2.5 4.5A1 1 0 0 1 3.5 3.5h9a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1v-7Zm0 .5L8 9l5.5-4"
    />
  );
}

function PhoneIcon() {
  return (
    <LineIcon path="M5.5 2.5 4 2.6a1.5 1.5 0 0 0-1.4 1.6c.4 5 4.2 8.8 9.2 9.2a1.5 1.5 0 0 0 1.6-1.4l.1-1.5-2.9-1.2-1.3 1.3A7 7 0 0 1 6 7.3l1.3-1.3-1.8-3.5Z" />
  );
}

function LinkIcon() {
  return (
    <LineIcon path="M6.8 9.2a2.5 2.5 0 0 0 3.5 0l2.2-2.2a2.5 2.5 0 0 0-3.5-3.5l-.8.8m.9 3a2.5 2.5 0 0 0-3.5 0L3.4 9.5A2.5 2.5 0 0 0 6.9 13l.8-.8" />
  );
}
