// What the shopper typed in the search page's own form (the one the HTML ships) before the results'
// form took its place, so the results' form goes on from there: the text, and the focus if they were in it.

/** The text typed and whether the field had focus when it was replaced. */
export interface SearchDraft {
  text: string;
  focused: boolean;
}

/** Where the draft is kept: read as a form takes over, so it is what the form before it last held. */
export type SearchDraftRef = { readonly current: SearchDraft };

/** Focuses `input` with the caret after its text. */
export function focusAtEnd(input: HTMLInputElement | null): void {
  if (!input) return;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}
