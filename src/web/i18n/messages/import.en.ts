/**
 * English texts of the candidate import screen, `/import` (docs/product.md §12 "Staff at speed",
 * decision 0032): loaded with its route (`handle`); staff read it in English or Arabic (its own
 * switch). The server's problem messages stay as the wizard words them.
 */
export const importEn = {
  "import.title": "Import candidates",
  "import.language": "Language",
  "import.intro":
    "Upload a candidate list (CSV or Excel), map its columns, check it, then import it. A row whose national ID or passport number belongs to a candidate updates that candidate. No e-mail is sent.",
  "import.file": "Candidate file",
  "import.filePlaceholder": "Choose a .csv or .xlsx file",
  "import.reading": "Reading the file…",
  "import.rows": "{n} rows",
  "import.remembered": "Mapping remembered from the last file with these columns",
  "import.guessed": "Mapping guessed from the column names",
  "import.column": "Column",
  "import.sample": "First value",
  "import.field": "Field",
  "import.ignore": "Ignore this column",
  "import.mappingTable": "Column mapping",
  "import.center": "Test center for rows that name none",
  "import.centerPlaceholder": "Choose a test center",
  "import.dryRun": "Check the file",

  "import.summary": "{creates} new, {updates} updates, {invalid} rows with problems",
  "import.allGood": "Every row passes.",
  "import.problems": "Rows with problems",
  "import.row": "Row",
  "import.problem": "Problem",
  "import.more": "Only the first problems are listed; download the report for all of them.",
  "import.downloadCsv": "Download report (CSV)",
  "import.downloadXlsx": "Download report (Excel)",
  "import.run": "Import {n} rows",
  "import.progress": "Imported {done} of {total}",
  "import.done": "Imported: {created} new candidates, {updated} updated.",
  "import.failed": "The import stopped: {message}",
  "import.openList": "Open the candidate list",
  "import.error": "Something went wrong: {message}",
} as const;
