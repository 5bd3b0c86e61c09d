// Says where the prices on a screen come from (issue 22): simulated, or real NSE end-of-day prices to a date and
// simulated after. Shared by the ticker, the company page, Portfolio, Stats and Home (features do not import each
// other). A disclosure, not a tooltip: it opens by keyboard and touch alike and needs no floating-ui.
import { VisuallyHidden } from "@mantine/core";
import { priceSourceNote, scripPriceNote } from "@fincareer/domain/price-data";
import type { PriceCoverage, RealRange } from "@fincareer/domain/price-data";
import { InfoIcon } from "./icons.tsx";
import classes from "./price-source-note.module.css";

/**
 * The marker with its explanation one click away. While the coverage is unknown (the ticker's list, which it comes
 * from, loads after a screen's first render everywhere but Home) an invisible, inert copy of the usual marker holds
 * its line, so the screen below does not move when it arrives.
 */
export function PriceSourceNote({
  coverage,
  company,
}: {
  coverage: PriceCoverage | undefined;
  /** One company's own real range (its page): worded for it, whatever other companies have. */
  company?: { real: RealRange | null };
}) {
  if (!coverage && !company)
    return (
      <div className={`${classes.note} ${classes.pending}`} inert>
        <span className={classes.summary}>
          <span className={classes.badge}>Simulated prices</span>
          <InfoIcon size={14} />
        </span>
      </div>
    );
  const note = company ? scripPriceNote(company.real) : priceSourceNote(coverage!);
  return (
    <details className={classes.note} data-price-source="">
      <summary className={classes.summary}>
        <span className={classes.badge}>{note.label}</span>
        <VisuallyHidden>(what this means)</VisuallyHidden>
        <InfoIcon size={14} />
      </summary>
      <p className={classes.detail}>{note.detail}</p>
    </details>
  );
}

/** The ticker's short form: the label, its explanation as the element's tooltip and for screen readers. */
export function PriceSourceTag({ coverage }: { coverage: PriceCoverage | undefined }) {
  if (!coverage) return null;
  const note = priceSourceNote(coverage);
  const short =
    coverage.real_scrips > 0 ? `Simulated + ${coverage.real_scrips} real EOD` : "Simulated prices";
  return (
    <span className={classes.tag} title={`${note.label}. ${note.detail}`} data-price-source="">
      {short}
      <VisuallyHidden>{`: ${note.detail}`}</VisuallyHidden>
    </span>
  );
}
