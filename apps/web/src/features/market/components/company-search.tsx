import { CloseButton, Loader } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useId, useRef, useState } from "react";
import type { CSSProperties, KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import {
  SEARCH_PLACEHOLDER,
  SEARCH_POPUP_CLOSED_PX,
  SEARCH_POPUP_OPEN_PX,
} from "@fincareer/domain/constants";
import type { Scrip } from "@fincareer/domain/contract/market";
import { PriceChange } from "../../../components/price-change.tsx";
import { useCompanySearch } from "../../../lib/search-company.ts";
import { HighlightMatch } from "./highlight-match.tsx";
import classes from "./company-search.module.css";
import { formatPrice } from "@fincareer/domain/format";

const DEBOUNCE_MS = 250;

function SearchGlyph() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

/**
 * The company search box (SPEC.md sections 2 and 9): a SEARCH_POPUP_CLOSED_PX button that opens into a
 * SEARCH_POPUP_OPEN_PX box; matches read "name (short code)" with the keyword in bold and open the company.
 */
export function CompanySearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [active, setActive] = useState(0);
  const [debounced] = useDebouncedValue(keyword, DEBOUNCE_MS);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const search = useCompanySearch(debounced);
  const typed = keyword.trim() !== "";
  const results = typed ? (search.data?.scrips ?? []) : [];
  const waiting = typed && (debounced !== keyword || search.isFetching);

  const style = {
    "--search-open": `${SEARCH_POPUP_OPEN_PX}px`,
    "--search-closed": `${SEARCH_POPUP_CLOSED_PX}px`,
  } as CSSProperties;

  const handleOpen = () => {
    setOpen(true);
    requestAnimationFrame(() => inputRef.current?.focus());
  };
  const handleClose = () => {
    setOpen(false);
    setKeyword("");
    setActive(0);
  };
  const handlePick = (scrip: Scrip) => {
    handleClose();
    void navigate("/company", { state: { name: scrip.name, id: scrip.id } });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      handleClose();
    } else if (event.key === "ArrowDown" && results.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length > 0) {
      event.preventDefault();
      setActive((i) => (i - 1 + results.length) % results.length);
    } else if (event.key === "Enter") {
      const scrip = results[active] ?? results[0];
      if (scrip !== undefined) {
        event.preventDefault();
        handlePick(scrip);
      }
    }
  };

  if (!open) {
    return (
      <div className={classes.root} style={style} data-open={false} data-company-search="">
        <button
          type="button"
          className={classes.toggle}
          onClick={handleOpen}
          aria-label="Search for companies"
        >
          <SearchGlyph />
        </button>
      </div>
    );
  }

  const showList = typed && debounced.trim() !== "";
  return (
    <div className={classes.root} style={style} data-open data-company-search="">
      <div className={classes.field}>
        <span className={classes.icon}>
          <SearchGlyph />
        </span>
        <input
          ref={inputRef}
          className={classes.input}
          type="search"
          role="combobox"
          aria-label="Search for companies"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && results.length > 0 ? `${listId}-${active}` : undefined}
          placeholder={SEARCH_PLACEHOLDER}
          value={keyword}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setKeyword(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={handleKeyDown}
        />
        {waiting && <Loader size={16} className={classes.spinner} aria-hidden="true" />}
        <CloseButton aria-label="Close search" onClick={handleClose} size="md" />
      </div>
      {showList && (
        <div className={classes.popup}>
          <ul id={listId} role="listbox" aria-label="Matching companies" className={classes.list}>
            {results.map((scrip, i) => (
              // Options are picked with the pointer, or with the arrow keys and Enter in the box above.
              <li
                key={scrip.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={classes.option}
                onMouseEnter={() => setActive(i)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => handlePick(scrip)}
              >
                <span className={classes.name}>
                  <HighlightMatch text={`${scrip.name} (${scrip.shortCode})`} keyword={debounced} />
                </span>
                <span className={classes.quote}>
                  <span className={classes.price}>{formatPrice(scrip.market_price)}</span>
                  <PriceChange price={scrip.market_price} previous={scrip.prev_close} size="sm" />
                </span>
              </li>
            ))}
          </ul>
          {!waiting && search.isSuccess && results.length === 0 && (
            <p className={classes.empty} role="status">
              No company matches &lsquo;{debounced.trim()}&rsquo;. Try a name or an NSE symbol such as INFY.
            </p>
          )}
          {search.isError && (
            <p className={classes.empty} role="alert">
              Search is unavailable right now. Please try again.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
