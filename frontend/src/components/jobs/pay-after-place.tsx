import { formatPay, type PayAmount } from '@/lib/pay';

/**
 * A job's pay after its company and place on one line ("Northwind · Remote · $140K–$165K a
 * year"), which a screen reader reads as ", pay $140K…"; nothing when the posting states none.
 */
export function PayAfterPlace({
  pay,
  hasPlace,
}: {
  pay: PayAmount | null | undefined;
  hasPlace: boolean;
}) {
  const text = formatPay(pay);
  if (text === null) return null;
  return (
    <>
      {hasPlace ? <span aria-hidden="true"> · </span> : null}
      <span className="font-medium whitespace-nowrap text-ink">
        <span className="sr-only">{hasPlace ? ', pay ' : 'Pay '}</span>
        {text}
      </span>
    </>
  );
}
