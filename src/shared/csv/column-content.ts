import type { CsvRow } from "./parse";
import { readStatus } from "./status";

/** What the columns of a file hold, read from a sample: enough to tell a column of e-mails, phone numbers,
 * ticket numbers, head counts, dates or RSVP answers from one of names, whatever their headers say. */
export type ContentKind = "emails" | "phones" | "ids" | "counts" | "dates" | "answers" | "contactLabels";

/** Non-blank cells read per column: a 10,000-row file is judged as fast as a 200-row one. */
const SAMPLE_CELLS = 200;
/** Share of a column's sampled cells that must be of one kind for the column to be of that kind. */
const MOST = 0.8;

const EMAIL = /^[^\s@<>(),;]+@[^\s@<>(),;]+\.[^\s@<>(),;]+$/;
/** 7 to 15 digits, written as phones are: a leading +, spaces, dots, dashes, brackets. */
const PHONE = /^(?=(?:\D*\d){7,15}\D*$)\+?[\d\s().\-/]+$/;
/** A number nobody would call a name or a household: 6 digits and more (tickets, orders, barcodes), #12. */
const ID = /^(#\s?\d+|\d{6,}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const COUNT = /^\d{1,2}(?:[.,]0+)?$/;
/** 2024-06-01, 01/06/2024, 6.1.24, with or without a time; Excel's "Jun 1, 2024", "1 juin 2024". */
const DATE =
  /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})([ T]\d{1,2}:\d{2}(:\d{2})?(\s?[ap]m)?)?$|^\p{L}{3,9}\.? \d{1,2},? \d{4}$|^\d{1,2}\.? \p{L}{3,9}\.? \d{4}$/iu;
/** Google Contacts' own labels ("* myContacts ::: Friends", "* starred"): not the owner's groups. */
const CONTACT_LABEL = /^\* |:::/;

/** A column's first non-blank cells, trimmed, up to SAMPLE_CELLS; one pass over the rows for all columns. */
export function sampleColumns(rows: readonly CsvRow[], width: number): string[][] {
  const samples: string[][] = Array.from({ length: width }, () => []);
  let open = width;
  for (const row of rows) {
    for (let column = 0; column < width; column++) {
      const sample = samples[column]!;
      if (sample.length >= SAMPLE_CELLS) continue;
      const value = row.cells[column]?.trim();
      if (!value) continue;
      sample.push(value);
      if (sample.length === SAMPLE_CELLS) open--;
    }
    if (open === 0) break;
  }
  return samples;
}

/** An RSVP answer as a word ("Attending", "Oui", "TRUE"): numbers are left out, they may be counts. */
function isAnswer(value: string): boolean {
  return !/^\d+$/.test(value) && readStatus(value).known;
}

/** The kind most of a column's sampled cells are, or null (names, words, a mix, nothing). */
export function contentKind(sample: readonly string[]): ContentKind | null {
  if (sample.length === 0) return null;
  const tests: [ContentKind, (value: string) => boolean][] = [
    ["emails", (value) => EMAIL.test(value)],
    ["dates", (value) => DATE.test(value)],
    ["ids", (value) => ID.test(value)],
    ["phones", (value) => PHONE.test(value)],
    ["counts", (value) => COUNT.test(value)],
    ["answers", isAnswer],
    ["contactLabels", (value) => CONTACT_LABEL.test(value)],
  ];
  // A kind is given up as soon as too many cells are not of it: a column of names costs a few cells per kind.
  const allowed = sample.length - Math.ceil(MOST * sample.length);
  for (const [kind, test] of tests) {
    let misses = 0;
    for (const value of sample) if (!test(value) && ++misses > allowed) break;
    if (misses <= allowed) return kind;
  }
  return null;
}
